/// Writes an `AttributedDocument` as RTF in the dialect of Apple's TextEdit
/// (`NSAttributedString`'s Cocoa RTF), which TextEdit, Word, LibreOffice and pandoc read.
///
/// The output is 7-bit ASCII: every other character is written as `\uc0\uN ` (UTF-16 units,
/// as Cocoa does), links as `HYPERLINK` fields, attachments as `\NeXTGraphic` cells. The one
/// exception is the attachment cell's placeholder byte 0xAC, which TextEdit writes raw.
/// Reading the output with `RTFReader` gives back an equal document.
///
/// ```swift
/// let bytes = RTFWriter().write(document)
/// ```
public struct RTFWriter: Sendable {
  /// Page and header settings written to the document.
  public struct Options: Hashable, Sendable {
    /// Paper width in twips (default A4, 11900).
    public var paperWidth: Int
    /// Paper height in twips (default A4, 16840).
    public var paperHeight: Int
    /// The `\cocoartfN` version written (TextEdit on macOS 14 writes 2761–2822).
    public var cocoaVersion: Int

    /// Creates options with TextEdit's A4 defaults.
    public init(paperWidth: Int = 11900, paperHeight: Int = 16840, cocoaVersion: Int = 2822) {
      self.paperWidth = paperWidth
      self.paperHeight = paperHeight
      self.cocoaVersion = cocoaVersion
    }
  }

  /// The settings used.
  public var options: Options

  /// Creates a writer.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// The RTF bytes for `document`.
  /// - Complexity: O(n) in the document's text length.
  public func write(_ document: AttributedDocument) -> [UInt8] {
    var serializer = RTFSerializer(document: document, options: options)
    return serializer.serialize()
  }

  /// The RTF for `document` as a string, each byte one character (the attachment byte 0xAC
  /// appears as U+00AC).
  public func string(for document: AttributedDocument) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: write(document).map { Unicode.Scalar($0) })
    return text
  }
}
