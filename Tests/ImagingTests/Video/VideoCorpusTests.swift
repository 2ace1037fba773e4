import Foundation
import Imaging
import TestSupport
import Testing

/// The iPhone movies in `../shared/corpus/video`: each poster frame within 25 dB PSNR of
/// `ffmpegthumbnailer -s 256` on the same file, rotated clips upright. Skips without the
/// corpus, FFmpeg's libraries or `ffmpegthumbnailer`.
@Suite("Corpus: video")
struct VideoCorpusTests {
  static let thumbnailer = "/usr/bin/ffmpegthumbnailer"

  @Test func posterFramesMatchFFmpegThumbnailer() throws {
    guard let folder = ProjectPaths.corpus("video"), VideoFixtures.available,
      FileManager.default.isExecutableFile(atPath: Self.thumbnailer)
    else {
      print("note: video corpus, FFmpeg or ffmpegthumbnailer missing; skipping")
      return
    }
    let files = (FileManager.default.subpaths(atPath: folder.path) ?? [])
      .filter { $0.lowercased().hasSuffix(".mov") }.sorted()
    #expect(files.count >= 4)
    try withTemporaryDirectory { dir in
      for name in files {
        let path = folder.appendingPathComponent(name).path
        let ours = try VideoDecoder.posterFrame(ofFileAt: path, fittingWidth: 256, height: 256)
        let output = dir.appendingPathComponent("ref.png")
        let result = try runProcess(
          URL(fileURLWithPath: Self.thumbnailer), ["-s", "256", "-i", path, "-o", output.path])
        try #require(result.status == 0, "\(name): \(result.stderrText)")
        let reference = try ImageDecoder.decode(Data(contentsOf: output)).converted(to: .rgba)
        try #require(
          reference.width == ours.width && reference.height == ours.height,
          "\(name): \(ours.width)×\(ours.height) vs \(reference.width)×\(reference.height)")
        let psnr = TestImages.psnr(ours.pixels, reference.pixels)
        print("note: \(name) \(ours.width)×\(ours.height) PSNR vs ffmpegthumbnailer \(psnr)")
        #expect(psnr >= 25, "\(name): PSNR \(psnr)")
        let properties = try VideoDecoder.properties(ofFileAt: path)
        if properties.rotation == 90 || properties.rotation == 270 {
          #expect(ours.height > ours.width, "\(name) is a portrait recording")
        }
      }
    }
  }

  @Test func livePhotoVideoCarriesItsContentIdentifier() throws {
    guard let file = ProjectPaths.corpus("video/devilhtc__EE367-livephoto/07.mov"),
      VideoFixtures.available
    else { return }
    let properties = try VideoDecoder.properties(ofFileAt: file.path)
    #expect(properties.contentIdentifier == "ED6DC393-1986-4580-8643-C76159C13FB4")
    #expect(properties.metadata["com.apple.quicktime.model"] == "iPhone 7")
    #expect(properties.codec == "h264")
  }
}
