import DocpkgSystem
import FileWrappers
import Foundation

/// A move between file systems that never loses the document: copy to a hidden temporary in
/// the destination folder (flushed to disk), compare it with the original, rename it to its
/// name, then hide the original under a temporary name and remove it.
///
/// A crash before the final rename leaves the original and a hidden temporary; after it,
/// the complete copy and (until the removal is done) the original or a hidden leftover.
/// Hidden leftovers (`.NAME.docpkg-move-PID-…`, `.NAME.docpkg-moved-PID-…`) of processes
/// that are gone are removed by the next move into or out of that folder.
enum CrossDeviceMove {
  static let copyMarker = ".docpkg-move-"
  static let removalMarker = ".docpkg-moved-"

  /// Copies `source` into `folder` under a hidden name and checks the copy.
  /// - Returns: the checked copy's path.
  static func copy(_ source: String, into folder: String, name: String) throws(RelocationError)
    -> String
  {
    removeLeftovers(in: folder)
    let temporary = folder + "/" + hiddenName(name, marker: copyMarker)
    do {
      let wrapper = try FileWrapper(url: URL(fileURLWithPath: source), options: [])
      try wrapper.write(
        to: URL(fileURLWithPath: temporary), options: .atomic,
        originalContentsURL: URL(fileURLWithPath: source))
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw .systemCallFailed(path: source, call: "copy", reason: "\(error)")
    }
    if let difference = TreeComparison.difference(source, temporary) {
      try? FileManager.default.removeItem(atPath: temporary)
      throw .copyMismatch(path: source, detail: difference)
    }
    return temporary
  }

  /// Hides `source` under a temporary name in its folder, then removes it.
  static func removeOriginal(_ source: String) throws(RelocationError) {
    let folder = (source as NSString).deletingLastPathComponent
    let name = (source as NSString).lastPathComponent
    let hidden = (folder.isEmpty ? "." : folder) + "/" + hiddenName(name, marker: removalMarker)
    do throws(SystemError) { try FileSystem.rename(RawPath(source), to: RawPath(hidden)) } catch {
      throw ItemPlacement.failure(source, error)
    }
    ItemPlacement.syncFolder(folder.isEmpty ? "." : folder)
    do {
      try FileManager.default.removeItem(atPath: hidden)
    } catch {
      throw .systemCallFailed(path: hidden, call: "remove", reason: "\(error)")
    }
  }

  /// `.NAME<marker>PID-N-T`.
  static func hiddenName(_ name: String, marker: String) -> String {
    String(decoding: TemporarySibling.name(for: Array(name.utf8), marker: marker), as: UTF8.self)
  }

  /// Removes hidden temporaries of moves whose process is gone.
  static func removeLeftovers(in folder: String) {
    TemporarySibling.removeAbandoned(in: RawPath(folder)) { name in
      guard name.hasPrefix(".") else { return nil }
      for marker in [copyMarker, removalMarker] {
        if let range = name.range(of: marker) {
          return TemporarySibling.owner(leading: name[range.upperBound...])
        }
      }
      return nil
    }
  }
}
