import Foundation
import Imaging
import TestSupport

/// Pillow as an independent reference decoder and fixture maker, when python3 + PIL exist.
enum PillowReference {
  /// python3 as found on PATH (Pillow often lives in a pyenv or venv interpreter).
  private static let env = URL(fileURLWithPath: "/usr/bin/env")

  /// Whether Pillow can be used (tests skip their Pillow parts when not).
  static let isAvailable: Bool = {
    guard FileManager.default.isExecutableFile(atPath: env.path) else { return false }
    let result = try? runProcess(env, ["python3", "-c", "import PIL.Image, PIL.features"])
    return result?.status == 0
  }()

  /// Runs a Python script with `arguments`; returns stdout, or nil on failure.
  static func run(_ script: String, _ arguments: [String]) -> Data? {
    guard isAvailable,
      let result = try? runProcess(env, ["python3", "-c", script] + arguments),
      result.status == 0
    else { return nil }
    return result.stdout
  }

  /// Decodes every file with Pillow to RGBA (optionally EXIF-transposed); nil entries failed.
  static func decode(_ files: [URL], transpose: Bool = false) -> [Image?]? {
    let script = """
      import sys
      from PIL import Image, ImageOps
      out = sys.stdout.buffer
      transpose = sys.argv[1] == '1'
      for path in sys.argv[2:]:
          try:
              im = Image.open(path)
              im.load()
              if transpose:
                  im = ImageOps.exif_transpose(im)
              im = im.convert('RGBA')
              out.write(b'%d %d\\n' % im.size)
              out.write(im.tobytes())
          except Exception:
              out.write(b'E\\n')
      """
    guard let output = run(script, [transpose ? "1" : "0"] + files.map(\.path)) else {
      return nil
    }
    var results: [Image?] = []
    var index = output.startIndex
    while index < output.endIndex {
      guard let newline = output[index...].firstIndex(of: 0x0A) else { break }
      let header = String(decoding: output[index..<newline], as: UTF8.self)
      index = newline + 1
      let parts = header.split(separator: " ").compactMap { Int($0) }
      guard parts.count == 2 else {
        results.append(nil)
        continue
      }
      let count = parts[0] * parts[1] * 4
      let pixels = [UInt8](output[index..<index + count])
      index += count
      results.append(Image(width: parts[0], height: parts[1], layout: .rgba, pixels: pixels))
    }
    return results
  }
}
