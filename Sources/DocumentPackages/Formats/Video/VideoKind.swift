import FileWrappers
import Foundation
import Imaging
import RichText
import UniformTypes

/// A QuickTime or MPEG-4 movie (`.mov`, `.mp4`, `.m4v`; `Spec/Formats/Video.md`), read
/// through FFmpeg opened at run time: the poster frame `ffmpegthumbnailer` would pick as
/// thumbnail, its properties and Apple metadata in `inspect`. No text.
struct VideoKind: FileKind {
  var format: DocumentFormat { .video }
  var noun: String { "video" }
  /// The movie types this kind answers for.
  static let claimedTypes = ["com.apple.quicktime-movie", "public.mpeg-4", "com.apple.m4v-video"]
    .compactMap { UTType($0) }
  func claims(_ type: UTType) -> Bool { Self.claimedTypes.contains { type.conforms(to: $0) } }
  func typeIdentifier(name: String) -> String {
    let pathExtension = (name as NSString).pathExtension
    return UTType(filenameExtension: pathExtension, conformingTo: .movie)?.identifier
      ?? "com.apple.quicktime-movie"
  }
  // No desktop claim: ffmpegthumbnailer and totem thumbnail videos on Linux desktops, and
  // docpkg's `.thumbnailer` names only what no Linux thumbnailer handles (Spec/CLI/desktop.md).

  /// `error` as a document error: a missing FFmpeg library is unavailable (exit 69), the
  /// rest bad data (exit 65).
  static func wrapped(_ error: VideoDecodingError, path: String) -> DocumentPackageError {
    if case .codecUnavailable(let loading) = error {
      return DocumentPackageError.wrapping(loading, path: path)
    }
    return DocumentPackageError.wrapping(error, path: path)
  }

  /// FILE-1 when the movie does not open; otherwise its properties as `inspect` notes.
  func checkFile(at url: URL, depth: ExaminationDepth, into examination: inout Examination) {
    guard depth == .thorough else { return }
    do {
      let properties = try VideoDecoder.properties(ofFileAt: url.path)
      examination.notes.merge(VideoNotes.notes(of: properties)) { $1 }
      if let identifier = properties.contentIdentifier,
        let still = LivePhotoPair.still(forMovieAt: url, identifier: identifier)
      {
        examination.notes["livePhoto"] = "paired with \(still.lastPathComponent)"
      }
    } catch {
      examination.add("FILE-1", .error, "", "does not read as a movie: \(error)")
    }
  }

  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? { nil }

  /// The poster frame, decoded straight at the box size when the thumbnail fits inside it.
  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    let geometry = maker.thumbnailer.geometry
    let fits = geometry.mode == .fit && !geometry.allowsUpscaling
    do {
      let image = try VideoDecoder.posterFrame(
        ofFileAt: source.path, at: maker.videoFrame,
        fittingWidth: fits ? geometry.width : nil, height: fits ? geometry.height : nil,
        pixelLimit: maker.thumbnailer.pixelLimit)
      return sized(image, by: maker, source: .picture)
    } catch {
      throw Self.wrapped(error, path: source.path)
    }
  }
}

extension DocumentFormat {
  /// A QuickTime or MPEG-4 movie.
  public static let video = DocumentFormat(rawValue: "video")
}
