import FileWrappers
import Foundation
import Imaging

/// The rules for any other package (Spec/Formats/GenericPackage.md, GEN-6; GEN-1 … GEN-5
/// and GEN-7 are checked by the caller and ``TreeChecks``), and its thumbnail source.
enum GenericPackageRules {
  /// Thumbnail candidates in the order of the spec, as path components.
  static let candidates: [[String]] = {
    let extensions = ["png", "jpg", "jpeg", "tiff", "tif"]
    return extensions.map { ["QuickLook", "Thumbnail." + $0] }
      + extensions.map { ["QuickLook", "Preview." + $0] }
      + [["preview.jpg"], ["preview-web.jpg"], ["preview-micro.jpg"]]
  }()

  /// Finds the first usable thumbnail candidate of `root`; candidates that exist but do not
  /// decode are reported (GEN-6) when `depth` is `.thorough`.
  static func check(
    _ root: FileWrapper, depth: ExaminationDepth, into examination: inout Examination
  ) {
    examination.quickLook = QuickLookSummary(state: .missing)
    for candidate in candidates {
      guard let (path, file) = find(candidate, in: root), file.isRegularFile else { continue }
      let data: Data
      do {
        data = try file.contents()
      } catch {
        // Unreadable is reported like undecodable (GEN-6), not passed over in silence.
        if depth == .thorough {
          examination.add("GEN-6", .warning, path, "thumbnail candidate cannot be read: \(error)")
        }
        continue
      }
      if depth == .summary {
        examination.quickLook = QuickLookSummary(
          state: .fresh, path: path, byteCount: file.regularFileSize)
        return
      }
      do {
        // Shrink-on-load keeps this cheap; the decoded size is not the file's, so it is not
        // reported.
        _ = try ImageDecoder.decode(data, options: DecodingOptions(targetSize: (512, 512)))
        examination.quickLook = QuickLookSummary(
          state: .fresh, path: path, byteCount: file.regularFileSize)
        return
      } catch {
        examination.add("GEN-6", .warning, path, "thumbnail candidate does not decode: \(error)")
      }
    }
  }

  /// The item at `components`, names matched case-insensitively, never through a link.
  static func find(_ components: [String], in root: FileWrapper) -> (String, FileWrapper)? {
    var current = root
    var path: [String] = []
    for name in components {
      guard let children = current.fileWrappers,
        let key = children.keys.sorted().first(where: {
          $0.caseInsensitiveCompare(name) == .orderedSame
        }), let next = children[key], !next.isSymbolicLink
      else { return nil }
      path.append(key)
      current = next
    }
    return (path.joined(separator: "/"), current)
  }
}
