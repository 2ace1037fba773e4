import Foundation

/// Bounds-checked little-endian reads from a zero-based `Data` buffer.
struct ByteReader {
  let data: Data

  /// Wraps `data`, rebasing it so its indices start at zero.
  init(_ data: Data) {
    self.data = data.startIndex == 0 ? data : Data(data)
  }

  var count: Int { data.count }

  /// `count` bytes at `offset`, or `nil` when they run past the end.
  func bytes(at offset: Int, count: Int) -> Data? {
    guard offset >= 0, count >= 0, offset <= data.count, count <= data.count - offset else {
      return nil
    }
    return data.subdata(in: offset..<offset + count)
  }

  /// `count` bytes at `offset` sharing the buffer's storage (no copy), or `nil` when they
  /// run past the end. The slice keeps the buffer's indices.
  func slice(at offset: Int, count: Int) -> Data? {
    guard offset >= 0, count >= 0, offset <= data.count, count <= data.count - offset else {
      return nil
    }
    return data[offset..<offset + count]
  }

  /// A little-endian integer at `offset`, or `nil` when it runs past the end.
  func integer<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T? {
    let size = MemoryLayout<T>.size
    guard offset >= 0, offset <= data.count - size else { return nil }
    var value: T = 0
    for index in 0..<size {
      value |= T(data[offset + index]) << (8 * index)
    }
    return value
  }
}
