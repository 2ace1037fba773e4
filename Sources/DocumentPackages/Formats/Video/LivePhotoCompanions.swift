import Foundation
import Imaging

/// The other half of a Live Photo (`Spec/Formats/Video.md`, "Live Photos"): for a still
/// (`.heic`, `.jpg`), the movie beside it with the same stem and content identifier; for such
/// a movie, its still. Rename, move and delete carry it with the document, with its own
/// conflict copies, so the pair stays a pair.
enum LivePhotoCompanions {
  /// The name of the partner of `documentName` in `folder`, if it is half of a Live Photo.
  static func names(of documentName: String, in folder: String) -> [String] {
    let url = URL(fileURLWithPath: folder).appendingPathComponent(documentName)
    let pathExtension = url.pathExtension.lowercased()
    if LivePhotoPair.stillExtensions.contains(pathExtension) {
      return LivePhotoPair.movie(forStillAt: url).map { [$0.url.lastPathComponent] } ?? []
    }
    guard LivePhotoPair.movieExtensions.contains(pathExtension),
      !LivePhotoPair.siblings(of: url, extensions: LivePhotoPair.stillExtensions).isEmpty,
      let identifier = try? VideoDecoder.properties(ofFileAt: url.path).contentIdentifier,
      let still = LivePhotoPair.still(forMovieAt: url, identifier: identifier)
    else { return [] }
    return [still.lastPathComponent]
  }
}
