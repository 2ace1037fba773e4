import FileWrappers
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension DocumentRelocator {
  /// Removes the document at `url` and its conflict versions for good.
  ///
  /// Each item first disappears in one step (renamed to a hidden `.NAME.docpkg-moved-…`
  /// sibling), then is removed; a crash in between leaves only that hidden leftover, which
  /// the next move or delete in the folder removes. Coordinated as a write `.forDeleting`,
  /// so a save in progress finishes first.
  ///
  /// - Returns: the items removed (`to` is `nil`).
  /// - Throws: ``RelocationError``.
  public func deletePermanently(_ url: URL) throws(RelocationError) -> RelocationResult {
    let subject = try Subject(url)
    return try coordinated(subject, options: .forDeleting) { _ throws(RelocationError) in
      CrossDeviceMove.removeLeftovers(in: subject.folder)
      let urls = subject.urls
      for url in urls { try CrossDeviceMove.removeOriginal(url.path) }
      return RelocationResult(
        document: ItemMove(from: urls[0], to: nil),
        versions: urls.dropFirst().map { ItemMove(from: $0, to: nil) })
    }
  }
}
