import Foundation
import Imaging
import TestSupport
import Testing

/// Poster frames and properties of movies made with `ffmpeg` (skipped without it).
@Suite("Video decoder")
struct VideoDecoderTests {
  /// Clockwise rotation → where the red top-left square of the 64×32 frame ends up.
  static let rotations: [(degrees: Int, width: Int, height: Int, corner: (Int, Int))] = [
    (0, 64, 32, (2, 2)), (90, 32, 64, (29, 2)), (180, 64, 32, (61, 29)), (270, 32, 64, (2, 61)),
  ]

  @Test(arguments: [0, 1, 2, 3])
  func everyRotationIsUpright(_ which: Int) throws {
    guard VideoFixtures.available else { return }
    let expected = Self.rotations[which]
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("r\(expected.degrees).mov")
      try VideoFixtures.marked(url, rotate: expected.degrees)
      let properties = try VideoDecoder.properties(ofFileAt: url.path)
      #expect(properties.rotation == expected.degrees)
      #expect(properties.displayWidth == expected.width)
      #expect(properties.displayHeight == expected.height)
      let image = try VideoDecoder.posterFrame(ofFileAt: url.path)
      #expect(image.width == expected.width && image.height == expected.height)
      #expect(VideoFixtures.colour(image, expected.corner.0, expected.corner.1) == "red")
      // The opposite corner stays blue.
      let far = (expected.width - 1 - expected.corner.0, expected.height - 1 - expected.corner.1)
      #expect(VideoFixtures.colour(image, far.0, far.1) == "blue")
    }
  }

  @Test(arguments: [("libx264", "h264"), ("libx265", "hevc")])
  func decodesH264AndHEVC(_ encoder: String, _ name: String) throws {
    guard VideoFixtures.available else { return }
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("\(name).mp4")
      try VideoFixtures.marked(url, codec: encoder)
      let properties = try VideoDecoder.properties(ofFileAt: url.path)
      #expect(properties.codec == name)
      #expect(properties.width == 64 && properties.height == 32)
      #expect(abs((properties.duration ?? 0) - 2) < 0.2)
      #expect(abs((properties.frameRate ?? 0) - 10) < 0.01)
      let image = try VideoDecoder.posterFrame(ofFileAt: url.path, fittingWidth: 32, height: 32)
      #expect(image.width == 32 && image.height == 16)
      #expect(VideoFixtures.colour(image, 1, 1) == "red")
      #expect(VideoFixtures.colour(image, 30, 14) == "blue")
    }
  }

  @Test func tenPercentRoundedDownLikeFFmpegThumbnailer() throws {
    guard VideoFixtures.available else { return }
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("rg.mov")
      try VideoFixtures.redThenGreen(url)
      let poster = try VideoDecoder.posterFrame(ofFileAt: url.path)
      #expect(VideoFixtures.colour(poster, 16, 16) == "green")
      let first = try VideoDecoder.posterFrame(ofFileAt: url.path, at: .seconds(0))
      #expect(VideoFixtures.colour(first, 16, 16) == "red")
      let half = try VideoDecoder.posterFrame(ofFileAt: url.path, at: .percent(5))
      #expect(VideoFixtures.colour(half, 16, 16) == "red", "5% of 12 s rounds down to 0 s")
      let late = try VideoDecoder.posterFrame(ofFileAt: url.path, at: .seconds(600))
      #expect(VideoFixtures.colour(late, 16, 16) == "green", "clamped to the duration")
    }
  }

  @Test func subSecondClipGivesItsFirstFrame() throws {
    guard VideoFixtures.available else { return }
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("short.mov")
      try VideoFixtures.marked(url, seconds: 0.5)
      let properties = try VideoDecoder.properties(ofFileAt: url.path)
      #expect((properties.duration ?? 1) < 1)
      let image = try VideoDecoder.posterFrame(ofFileAt: url.path)
      #expect(VideoFixtures.colour(image, 2, 2) == "red")
    }
  }

  @Test func pixelAspectRatioStretchesTheWidth() throws {
    guard VideoFixtures.available else { return }
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("anamorphic.mov")
      try VideoFixtures.marked(url, extra: ["-vf", "setsar=2/1"])
      let properties = try VideoDecoder.properties(ofFileAt: url.path)
      #expect(properties.pixelAspectRatio == (2, 1))
      let image = try VideoDecoder.posterFrame(ofFileAt: url.path)
      #expect(image.width == 128 && image.height == 32)
    }
  }

  @Test func appleMetadataKeysAreRead() throws {
    guard VideoFixtures.available else { return }
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("keys.mov")
      try VideoFixtures.marked(
        url,
        extra: [
          "-movflags", "use_metadata_tags",
          "-metadata",
          "com.apple.quicktime.content.identifier=ED6DC393-0000-4580-8643-C76159C13FB4",
          "-metadata", "com.apple.quicktime.make=Apple",
        ])
      let properties = try VideoDecoder.properties(ofFileAt: url.path)
      #expect(properties.contentIdentifier == "ED6DC393-0000-4580-8643-C76159C13FB4")
      #expect(properties.metadata["com.apple.quicktime.make"] == "Apple")
    }
  }

  @Test func truncatedMovieThrowsNamingThePath() throws {
    guard VideoFixtures.available else { return }
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("whole.mov")
      try VideoFixtures.marked(url)
      let data = try Data(contentsOf: url)
      let cut = dir.appendingPathComponent("cut.mov")
      try data.prefix(data.count / 2).write(to: cut)
      #expect {
        _ = try VideoDecoder.posterFrame(ofFileAt: cut.path)
      } throws: { error in
        guard let error = error as? VideoDecodingError else { return false }
        if case .codecUnavailable = error { return false }
        return error.description.contains(cut.path)
      }
    }
  }

  @Test func framePositionArguments() {
    #expect(VideoFramePosition(argument: "2.5") == .seconds(2.5))
    #expect(VideoFramePosition(argument: "50%") == .percent(50))
    #expect(VideoFramePosition(argument: "101%") == nil)
    #expect(VideoFramePosition(argument: "-1") == nil)
    #expect(VideoFramePosition(argument: "nan") == nil)
    #expect(VideoFramePosition.standard.seekTarget(duration: 0.9) == 0)
    #expect(VideoFramePosition.standard.seekTarget(duration: 25) == 2)
  }
}
