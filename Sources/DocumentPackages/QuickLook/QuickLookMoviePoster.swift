import Foundation
import Imaging

/// A movie attached to a package, shown by its poster frame in the package's icon (as macOS
/// QuickLook shows it): the frame `docpkg thumbnail` picks, read through FFmpeg from a private
/// copy of the attachment's bytes (FFmpeg reads files); the file icon when FFmpeg is missing,
/// the movie does not decode, or it is larger than ``maximumBytes``.
enum QuickLookMoviePoster {
  /// The largest movie copied to find its poster frame.
  static let maximumBytes = 256 << 20

  /// The attachment's picture: its poster frame fitted in a 1024-pixel box, or the file icon
  /// labelled with `name`'s extension.
  static func attachment(_ data: Data, name: String) -> QuickLookAttachment {
    guard data.count <= maximumBytes else { return .file(name: name) }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-poster-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("movie." + (name as NSString).pathExtension)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: copy)
      let frame = try VideoDecoder.posterFrame(
        ofFileAt: copy.path, fittingWidth: 1024, height: 1024)
      return .picture(frame)
    } catch {
      return .file(name: name)
    }
  }
}
