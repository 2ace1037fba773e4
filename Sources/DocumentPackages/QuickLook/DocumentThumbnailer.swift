import Drawing
import Foundation
import Imaging
import RichText
import UniformTypes

/// Thumbnails of documents of every format, sized by an Imaging `Thumbnailer`.
///
/// Sources, per format: a `.note`'s fresh `QuickLook/Thumbnail.png`, else the composed icon;
/// an RTFD's composed icon; a photo package's photo (its stored thumbnail only when the photo
/// does not decode and the box is small enough); another package's first decodable
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
    /// The photo a photo package holds.
    case photo
    /// The small thumbnail a photo package stores beside its photo.
    case storedThumbnail
    /// A generic package's preview picture.
    case packagePreview
    /// The generic file icon.
    case icon
    /// The document is a picture: the picture itself.
    case picture
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
  /// Where a video's poster frame is taken (`--frame-at`); ffmpegthumbnailer's default.
  public var videoFrame: VideoFramePosition = .standard

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
    let source: DocumentSource
    do {
      source = try DocumentSource.open(url, format: format)
    } catch  where error.cause == .plainFolder && format == nil {
      // Apps declare their own package types (Scrivener, …): a folder with a QuickLook
      // picture is thumbnailed from it, with a warning.
      if let result = quickLookFolderThumbnail(url) { return result }
      throw error
    }
    return try source.kind.thumbnail(of: source, by: self)
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

extension DocumentThumbnailer {
  /// Whether `path` is thumbnailed as a document rather than decoded as a picture: a folder,
  /// a zip (a package inside is read in place; one that holds none is refused as such), a
  /// file whose extension names a package type, or a regular file of a kind other than
  /// images (RTF, …). Pictures take Imaging's decode path.
  public static func isDocumentInput(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return true
    }
    if path.lowercased().hasSuffix(".zip") { return true }
    if DocumentFormat.namesPackage(path: path) { return true }
    let pathExtension = (path as NSString).pathExtension
    if let type = UTType(filenameExtension: pathExtension), ImageFileKind().claims(type) {
      return false
    }
    guard let type = DocumentExaminer.fileType(atPath: path),
      let kind = DocumentKinds.fileKind(claiming: type)
    else { return false }
    return kind.format != .image
  }
}
