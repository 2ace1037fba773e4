import Foundation
import Imaging
import TestSupport

/// Movies made at test time with `ffmpeg` (tests skip without it or without FFmpeg's
/// libraries): a 64×32 blue frame with a red 16×16 square at its top-left corner, so that
/// rotation and flips show.
enum VideoFixtures {
  static let ffmpeg = "/usr/bin/ffmpeg"

  /// Whether fixtures can be made and decoded here.
  static var available: Bool {
    FileManager.default.isExecutableFile(atPath: ffmpeg)
      && [Codec.avformat, .avcodec, .swscale].allSatisfy(\.status.isAvailable)
  }

  /// Runs ffmpeg with `arguments` (quiet, overwriting).
  static func run(_ arguments: [String]) throws {
    let result = try runProcess(
      URL(fileURLWithPath: ffmpeg), ["-v", "error", "-y"] + arguments)
    guard result.status == 0 else {
      throw FixtureError(
        message: "ffmpeg \(arguments.joined(separator: " ")): \(result.stderrText)")
    }
  }

  /// A marked clip at `url`: `codec` libx264 or libx265, `rotate` the clockwise degrees
  /// written as the track's display matrix, `seconds` long at 10 frames per second.
  static func marked(
    _ url: URL, codec: String = "libx264", rotate: Int = 0, seconds: Double = 2,
    extra: [String] = []
  ) throws {
    var arguments = [
      "-f", "lavfi", "-i",
      "color=c=blue:s=64x32:r=10:d=\(seconds),drawbox=x=0:y=0:w=16:h=16:color=red:t=fill",
      "-c:v", codec, "-pix_fmt", "yuv420p",
    ]
    if codec == "libx265" { arguments += ["-x265-params", "log-level=error", "-tag:v", "hvc1"] }
    try run(arguments + extra + [url.path])
    if rotate != 0 { try setDisplayMatrix(url, clockwise: rotate, width: 64, height: 32) }
  }

  /// Writes the rotation into the (only) track's `tkhd` matrix, as an iPhone does: FFmpeg
  /// 5.1's command line no longer turns `-metadata:s:v rotate=` into a matrix, and
  /// `-display_rotation` is FFmpeg 6.
  static func setDisplayMatrix(_ url: URL, clockwise degrees: Int, width: Int32, height: Int32)
    throws
  {
    var data = try Data(contentsOf: url)
    guard let box = data.range(of: Data("tkhd".utf8)) else {
      throw FixtureError(message: "\(url.path): no tkhd box")
    }
    let one: Int32 = 0x1_0000
    let w: Int32 = 0x4000_0000
    let matrix: [Int32] =
      switch degrees {
      case 90: [0, one, 0, -one, 0, 0, height * one, 0, w]
      case 180: [-one, 0, 0, 0, -one, 0, width * one, height * one, w]
      case 270: [0, -one, 0, one, 0, 0, 0, width * one, w]
      default: [one, 0, 0, 0, one, 0, 0, 0, w]
      }
    // Version 0 tkhd: the matrix starts 40 bytes after the type.
    var offset = box.upperBound + 40
    for value in matrix {
      for shift in [24, 16, 8, 0] {
        data[offset] = UInt8(truncatingIfNeeded: value >> shift)
        offset += 1
      }
    }
    try data.write(to: url)
  }

  /// A 12-second clip, red for its first second and green after, every frame a keyframe:
  /// the default poster (10% → 1 s) is green, the first frame red.
  static func redThenGreen(_ url: URL) throws {
    try run([
      "-f", "lavfi", "-i", "color=c=red:s=32x32:r=10:d=1",
      "-f", "lavfi", "-i", "color=c=green:s=32x32:r=10:d=11",
      "-filter_complex", "[0][1]concat=n=2:v=1", "-c:v", "libx264", "-g", "1",
      "-pix_fmt", "yuv420p", url.path,
    ])
  }

  /// The colour nearest the pixel at (x, y): "red", "green", "blue" or "other".
  static func colour(_ image: Image, _ x: Int, _ y: Int) -> String {
    guard (0..<image.width).contains(x), (0..<image.height).contains(y) else { return "outside" }
    let pixel = image.rgba(x: x, y: y)
    let (r, g, b) = (Int(pixel.r), Int(pixel.g), Int(pixel.b))
    if r > 160, g < 100, b < 100 { return "red" }
    if g > 90, r < 100, b < 100 { return "green" }
    if b > 160, r < 100, g < 100 { return "blue" }
    return "other(\(r),\(g),\(b))"
  }
}

struct FixtureError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
