import Foundation
import PropertyLists

/// A text file read for display: its kind, the encoding found and the text, line breaks
/// normalised to `\n`. A binary property list (a `.plist`, or a compiled `.strings` file)
/// is shown as the XML property list text Apple's tools would write for it.
///
/// ```swift
/// let document = try TextDocument(contentsOfFile: "Localizable.strings")
/// print(document.detection?.encoding ?? "binary", document.text)
/// ```
public struct TextDocument: Sendable, Hashable {
  /// The largest text file read: 64 MiB.
  public static let maximumFileSize = 64 << 20

  /// The kind (from the extension; `.plain` for an unknown one).
  public var kind: TextKind
  /// How the bytes were decoded; `nil` for a binary property list.
  public var detection: DetectedText?
  /// Whether the file was a binary property list converted to XML text.
  public var isBinaryPropertyList: Bool
  /// The text to show, line breaks `\n` (CRLF and CR converted), no BOM.
  public var text: String

  /// Reads text bytes of a file with `filenameExtension`.
  /// - Throws: ``TextDocumentError``.
  public init(data: Data, filenameExtension: String) throws(TextDocumentError) {
    guard data.count <= Self.maximumFileSize else {
      throw .tooLarge(bytes: data.count, limit: Self.maximumFileSize)
    }
    kind = TextKind(filenameExtension: filenameExtension) ?? .plain
    if data.starts(with: Array("bplist00".utf8)) {
      let value: PropertyListValue
      do {
        value = try BinaryPropertyList.decode(data)
      } catch {
        throw .badBinaryPropertyList(reason: "\(error)")
      }
      detection = nil
      isBinaryPropertyList = true
      text = XMLPropertyList.encode(value)
      return
    }
    let detected = TextEncodingDetector().detect([UInt8](data))
    detection = detected
    isBinaryPropertyList = false
    text = Self.normalizingLineBreaks(detected.text)
  }

  /// Reads the text file at `path`.
  /// - Throws: ``TextDocumentError``.
  public init(contentsOfFile path: String) throws(TextDocumentError) {
    let data: Data
    do {
      data = try BoundedFile.read(path, limit: Self.maximumFileSize)
    } catch {
      throw .unreadable(error)
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let pathExtension = name.contains(".") ? String(name.split(separator: ".").last ?? "") : ""
    try self.init(data: data, filenameExtension: pathExtension)
  }

  /// `\r\n` and lone `\r` as `\n` (Swift treats `\r\n` as one Character, so this works on
  /// scalars).
  public static func normalizingLineBreaks(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var previousCR = false
    for scalar in text.unicodeScalars {
      if scalar == "\r" {
        scalars.append("\n")
        previousCR = true
        continue
      }
      if scalar == "\n", previousCR {
        previousCR = false
        continue
      }
      previousCR = false
      scalars.append(scalar)
    }
    return String(scalars)
  }
}
