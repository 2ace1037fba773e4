import ByteReading
import Foundation

/// Bounds-checked little-endian reads from a window of an archive held in memory.
///
/// Offsets are absolute archive offsets; the window covers `base ..< base + count`, and
/// any read outside it answers `nil`.
struct ArchiveWindow {
  private let data: Data
  /// The archive offset of the window's first byte.
  let base: Int

  /// Wraps `data`, which holds the archive bytes starting at offset `base`.
  init(_ data: Data, base: Int = 0) {
    self.data = data.startIndex == 0 ? data : Data(data)
    self.base = base
  }

  /// The window's length.
  var count: Int { data.count }
  /// The offset just past the window.
  var end: Int { base + data.count }

  /// `count` bytes at archive offset `offset`, or `nil` when they leave the window.
  func bytes(at offset: Int, count: Int) -> Data? {
    let start = offset - base
    guard start >= 0, count >= 0, start <= data.count, count <= data.count - start else {
      return nil
    }
    return data.subdata(in: start..<start + count)
  }

  /// A little-endian integer at archive offset `offset`, or `nil` when it leaves the window.
  func integer<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T? {
    data.getInteger(at: offset - base, endianness: .little, as: T.self)
  }
}
