import Drawing
import Foundation
import Imaging
import RichText

/// Thumbnails of documents of every format, sized by an Imaging `Thumbnailer`.
///
/// Sources, per format: a `.note`'s fresh `QuickLook/Thumbnail.png`, else the composed icon;
/// an RTFD's composed icon; a PhotoKeeper photo (its 145 × 145 thumbnail only when the photo
/// does not decode and the box is at most 145); another package's first decodable
/// candidate (`GenericPackage.thumbnailCandidates`), else the generic icon with its
/// extension.
///
/// ```swift
/// let maker = DocumentThumbnailer(thumbnailer: Thumbnailer(geometry: ThumbnailGeometry(size: 256)))
/// let result = try maker.thumbnail(ofDocumentAt: URL(fileURLWithPath: "Trip.note"))
/// result.source      // .quickLook
/// ```
public struct DocumentThumbnailer: Sendable {
  /// Where a thumbnail came from.
  public enum Source: String, Sendable {
    /// The package's fresh `QuickLook/Thumbnail.png`.
    case quickLook
    /// The icon composed from text and first attachment.
    case composed
    /// A PhotoKeeper photo.
    case photo
    /// A PhotoKeeper `photo.metadata` thumbnail.
    case storedThumbnail
    /// A generic package's preview picture.
    case packagePreview
    /// The generic file icon.
    case icon
  }

  /// A thumbnail and what it was made from.
  public struct Result: Sendable {
    /// The sized picture.
    public var image: Image
    /// Where it came from.
    public var source: Source
    /// Things worth telling (an invalid QuickLook thumbnail that was replaced by a composed
    /// one, an undecodable preview that was skipped).
    public var warnings: [String]
  }

  /// Sizes the source picture.
  public var thumbnailer: Thumbnailer
  /// Draws icons when there is no fresh QuickLook thumbnail.
  public var composer: QuickLookComposer

  /// A document thumbnailer sizing with `thumbnailer`.
  public init(thumbnailer: Thumbnailer, composer: QuickLookComposer = QuickLookComposer()) {
    self.thumbnailer = thumbnailer
    self.composer = composer
  }

  /// The thumbnail of the document at `url` (format detected when not given).
  ///
  /// - Throws: `DocumentPackageError` (a zipped package is read in place).
  public func thumbnail(ofDocumentAt url: URL, format: DocumentFormat? = nil)
    throws(DocumentPackageError) -> Result
  {
    let detected: DocumentFormat
    if let format {
      detected = format
    } else {
      do {
        detected = try DocumentFormat.detect(path: url.path)
      } catch  where error.cause == .plainFolder {
        // Apps declare their own package types (Scrivener, …): a folder with a QuickLook
        // picture is thumbnailed from it, with a warning.
        if let result = quickLookFolderThumbnail(url) { return result }
        throw error
      }
    }
    switch detected {
    case .note: return try noteThumbnail(try NoteDocument(url: url))
    case .rtfd, .flatRTFD: return try rtfdThumbnail(try RTFDDocument(url: url))
    case .photoKeeper:
      return try photoKeeperThumbnail(try PhotoKeeperDocument(url: url), path: url.path)
    case .genericPackage:
      return genericThumbnail(
        try GenericPackage(url: url), path: url.path, name: url.lastPathComponent)
    case .zip: return try zippedThumbnail(ZippedDocument(url: url))
    }
  }

  func noteThumbnail(_ note: NoteDocument) throws(DocumentPackageError) -> Result {
    let current = note.quickLookThumbnail()
    var warnings: [String] = []
    if current.state == .fresh, let png = current.png {
      if let image = try? thumbnailer.thumbnail(data: png) {
        return Result(image: image, source: .quickLook, warnings: [])
      }
      warnings.append("\(note.path): QuickLook/Thumbnail.png does not decode; composed instead")
    } else if current.state == .invalid {
      let why = current.problem ?? "invalid"
      warnings.append("\(note.path): QuickLook/Thumbnail.png is invalid (\(why)); composed instead")
    }
    let icon = composed(text: try note.text().document, attachment: try note.quickLookAttachment())
    return Result(image: icon, source: .composed, warnings: warnings)
  }

  func rtfdThumbnail(_ rtfd: RTFDDocument) throws(DocumentPackageError) -> Result {
    let icon = composed(text: try rtfd.text().document, attachment: try rtfd.quickLookAttachment())
    return Result(image: icon, source: .composed, warnings: [])
  }

  /// The composed icon at the output size: drawn directly at that size when the output is a
  /// square no larger than 512 (the usual case: text hinted at its size, the picture
  /// decoded only as large as needed), otherwise drawn at 512 and resampled.
  func composed(text: AttributedDocument, attachment: QuickLookAttachment?) -> Image {
    let side = NoteThumbnailLayout.size
    let plan = thumbnailer.geometry.plan(sourceWidth: side, sourceHeight: side)
    if plan.width == plan.height, plan.width <= side, !thumbnailer.linearLight {
      return composer.compose(text: text, attachment: attachment, side: plan.width)
    }
    return thumbnailer.thumbnail(of: composer.compose(text: text, attachment: attachment))
  }

  func photoKeeperThumbnail(_ document: PhotoKeeperDocument, path: String)
    throws(DocumentPackageError) -> Result
  {
    if let photo = document.data.photo, let image = try? thumbnailer.thumbnail(data: photo) {
      return Result(image: image, source: .photo, warnings: [])
    }
    let side = PhotoKeeperMetadata.thumbnailSize
    if thumbnailer.geometry.width <= side, thumbnailer.geometry.height <= side,
      let stored = document.metadata.thumbnail, let image = try? thumbnailer.thumbnail(data: stored)
    {
      return Result(
        image: image, source: .storedThumbnail,
        warnings: ["\(path): photo.data holds no decodable photo; used photo.metadata's thumbnail"])
    }
    throw DocumentPackageError(
      path: path,
      cause: .unreadableContents(name: PhotoKeeperData.filename, reason: "no decodable photo"))
  }

  /// The first preview of `package` that decodes, else the file icon labelled from `name`;
  /// warnings name `path`.
  func genericThumbnail(_ package: GenericPackage, path: String, name: String) -> Result {
    var warnings: [String] = []
    for source in package.thumbnailSources() {
      if let image = try? thumbnailer.thumbnail(data: source.data) {
        return Result(image: image, source: .packagePreview, warnings: warnings)
      }
      warnings.append("\(path): \(source.path) does not decode; skipped")
    }
    let icon = FileIcon.render(
      label: FileIcon.label(forFilename: name), size: NoteThumbnailLayout.size,
      fonts: composer.fonts)
    return Result(image: thumbnailer.thumbnail(of: icon), source: .icon, warnings: warnings)
  }
}

extension DocumentThumbnailer {
  /// Writes the PNG thumbnail of the document at `input` to `output` atomically (a
  /// temporary file in the same folder, then a rename).
  ///
  /// - Returns: the thumbnail's source and warnings.
  /// - Throws: `DocumentPackageError` (`.cannotCreate` when `output` cannot be written).
  @discardableResult
  public func writeThumbnail(ofDocumentAt input: URL, to output: URL) throws(DocumentPackageError)
    -> Result
  {
    let result = try thumbnail(ofDocumentAt: input)
    let png: Data
    do {
      png = try PNGEncoder.encode(result.image, options: thumbnailer.encoding)
    } catch {
      throw DocumentPackageError.wrapping(error, path: input.path)
    }
    do {
      try png.write(to: output, options: [.atomic])
    } catch {
      throw DocumentPackageError(
        path: output.path, cause: .outputNotCreatable(reason: "cannot write: \(error)"))
    }
    return result
  }
}
