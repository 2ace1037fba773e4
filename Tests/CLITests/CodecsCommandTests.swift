import Foundation
import TestSupport
import Testing

/// `docpkg codecs`, the exit status 69 of a missing codec library, and HEIC inputs end to end.
@Suite("docpkg codecs and missing codec libraries")
struct CodecsCommandTests {
  static let heif = ProjectPaths.packageRoot.appendingPathComponent("Tests/Fixtures/HEIF")

  /// Runs docpkg with `variable` pointing the loader at a file that does not exist.
  static func runWithout(_ variable: String, _ arguments: [String]) throws -> CommandResult {
    try runProcess(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["\(variable)=/nonexistent/missing.so", ProjectPaths.docpkgExecutable.path] + arguments)
  }

  @Test func listsEveryCodecWithItsVersion() throws {
    let result = try runDocpkg(["codecs"])
    #expect(result.status == 0)
    let lines = result.stdoutText.split(separator: "\n")
    #expect(
      lines.map { $0.split(separator: " ").first ?? "" } == [
        "gif", "tiff", "webp", "heif", "poppler", "rsvg", "jp2",
        "avformat", "avcodec", "swscale",
      ])
    #expect(lines.allSatisfy { $0.contains("available") })
    let json = try runDocpkg(["codecs", "--json"])
    let document = try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any]
    let codecs = document?["codecs"] as? [[String: Any]] ?? []
    #expect(
      codecs.map { $0["name"] as? String } == [
        "gif", "tiff", "webp", "heif", "poppler", "rsvg", "jp2",
        "avformat", "avcodec", "swscale",
      ])
    #expect(
      codecs.map { $0["debianPackage"] as? String } == [
        "libgif7", "libtiff6", "libwebp7", "libheif1", "libpoppler-glib8", "librsvg2-2",
        "libopenjp2-7",
        "libavformat59", "libavcodec59", "libswscale6",
      ])
    #expect(codecs.allSatisfy { $0["available"] as? Bool == true && $0["version"] is String })
  }

  @Test func missingLibraryIsListedAsUnavailable() throws {
    let result = try Self.runWithout("DOCPKG_LIBWEBP", ["codecs"])
    #expect(result.status == 0)
    let webp = result.stdoutText.split(separator: "\n").first { $0.hasPrefix("webp") } ?? ""
    #expect(webp.contains("unavailable") && webp.contains("libwebp7"))
  }

  @Test(arguments: [
    ("DOCPKG_LIBGIF", Array("GIF89a".utf8) + [UInt8](repeating: 0, count: 32), "libgif7"),
    ("DOCPKG_LIBTIFF", [0x49, 0x49, 0x2A, 0] + [UInt8](repeating: 0, count: 32), "libtiff6"),
    (
      "DOCPKG_LIBWEBP",
      Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBPVP8 ".utf8)
        + [UInt8](repeating: 0, count: 22), "libwebp7"
    ),
    ("DOCPKG_LIBPOPPLER", Array("%PDF-1.4\n%%EOF\n".utf8), "libpoppler-glib8"),
  ])
  func missingLibraryExits69(variable: String, bytes: [UInt8], package: String) throws {
    try withTemporaryDirectory { dir in
      let input = dir.appendingPathComponent("input.img")
      try Data(bytes).write(to: input)
      let output = dir.appendingPathComponent("out.png")
      let result = try Self.runWithout(variable, ["thumbnail", input.path, "-o", output.path])
      #expect(result.status == 69)
      #expect(result.stderrText.hasPrefix("docpkg: \(input.path): "))
      #expect(result.stderrText.contains("install the Debian package \(package)"))
      #expect(result.stderrText.split(separator: "\n").count == 1)
      #expect(!FileManager.default.fileExists(atPath: output.path))
    }
  }

  @Test func missingLibheifExits69AndOtherFormatsStillWork() throws {
    try withTemporaryDirectory { dir in
      let heic = Self.heif.appendingPathComponent("alpha.heic").path
      let out = dir.appendingPathComponent("a.png").path
      let failed = try Self.runWithout("DOCPKG_LIBHEIF", ["thumbnail", heic, "-o", out])
      #expect(failed.status == 69)
      #expect(failed.stderrText.contains("libheif1"))
      let png = Self.heif.appendingPathComponent("pattern.png").path
      let fine = try Self.runWithout("DOCPKG_LIBHEIF", ["thumbnail", png, "-o", out])
      #expect(fine.status == 0)
    }
  }

  @Test func heicThumbnailPackAndType() throws {
    try withTemporaryDirectory { dir in
      let heic = Self.heif.appendingPathComponent("orient-6-both.heic").path
      let thumbnail = dir.appendingPathComponent("t.png").path
      #expect(try runDocpkg(["thumbnail", heic, "-o", thumbnail, "--size", "32"]).status == 0)
      #expect(FileManager.default.fileExists(atPath: thumbnail))
      let ptk = dir.appendingPathComponent("P.ptk").path
      #expect(try runDocpkg(["pack", "--attach", heic, "-o", ptk]).status == 0)
      #expect(try runDocpkg(["validate", ptk]).status == 0)
      let type = try runDocpkg(["type", heic, Self.heif.appendingPathComponent("plain.avif").path])
      #expect(type.stdoutText.contains("sniffed:      public.heic"))
      #expect(type.stdoutText.contains("sniffed:      public.avif"))
    }
  }
}
