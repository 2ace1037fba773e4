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

  /// Inflates `input`, the next piece of the stream, handing each output chunk and the
  /// total input consumed so far to `sink`, which may throw to stop early (limits).
  ///
  /// - Returns: whether the deflate stream ended.
  /// - Throws: `ZipError.corrupt` for invalid data, or for a stream still unfinished
  ///   after the piece marked `isLast`.
  func inflate(
    _ input: Data, isLast: Bool, entry: String,
    into sink: (UnsafeRawBufferPointer, UInt64) throws -> Void
  ) throws -> Bool {
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
          let consumed = UInt64(stream.pointee.total_in)
          try output.withUnsafeBytes { bytes in
            try sink(UnsafeRawBufferPointer(rebasing: bytes[0..<produced]), consumed)
          }
        }
        if status == Z_STREAM_END { return true }
        // All input used and the output buffer not filled: this piece is done.
        if stream.pointee.avail_in == 0 && produced < output.count {
          if isLast { throw ZipError.corrupt(entry: entry, reason: "deflate data ends early") }
          return false
        }
      }
    }
  }
}
