import DocpkgSystem
import Foundation

/// Writes a thumbnail file atomically, by the system layer's one protocol (`AtomicFile`: a
/// temporary in the same folder, then `rename(2)`). Package-wide so that the thumbnail
/// cache (`ThumbnailCache`) writes its files with the same protocol and the same error.
package enum AtomicFileWriter {
  /// Replaces `url` with `data`; readers see the old file or the new one, never a mix.
  /// `permissions` are the new file's mode bits (`0o600` for private thumbnail caches).
  /// - Throws: ``ImageFileError/cannotWrite(path:reason:)``.
  package static func write(_ data: Data, to url: URL, permissions: mode_t = 0o644) throws {
    do {
      try AtomicFile.write(data, to: url.path, permissions: permissions)
    } catch {
      throw ImageFileError.cannotWrite(path: url.path, reason: error.reason)
    }
  }
}
