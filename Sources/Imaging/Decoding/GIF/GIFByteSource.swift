import CCodecABI
import Foundation

/// The memory input giflib reads through (`DGifOpen` with a read callback over `Data`).
final class GIFByteSource {
  private let data: Data
  private var offset: Int
  /// Whether giflib asked for bytes past the end: any failure after that is truncation.
  private(set) var reachedEnd = false

  /// Bytes not yet read.
  var remaining: Int { data.endIndex - offset }

  init(_ data: Data) {
    self.data = data
    self.offset = data.startIndex
  }

  /// Copies up to `count` bytes to `buffer`; fewer at the end of the data.
  func read(into buffer: UnsafeMutablePointer<GifByteType>, count: Int) -> Int {
    let available = min(max(0, count), data.endIndex - offset)
    if available < count { reachedEnd = true }
    guard available > 0 else { return 0 }
    data.copyBytes(to: buffer, from: offset..<offset + available)
    offset += available
    return available
  }

  /// The C read callback: finds the source through `GifFileType.UserData`.
  static let readFunction: InputFunc = { gif, buffer, length in
    guard let gif, let buffer, let user = gif.pointee.UserData else { return 0 }
    let source = Unmanaged<GIFByteSource>.fromOpaque(user).takeUnretainedValue()
    return Int32(source.read(into: buffer, count: Int(length)))
  }
}
