import Foundation
import Imaging
import TestSupport
import Testing

/// The corpus icns files (iconutil output with ARGB and PNG members, legacy RLE members
/// with masks, JPEG 2000 members, raw ARGB members from a third-party tool), every member
/// size Pillow offers compared with Pillow's rendering of the same member (premultiplied RGBA
/// PSNR ≥ 30 dB), JPEG 2000 members through OpenJPEG on both sides. Sizes where docpkg picks
/// another member (a JPEG 2000 member skipped without libopenjp2) or Pillow fails are
/// counted, not compared. Skips without the corpus or Pillow.
@Suite("Corpus: ICNS")
struct ICNSCorpusTests {
  static let python = "/usr/bin/python3"
  static let script = """
    import sys, os
    from PIL import Image
    out = sys.argv[1]
    for index, path in enumerate(sys.argv[2:]):
        for size in sorted(Image.open(path).info['sizes']):
            image = Image.open(path)
            try:
                image.size = size
                image.load()
            except Exception:
                continue
            image.convert('RGBA').save(os.path.join(out, f'{index}_{image.size[0]}.png'))
    """

  @Test func membersMatchPillow() throws {
    guard let folder = ProjectPaths.corpus("icons") else {
      print("note: corpus not found; skipping ICNS corpus")
      return
    }
    let files = (FileManager.default.subpaths(atPath: folder.path) ?? [])
      .filter { $0.hasSuffix(".icns") }.sorted()
    #expect(files.count >= 7)
    for name in files {
      let image = try ImageDecoder.decode(Data(contentsOf: folder.appendingPathComponent(name)))
      #expect(image.width >= 32, "\(name)")
    }
    try withTemporaryDirectory { dir in
      let result = try runProcess(
        URL(fileURLWithPath: Self.python),
        ["-c", Self.script, dir.path] + files.map { folder.appendingPathComponent($0).path })
      guard result.status == 0 else {
        print("note: Pillow not usable (\(result.stderrText.prefix(200))); skipping comparison")
        return
      }
      var compared = 0
      var lowest = 99.0
      var skipped: [String] = []
      for (index, name) in files.enumerated() {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        let prefix = "\(index)_"
        let references = try FileManager.default.contentsOfDirectory(atPath: dir.path)
          .filter { $0.hasPrefix(prefix) }
        for file in references {
          let size = Int(file.dropFirst(prefix.count).dropLast(4)) ?? 0
          let ours = try ImageDecoder.decode(
            data, options: DecodingOptions(targetSize: (size, size)))
          guard ours.width == size else {
            skipped.append("\(name)@\(size)→\(ours.width)")
            continue
          }
          let reference = try ImageDecoder.decode(
            Data(contentsOf: dir.appendingPathComponent(file)))
          let psnr = TestImages.psnr(
            TestImages.premultiplied(ours), TestImages.premultiplied(reference))
          #expect(psnr >= 30, "\(name) at \(size): PSNR \(psnr)")
          compared += 1
          lowest = min(lowest, psnr)
        }
      }
      print(
        "note: ICNS corpus: \(compared) members compared with Pillow, lowest PSNR \(lowest); "
          + "other member chosen: \(skipped)"
      )
      #expect(compared >= 20)
    }
  }
}
