import FileWrappers
import Foundation
import Imaging
import RichText
import UniformTypes

/// An image file (`public.image`, `Spec/Formats/Files.md`): its own picture as thumbnail; no
/// text.
struct ImageFileKind: FileKind {
  var format: DocumentFormat { .image }
  /// The picture types Imaging decodes (SVG, icons and the rest are other kinds, or files).
  static let decodedTypes = [
    "public.png", "public.jpeg", "com.compuserve.gif", "com.microsoft.bmp", "public.tiff",
    "org.webmproject.webp", "public.heif-standard", "public.heic", "public.heif", "public.avif",
    "public.svg-image",
    "com.apple.icns",
    "com.microsoft.ico",
  ].compactMap { UTType($0) }
  func claims(_ type: UTType) -> Bool { Self.decodedTypes.contains { type.conforms(to: $0) } }
  func typeIdentifier(name: String) -> String {
    let pathExtension = (name as NSString).pathExtension
    return UTType(filenameExtension: pathExtension, conformingTo: .image)?.identifier
      ?? UTType.image.identifier
  }
  func check(_ wrapper: FileWrapper, depth: ExaminationDepth, into examination: inout Examination) {
  }

  /// FILE-1 when the picture does not decode (a missing codec library included).
  func checkFile(at url: URL, depth: ExaminationDepth, into examination: inout Examination) {
    guard depth == .thorough else { return }
    do {
      _ = try ImageDecoder.decode(Data(contentsOf: url, options: .mappedIfSafe))
    } catch {
      examination.add("FILE-1", .error, "", "does not decode as an image: \(error)")
    }
    if let pair = LivePhotoPair.movie(forStillAt: url) {
      examination.notes["livePhoto"] = "paired with \(pair.url.lastPathComponent)"
      examination.notes["contentIdentifier"] = pair.identifier
    }
  }

  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? { nil }

  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    do {
      let image = try maker.thumbnailer.thumbnail(contentsOf: URL(fileURLWithPath: source.path))
      return DocumentThumbnailer.Result(image: image, source: .picture, warnings: [])
    } catch {
      throw DocumentPackageError.wrapping(error, path: source.path)
    }
  }
}

extension DocumentFormat {
  /// An image file (`public.image`).
  public static let image = DocumentFormat(rawValue: "image")
}
