/// An attachment in the text: a file of an RTFD package shown inline, as Cocoa writes it with
/// `{{\NeXTGraphic name \widthN \heightN}¬}`.
public struct AttachmentCell: Hashable, Sendable {
  /// The attachment's file name inside the package (`Pasted Graphic.png`).
  public var fileName: String
  /// The displayed width in points, when the RTF gives one.
  public var width: Double?
  /// The displayed height in points, when the RTF gives one.
  public var height: Double?

  /// Creates an attachment cell.
  public init(fileName: String, width: Double? = nil, height: Double? = nil) {
    self.fileName = fileName
    self.width = width
    self.height = height
  }
}
