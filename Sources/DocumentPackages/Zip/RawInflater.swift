import CZlib
import Foundation

/// Owns one zlib stream decompressing raw deflate (window bits -15).
final class RawInflater {
  private let stream: UnsafeMutablePointer<z_stream>
  private var output = [UInt8](repeating: 0, count: 64 * 1024)

  init() throws {
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let status = inflateInit2_(
      stream, -MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      stream.deinitialize(count: 1)
      stream.deallocate()
      throw ZipError.zlib(function: "inflateInit2", code: status, entry: nil)
    }
  }

  deinit {
    inflateEnd(stream)
    stream.deinitialize(count: 1)
    stream.deallocate()
  }

  /// Inflates all of `input`, handing each output chunk and the input consumed so far to
  /// `sink`, which may throw to stop early (limits).
  ///
  /// - Throws: `ZipError.corrupt` for invalid or truncated deflate data.
  func inflate(
    _ input: Data, entry: String, into sink: (UnsafeRawBufferPointer, UInt64) throws -> Void
  ) throws {
    try input.withUnsafeBytes { raw in
      let base = raw.baseAddress?.assumingMemoryBound(to: Bytef.self)
      stream.pointee.next_in = base.map { UnsafeMutablePointer(mutating: $0) }
      stream.pointee.avail_in = uInt(raw.count)
      defer { stream.pointee.next_in = nil }
      while true {
        let (status, produced) = output.withUnsafeMutableBufferPointer { buffer in
          stream.pointee.next_out = buffer.baseAddress
          stream.pointee.avail_out = uInt(buffer.count)
          let status = CZlib.inflate(stream, Z_NO_FLUSH)
          return (status, buffer.count - Int(stream.pointee.avail_out))
        }
        switch status {
        case Z_OK, Z_STREAM_END, Z_BUF_ERROR: break
        case Z_DATA_ERROR:
          throw ZipError.corrupt(entry: entry, reason: "invalid deflate data")
        default:
          throw ZipError.zlib(function: "inflate", code: status, entry: entry)
        }
        if produced > 0 {
          try output.withUnsafeBytes { bytes in
            try sink(
              UnsafeRawBufferPointer(rebasing: bytes[0..<produced]), UInt64(stream.pointee.total_in)
            )
          }
        }
        if status == Z_STREAM_END { return }
        if produced == 0 && (status == Z_BUF_ERROR || stream.pointee.avail_in == 0) {
          throw ZipError.corrupt(entry: entry, reason: "deflate data ends early")
        }
      }
    }
  }
}
