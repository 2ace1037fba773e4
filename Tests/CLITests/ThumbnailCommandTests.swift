import Foundation
import Imaging
import TestSupport
import Testing

@Suite("docpkg thumbnail")
struct ThumbnailCommandTests {
  static func writeSample(_ url: URL, width: Int = 300, height: Int = 200) throws {
    var image = Image(width: width, height: height, layout: .rgba)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        image.pixels[i] = UInt8(x % 256)
        image.pixels[i + 1] = UInt8(y % 256)
        image.pixels[i + 2] = 128
        image.pixels[i + 3] = 255
      }
    }
    try PNGEncoder.encode(image).write(to: url)
  }

  @Test func fitWritesPNGOfTheRightSize() throws {
    try withTemporaryDirectory { directory in
      let input = directory.appendingPathComponent("in.png")
      let output = directory.appendingPathComponent("out.png")
      try Self.writeSample(input)
      let result = try runDocpkg(["thumbnail", input.path, "-o", output.path, "--size", "60"])
      #expect(result.status == 0, "\(result.stderrText)")
      let image = try ImageDecoder.decode(Data(contentsOf: output))
      #expect(image.width == 60 && image.height == 40)
      // Same input and flags give the same bytes.
      let again = directory.appendingPathComponent("again.png")
      _ = try runDocpkg(["thumbnail", input.path, "-o", again.path, "--size", "60"])
      #expect(try Data(contentsOf: output) == Data(contentsOf: again))
    }
  }

  @Test func fillAndExactModes() throws {
    try withTemporaryDirectory { directory in
      let input = directory.appendingPathComponent("in.png")
      try Self.writeSample(input)
      for (mode, size, expected) in [("fill", "45", (45, 45)), ("exact", "50x20", (50, 20))] {
        let output = directory.appendingPathComponent("\(mode).png")
        let result = try runDocpkg([
          "thumbnail", input.path, "-o", output.path, "--size", size, "--mode", mode,
        ])
        #expect(result.status == 0, "\(result.stderrText)")
        let image = try ImageDecoder.decode(Data(contentsOf: output))
        #expect(image.width == expected.0 && image.height == expected.1)
      }
    }
  }

  @Test func severalInputsRunInParallelAndReportEachFailure() throws {
    try withTemporaryDirectory { directory in
      var inputs: [String] = []
      for n in 0..<5 {
        let url = directory.appendingPathComponent("pic\(n).png")
        try Self.writeSample(url, width: 100 + n, height: 80)
        inputs.append(url.path)
      }
      let bad = directory.appendingPathComponent("bad.png")
      try Data("\u{89}PNG\r\n\u{1A}\nnot really".utf8).write(to: bad)
      let missing = directory.appendingPathComponent("missing.jpg").path
      let out = directory.appendingPathComponent("thumbs")
      let result = try runDocpkg(
        ["thumbnail"] + inputs + [bad.path, missing, "--output-dir", out.path, "--jobs", "3"])
      #expect(result.status == 66)
      #expect(result.stderrText.contains("\(bad.path): "))
      #expect(result.stderrText.contains("\(missing): no such file"))
      for n in 0..<5 {
        #expect(
          FileManager.default.fileExists(atPath: out.appendingPathComponent("pic\(n).png").path))
      }
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path)
      #expect(leftovers.sorted() == (0..<5).map { "pic\($0).png" })
    }
  }

  @Test func corruptInputIsDataError() throws {
    try withTemporaryDirectory { directory in
      let bad = directory.appendingPathComponent("bad.jpg")
      try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 1, 2]).write(to: bad)
      let result = try runDocpkg([
        "thumbnail", bad.path, "-o", directory.appendingPathComponent("x.png").path,
      ])
      #expect(result.status == 65)
      #expect(result.stderrText.hasPrefix("docpkg: \(bad.path): "))
    }
  }

  @Test func usageErrors() throws {
    for arguments in [
      ["thumbnail", "a.png"],
      ["thumbnail", "a.png", "b.png", "-o", "x.png"],
      ["thumbnail", "a.png", "-o", "x.png", "--size", "0"],
      ["thumbnail", "a.png", "-o", "x.png", "--mode", "stretch"],
      ["thumbnail", "a.png", "-o", "x.png", "--filter", "nearest"],
    ] {
      let result = try runDocpkg(arguments)
      #expect(result.status == 64, "\(arguments)")
    }
  }

  @Test func unwritableOutputIsCannotCreate() throws {
    try withTemporaryDirectory { directory in
      let input = directory.appendingPathComponent("in.png")
      try Self.writeSample(input)
      let result = try runDocpkg([
        "thumbnail", input.path, "-o", directory.appendingPathComponent("no/such/dir/x.png").path,
      ])
      #expect(result.status == 73)
    }
  }
}
