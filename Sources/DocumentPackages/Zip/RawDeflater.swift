import CZlib
import Foundation

/// Owns one zlib stream compressing raw deflate (window bits -15, no zlib header).
final class RawDeflater {
  private let stream: UnsafeMutablePointer<z_stream>
  private var output = [UInt8](repeating: 0, count: 64 * 1024)

  /// Starts a stream at compression `level` (0–9).
  init(level: Int32) throws {
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let status = deflateInit2_(
      stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      stream.deinitialize(count: 1)
      stream.deallocate()
      throw ZipError.zlib(function: "deflateInit2", code: status, entry: nil)
    }
  }

  deinit {
    deflateEnd(stream)
    stream.deinitialize(count: 1)
    stream.deallocate()
  }

  /// Compresses `input`; with `finish`, also ends the stream. Output goes to `sink`.
  func compress(
    _ input: Data, finish: Bool, into sink: (Data) throws -> Void
  ) throws {
    try input.withUnsafeBytes { raw in
      let base = raw.baseAddress?.assumingMemoryBound(to: Bytef.self)
      stream.pointee.next_in = base.map { UnsafeMutablePointer(mutating: $0) }
      stream.pointee.avail_in = uInt(raw.count)
      let flush = finish ? Z_FINISH : Z_NO_FLUSH
      while true {
        let (status, produced) = output.withUnsafeMutableBufferPointer { buffer in
          stream.pointee.next_out = buffer.baseAddress
          stream.pointee.avail_out = uInt(buffer.count)
          let status = deflate(stream, flush)
          return (status, buffer.count - Int(stream.pointee.avail_out))
        }
        if status == Z_STREAM_ERROR {
          throw ZipError.zlib(function: "deflate", code: status, entry: nil)
        }
        if produced > 0 { try sink(Data(output[0..<produced])) }
        if finish {
          if status == Z_STREAM_END { break }
        } else if stream.pointee.avail_in == 0 && produced < output.count {
          break
        }
      }
      stream.pointee.next_in = nil
    }
  }
}
