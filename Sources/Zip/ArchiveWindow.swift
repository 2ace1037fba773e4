import Foundation

/// Bounds-checked little-endian reads from a window of an archive held in memory.
///
/// Offsets are absolute archive offsets; the window covers `base ..< base + count`, and
/// any read outside it answers `nil`.
struct ByteReader {
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
    let size = MemoryLayout<T>.size
    let start = offset - base
    guard start >= 0, start <= data.count - size else { return nil }
    var value: T = 0
    for index in 0..<size {
      value |= T(data[start + index]) << (8 * index)
    }
    return value
  }
}
