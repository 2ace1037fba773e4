import CCodecABI
import Foundation

/// The bytes OpenJPEG reads through its stream callbacks, and the last error it reported.
final class JPEG2000Source {
  let bytes: [UInt8]
  let range: Range<Int>
  var position: Int
  var lastError: String?

  init(bytes: [UInt8], range: Range<Int>) {
    self.bytes = bytes
    self.range = range
    self.position = range.lowerBound
  }

  /// The error for a failed call: OpenJPEG's last message, or the function's name alone.
  func failure(_ function: String) -> ImageDecodingError {
    .codecFailed(
      format: .icns, function: function,
      message: lastError?.trimmingCharacters(in: .whitespacesAndNewlines)
        ?? "JPEG 2000 data rejected")
  }

  private static func source(_ user: UnsafeMutableRawPointer?) -> JPEG2000Source? {
    user.map { Unmanaged<JPEG2000Source>.fromOpaque($0).takeUnretainedValue() }
  }

  static let read: docpkg_opj_stream_read_fn = { buffer, count, user in
    guard let buffer, let source = source(user) else { return -1 }
    let remaining = source.range.upperBound - source.position
    guard remaining > 0 else { return -1 }  // (OPJ_SIZE_T)-1, Int -1 in Swift: end of stream
    let length = min(count, remaining)
    source.bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      buffer.copyMemory(from: base + source.position, byteCount: length)
    }
    source.position += length
    return length
  }

  static let skip: docpkg_opj_stream_skip_fn = { count, user in
    guard let source = source(user) else { return -1 }
    let target = max(
      source.range.lowerBound,
      min(source.range.upperBound, source.position + Int(clamping: count)))
    let moved = target - source.position
    source.position = target
    return Int64(moved)
  }

  static let seek: docpkg_opj_stream_seek_fn = { offset, user in
    guard let source = source(user), offset >= 0, offset <= Int64(source.range.count) else {
      return 0
    }
    source.position = source.range.lowerBound + Int(offset)
    return 1
  }

  static let onError: docpkg_opj_msg_callback = { message, user in
    guard let message, let source = source(user) else { return }
    source.lastError = String(cString: message)
  }
}
