import Foundation
import Imaging
import TestSupport
import Testing

/// `docpkg thumbnail`, `inspect` and `codecs` on a movie made with `ffmpeg` (skipped
/// without it or without FFmpeg's libraries).
@Suite("Video commands")
struct VideoCommandTests {
  static var available: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg")
      && [Codec.avformat, .avcodec, .swscale].allSatisfy(\.status.isAvailable)
  }

  /// A 3-second 96×48 H.264 clip at `url`.
  static func clip(_ url: URL) throws {
    let result = try runProcess(
      URL(fileURLWithPath: "/usr/bin/ffmpeg"),
      [
        "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=s=96x48:r=10:d=3", "-c:v", "libx264",
        "-pix_fmt", "yuv420p", url.path,
      ])
    try #require(result.status == 0, "\(result.stderrText)")
  }

  @Test func thumbnailAndInspect() throws {
    guard Self.available else { return }
    try withTemporaryDirectory { dir in
      let movie = dir.appendingPathComponent("clip.mov")
      try Self.clip(movie)
      let out = dir.appendingPathComponent("out.png")
      let made = try runDocpkg(["thumbnail", movie.path, "-o", out.path, "--frame-at", "50%"])
      #expect(made.status == 0, "\(made.stderrText)")
      let image = try ImageDecoder.decode(Data(contentsOf: out))
      #expect(image.width == 96 && image.height == 48)
      let inspected = try runDocpkg(["inspect", movie.path])
      #expect(inspected.status == 0)
      #expect(inspected.stdoutText.contains("format: video"))
      #expect(inspected.stdoutText.contains("codec: h264"))
      #expect(inspected.stdoutText.contains("size: 96x48"))
      #expect(inspected.stdoutText.contains("frameRate: 10.000"))
      let bad = try runDocpkg(["thumbnail", movie.path, "-o", out.path, "--frame-at", "soon"])
      #expect(bad.status == 64)
      #expect(bad.stderrText.contains("--frame-at"))
    }
  }

  @Test(arguments: ["DOCPKG_LIBAVFORMAT", "DOCPKG_LIBAVCODEC", "DOCPKG_LIBSWSCALE"])
  func missingFFmpegExits69NamingThePackages(_ variable: String) throws {
    guard Self.available else { return }
    try withTemporaryDirectory { dir in
      let movie = dir.appendingPathComponent("clip.mov")
      try Self.clip(movie)
      let result = try runProcess(
        URL(fileURLWithPath: "/usr/bin/env"),
        [
          "\(variable)=/nonexistent/libav.so", ProjectPaths.docpkgExecutable.path, "thumbnail",
          movie.path, "-o", dir.appendingPathComponent("out.png").path,
        ])
      #expect(result.status == 69)
      let lines = result.stderrText.split(separator: "\n")
      #expect(lines.count == 1, "\(result.stderrText)")
      #expect(result.stderrText.contains("libavformat59 libavcodec59 libswscale6"))
    }
  }

  @Test func codecsListsFFmpeg() throws {
    let result = try runDocpkg(["codecs"])
    #expect(result.status == 0)
    for name in ["avformat", "avcodec", "swscale"] {
      #expect(result.stdoutText.split(separator: "\n").contains { $0.hasPrefix(name + " ") })
    }
  }
}
