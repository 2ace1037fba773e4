import CCodecABI
import DocpkgSystem
import Foundation

/// One shared library opened with `dlopen` for the life of the process.
///
/// Each codec has exactly one owner (its `…Library.shared`), created once; the handle is
/// never closed, because decoders on any thread may hold function pointers into it.
final class SharedLibrary: Sendable {
  /// The codec the library serves.
  let codec: Codec
  /// The name or path passed to `dlopen`.
  let name: String
  /// The file the library was loaded from, symlinks resolved (`…/libtiff.so.6.0.0`).
  let path: String
  private let library: DynamicLibrary

  /// Opens `codec`'s library, or the file named by its ``Codec/overrideVariable``.
  /// - Throws: ``CodecLoadingError/libraryMissing(codec:library:reason:)``.
  convenience init(_ codec: Codec) throws(CodecLoadingError) {
    let override = ProcessInfo.processInfo.environment[codec.overrideVariable]
    try self.init(codec, name: override.flatMap { $0.isEmpty ? nil : $0 } ?? codec.libraryName)
  }

  /// Opens the library file `name` (a soname searched as `dlopen` does, or a path).
  /// - Throws: ``CodecLoadingError/libraryMissing(codec:library:reason:)``.
  init(_ codec: Codec, name: String) throws(CodecLoadingError) {
    let library: DynamicLibrary
    do throws(DynamicLibrary.LoadError) { library = try DynamicLibrary.open(name) } catch {
      throw CodecLoadingError.libraryMissing(
        codec: codec, library: name, reason: Self.shorten(error.reason, name: name))
    }
    self.codec = codec
    self.name = name
    self.library = library
    self.path = Self.resolvedPath(of: library.symbol(codec.probeSymbol)) ?? name
  }

  /// The function `symbol`, typed as the C function-pointer type `T`.
  /// - Throws: ``CodecLoadingError/functionMissing(codec:library:function:)``.
  func function<T>(_ symbol: String, as type: T.Type = T.self) throws(CodecLoadingError) -> T {
    guard let pointer = library.symbol(symbol) else {
      throw CodecLoadingError.functionMissing(codec: codec, library: name, function: symbol)
    }
    return unsafeBitCast(pointer, to: type)
  }

  /// dlerror's text without the repeated library name: "cannot open shared object file…".
  private static func shorten(_ reason: String, name: String) -> String {
    let prefix = name + ": "
    let text = reason.hasPrefix(prefix) ? String(reason.dropFirst(prefix.count)) : reason
    return text.split(separator: "\n").first.map(String.init) ?? text
  }

  /// The file that defines `symbol`, from `dladdr`, symlinks resolved.
  private static func resolvedPath(of symbol: UnsafeMutableRawPointer?) -> String? {
    guard let symbol else { return nil }
    guard let name = docpkg_codec_library_path(symbol) else { return nil }
    let path = String(cString: name)
    guard !path.isEmpty else { return nil }
    return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }
}
