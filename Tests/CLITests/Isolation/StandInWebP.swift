import Foundation
import TestSupport

/// Stand-in libwebp shared objects, compiled at test time with `cc`, whose `WebPDecode`
/// misbehaves: raises SIGSEGV, loops forever, or allocates until memory runs out.
enum StandInWebP: String, CaseIterable {
  case crash
  case loop
  case allocate

  /// The C source: the five functions docpkg resolves from libwebp.
  static let source = """
    #include <signal.h>
    #include <stdlib.h>
    #include <string.h>
    int WebPGetDecoderVersion(void) { return 0x010204; }
    int WebPGetFeaturesInternal(const unsigned char *data, size_t size, int *features, int v) {
      (void)data; (void)size; (void)v;
      memset(features, 0, 10 * sizeof(int));
      features[0] = 16; features[1] = 16;
      return 0;
    }
    int WebPInitDecoderConfigInternal(void *config, int v) { (void)config; (void)v; return 1; }
    void WebPFreeDecBuffer(void *buffer) { (void)buffer; }
    int WebPDecode(const unsigned char *data, size_t size, void *config) {
      (void)data; (void)size; (void)config;
    #if defined(STANDIN_crash)
      raise(SIGSEGV);
    #elif defined(STANDIN_loop)
      for (volatile unsigned long n = 0;; n++) {}
    #else
      for (;;) {
        char *block = malloc(4 << 20);
        memset(block, 1, 4 << 20);  /* NULL at the limit: SIGSEGV */
      }
    #endif
      return 0;
    }
    """

  /// The compiler, or nil (the tests skip).
  static var compiler: String? {
    ["/usr/bin/cc", "/usr/bin/gcc", "/usr/bin/clang"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Compiles this stand-in into `directory`; returns the shared object's path.
  func build(in directory: URL) throws -> String {
    guard let compiler = Self.compiler else { throw StandInError.noCompiler }
    let source = directory.appendingPathComponent("standin.c")
    try Data(Self.source.utf8).write(to: source)
    let library = directory.appendingPathComponent("libwebp-\(rawValue).so").path
    let result = try runProcess(
      URL(fileURLWithPath: compiler),
      ["-shared", "-fPIC", "-O0", "-DSTANDIN_\(rawValue)", "-o", library, source.path])
    guard result.status == 0 else { throw StandInError.compileFailed(result.stderrText) }
    return library
  }

  /// A file the WebP sniffer accepts (the stand-in does the rest).
  static func writeInput(_ url: URL) throws {
    var bytes = Array("RIFF".utf8) + [32, 0, 0, 0] + Array("WEBPVP8 ".utf8)
    bytes += [UInt8](repeating: 0, count: 32)
    try Data(bytes).write(to: url)
  }
}

enum StandInError: Error {
  case noCompiler
  case compileFailed(String)
}
