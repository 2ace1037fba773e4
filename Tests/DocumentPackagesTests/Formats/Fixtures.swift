import DocumentPackages
import Foundation
import Imaging

/// Inputs made in code for the format tests.
enum Fixtures {
  /// A small opaque RGB PNG with a gradient (`width`×`height`).
  static func gradientPNG(width: Int = 96, height: Int = 64) throws -> Data {
    var image = Image(width: width, height: height, layout: .rgb)
    for y in 0..<height {
      for x in 0..<width {
        let offset = (y * width + x) * 3
        image.pixels[offset] = UInt8(x * 255 / max(1, width - 1))
        image.pixels[offset + 1] = UInt8(y * 255 / max(1, height - 1))
        image.pixels[offset + 2] = 128
      }
    }
    return try PNGEncoder.encode(image)
  }

  /// Writes `data` to `folder/name` and returns its URL.
  @discardableResult
  static func write(_ data: Data, _ name: String, in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try data.write(to: url)
    return url
  }

  /// Writes `text` (UTF-8) to `folder/name` and returns its URL.
  @discardableResult
  static func write(_ text: String, _ name: String, in folder: URL) throws -> URL {
    try write(Data(text.utf8), name, in: folder)
  }

  /// A saved note in `folder` with `text` and the given attachments (name, bytes).
  static func note(
    in folder: URL, name: String = "Trip.note", text: String = "Hello\nWorld",
    attachments: [(String, Data)] = []
  ) throws -> URL {
    let note = NoteDocument()
    note.setText(TextImport.plainText(text))
    for (attachmentName, data) in attachments {
      note.addAttachment(data: data, preferredName: attachmentName)
    }
    let url = folder.appendingPathComponent(name)
    try note.save(to: url)
    return url
  }

  /// Every path below `folder`, relative, sorted.
  static func tree(_ folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String { paths.append(path) }
    return paths.sorted()
  }
}
