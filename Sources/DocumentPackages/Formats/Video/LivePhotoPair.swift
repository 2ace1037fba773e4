import Foundation
import Imaging

/// A Live Photo: a still (`.heic`, `.jpg`) and a movie beside it with the same name stem,
/// sharing Apple's content identifier (`Spec/Formats/Video.md`, "Live Photos").
enum LivePhotoPair {
  static let stillExtensions = ["jpg", "jpeg", "heic"]
  static let movieExtensions = ["mov"]
  /// Stills larger than this are not searched for the identifier.
  static let maximumStillBytes = 64 << 20

  /// The sibling files of `url` with its stem and one of `extensions` (any letter case).
  static func siblings(of url: URL, extensions: [String]) -> [URL] {
    let folder = url.deletingLastPathComponent()
    let stem = url.deletingPathExtension().lastPathComponent
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { name in
      let candidate = name as NSString
      return candidate.deletingPathExtension == stem
        && extensions.contains(candidate.pathExtension.lowercased())
    }.map { folder.appendingPathComponent($0) }
  }

  /// The content identifier of the still at `url` (JPEG maker note; HEIC: its Exif item).
  static func stillIdentifier(_ url: URL) -> String? {
    guard
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      let size = attributes[.size] as? Int, size <= maximumStillBytes,
      let data = try? Data(contentsOf: url, options: .mappedIfSafe)
    else { return nil }
    return LivePhoto.contentIdentifier(ofStill: [UInt8](data))
  }

  /// HEIC: the Exif item's TIFF block, found by its header (`MM\0*` or `II*\0`) in the
  /// first 4 MiB.
  static func identifier(inTIFFOf bytes: [UInt8]) -> String? {
    let head = Array(bytes.prefix(4 << 20))
    for signature in [Array("MM\0*".utf8), Array("II*\0".utf8)] {
      if let start = firstIndex(of: signature, in: head),
        let identifier = AppleMakerNote.fromTIFF(Array(head[start...]))
      {
        return identifier
      }
    }
    return nil
  }

  private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= pattern.count else { return nil }
    for index in 0...(bytes.count - pattern.count)
    where bytes[index] == pattern[0] && Array(bytes[index..<index + pattern.count]) == pattern {
      return index
    }
    return nil
  }

  /// The still paired with the movie at `url` whose identifier is `identifier`.
  static func still(forMovieAt url: URL, identifier: String) -> URL? {
    siblings(of: url, extensions: stillExtensions).first { stillIdentifier($0) == identifier }
  }

  /// The movie paired with the still at `url`, with the identifier they share.
  static func movie(forStillAt url: URL) -> (url: URL, identifier: String)? {
    let movies = siblings(of: url, extensions: movieExtensions)
    guard !movies.isEmpty, let identifier = stillIdentifier(url) else { return nil }
    for movie in movies {
      if (try? VideoDecoder.properties(ofFileAt: movie.path))?.contentIdentifier == identifier {
        return (movie, identifier)
      }
    }
    return nil
  }
}

extension LivePhotoPair {
  /// `entries` of `folder` with each Live Photo's movie folded into its still's entry (the
  /// still's ``DocumentListEntry/livePhotoVideo`` set, sizes added, the movie's entry gone).
  /// Only a movie and a still with the same stem are opened, to compare identifiers.
  static func merged(_ entries: [DocumentListEntry], in folder: URL) -> [DocumentListEntry] {
    let movies = entries.indices.filter { entries[$0].format == DocumentFormat.video.rawValue }
    guard !movies.isEmpty else { return entries }
    var result = entries
    var folded = Set<Int>()
    for movieIndex in movies {
      let movieName = entries[movieIndex].name
      let stem = (movieName as NSString).deletingPathExtension
      guard
        let stillIndex = entries.indices.first(where: { index in
          let name = entries[index].name as NSString
          return index != movieIndex && !folded.contains(index)
            && name.deletingPathExtension == stem
            && stillExtensions.contains(name.pathExtension.lowercased())
        })
      else { continue }
      let movieURL = folder.appendingPathComponent(movieName)
      let stillURL = folder.appendingPathComponent(entries[stillIndex].name)
      guard
        let identifier = try? VideoDecoder.properties(ofFileAt: movieURL.path)
          .contentIdentifier,
        stillIdentifier(stillURL) == identifier
      else { continue }
      result[stillIndex].livePhotoVideo = movieName
      result[stillIndex].size += entries[movieIndex].size
      if entries[movieIndex].modificationDate > result[stillIndex].modificationDate {
        result[stillIndex].modificationDate = entries[movieIndex].modificationDate
      }
      folded.insert(movieIndex)
    }
    return result.indices.filter { !folded.contains($0) }.map { result[$0] }
  }
}
