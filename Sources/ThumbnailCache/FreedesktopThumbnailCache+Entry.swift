import Foundation
import Imaging

extension FreedesktopThumbnailCache {
  /// One original's place in the cache and the facts its thumbnail must record.
  public struct Entry: Sendable, Equatable {
    /// `Thumb::URI`: the original's `file://` URI.
    public var uri: String
    /// `Thumb::MTime`: the original's modification time, whole seconds since 1970.
    public var modificationTime: Int64
    /// `Thumb::Size`: the original's size in bytes (`stat`'s `st_size`).
    public var byteCount: Int64
    /// `<size>/<md5>.png`.
    public var thumbnail: URL
    /// `fail/<application>/<md5>.png`.
    public var failure: URL

    /// The keys a stored thumbnail carries, in the order written.
    func textChunks(software: String) -> [PNGEncoder.TextChunk] {
      [
        .init(key: "Thumb::URI", value: uri),
        .init(key: "Thumb::MTime", value: String(modificationTime)),
        .init(key: "Thumb::Size", value: String(byteCount)),
        .init(key: "Software", value: software),
      ]
    }

    /// Whether a stored file's keys describe this original as it is now.
    func matches(_ keys: [String: String]) -> Bool {
      // tumbler writes the time with a fraction (`1796149946.224346`); whole seconds count.
      guard keys["Thumb::URI"] == uri, let text = keys["Thumb::MTime"],
        let seconds = Double(text), seconds.isFinite,
        Int64(exactly: seconds.rounded(.down)) == modificationTime
      else {
        return false
      }
      return keys["Thumb::Size"].map { $0 == String(byteCount) } ?? true
    }
  }
}
