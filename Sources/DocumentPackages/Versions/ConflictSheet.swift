import Drawing
import Foundation
import Imaging

/// The apps' conflict screen as a picture: one row per document, each version's thumbnail
/// with "Modified on COMPUTER, DATE" (and its number, client and problem) under it.
///
/// A version whose thumbnail cannot be made (an invalid document) shows the generic file
/// icon and its problem, so it can still be recognised and discarded.
///
/// ```swift
/// let png = try ConflictSheet().png(for: try DocumentVersions.find(in: [folder]).documents)
/// ```
public struct ConflictSheet: Sendable {
  /// Thumbnail side in pixels.
  public var thumbnailSize: Int
  /// The most versions drawn per document and documents per sheet (bounding the image).
  public var maximumVersions: Int
  /// The most documents drawn.
  public var maximumDocuments: Int

  /// A sheet drawer.
  public init(thumbnailSize: Int = 192, maximumVersions: Int = 8, maximumDocuments: Int = 40) {
    self.thumbnailSize = thumbnailSize
    self.maximumVersions = maximumVersions
    self.maximumDocuments = maximumDocuments
  }

  /// The sheet as PNG bytes (deterministic for the same documents and dates).
  /// - Throws: a PNG encoding error.
  public func png(for documents: [DocumentVersions]) throws -> Data {
    try PNGEncoder.encode(image(for: documents))
  }

  /// The sheet as an image; an empty list gives a one-line "No conflicts" sheet.
  public func image(for documents: [DocumentVersions]) -> Image {
    let shown = Array(documents.prefix(maximumDocuments))
    let margin = 16
    let titleHeight = 28
    let labelHeight = 72
    let cell = thumbnailSize + 24
    let columns = max(1, shown.map { min($0.versions.count, maximumVersions) }.max() ?? 1)
    let rowHeight = titleHeight + thumbnailSize + labelHeight + 12
    let width = margin * 2 + columns * cell
    let height = margin * 2 + max(1, shown.count) * rowHeight
    var canvas = Canvas(width: width, height: height, background: RGBAColor(gray: 246))
    let thumbnailer = DocumentThumbnailer(
      thumbnailer: Thumbnailer(geometry: ThumbnailGeometry(size: thumbnailSize)))
    if shown.isEmpty {
      canvas.drawText(
        [TextParagraph("No conflicts", style: TextStyle(size: 16, bold: true))],
        in: PixelRect(x: margin, y: margin, width: width - 2 * margin, height: titleHeight))
    }
    for (row, document) in shown.enumerated() {
      let top = margin + row * rowHeight
      canvas.drawText(
        [
          TextParagraph(
            document.itemURL.lastPathComponent
              + (document.hasUnresolvedConflicts
                ? " — in conflict" : ""),
            style: TextStyle(size: 15, bold: true))
        ],
        in: PixelRect(x: margin, y: top, width: width - 2 * margin, height: titleHeight))
      for (column, entry) in document.versions.prefix(maximumVersions).enumerated() {
        let left = margin + column * cell
        let box = PixelRect(
          x: left + 12, y: top + titleHeight, width: thumbnailSize, height: thumbnailSize)
        canvas.fill(box, color: .white)
        if entry.problem == nil,
          let result = try? thumbnailer.thumbnail(ofDocumentAt: entry.version.url)
        {
          canvas.composite(result.image, centeredIn: box)
        } else {
          canvas.drawFileIcon(
            label: entry.version.url.pathExtension, in: box.insetBy(dx: 24, dy: 24))
        }
        var lines = [
          TextParagraph(
            "\(entry.number). "
              + (entry.version.isConflict
                ? (entry.version.conflictCopy?.source.clientName ?? "") : "Current"),
            style: TextStyle(size: 11, bold: true), alignment: .center),
          TextParagraph(entry.label, style: TextStyle(size: 11), alignment: .center),
        ]
        if let problem = entry.problem {
          lines.append(
            TextParagraph(
              problem, style: TextStyle(size: 10, color: RGBAColor(red: 170, green: 20, blue: 20)),
              alignment: .center))
        }
        canvas.drawText(
          lines,
          in: PixelRect(x: left, y: box.y + thumbnailSize + 4, width: cell, height: labelHeight))
      }
    }
    return canvas.makeImage()
  }
}
