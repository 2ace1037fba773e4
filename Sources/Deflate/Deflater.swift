import CZlib
import Foundation

/// Compresses one deflate stream, raw (zip) or zlib-wrapped, through zlib.
///
/// ```swift
/// var packed = Data()
/// let deflater = try Deflater(format: .raw, level: 6)
/// try deflater.compress(contents, finish: true) { packed.append($0) }
/// ```
public final class Deflater {
  private let stream: ZStream
  private var output = [UInt8](repeating: 0, count: 64 * 1024)

  /// Starts a stream of `format` at compression `level` (0 stores … 9 smallest).
  ///
  /// - Throws: ``DeflateError/setupFailed(function:code:)`` (a level outside 0–9 included).
  public init(format: DeflateFormat, level: Int) throws(DeflateError) {
    let level = Int32(clamping: level)
    stream = try ZStream(deflating: true, function: "deflateInit2") {
      deflateInit2_(
        $0, level, Z_DEFLATED, format.windowBits, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
        Int32(MemoryLayout<z_stream>.size))
    }
  }

  /// Compresses `input`; with `finish`, also ends the stream. Output goes to `sink` in
  /// pieces of up to 64 KiB.
  ///
  /// - Throws: ``DeflateError/failed(function:code:)``, or whatever `sink` throws.
  public func compress(_ input: Data, finish: Bool, into sink: (Data) throws -> Void) throws {
    try input.withUnsafeBytes { raw in
      var offset = 0
      while true {
        let piece = UnsafeRawBufferPointer(rebasing: raw[offset...].prefix(1 << 30))
        let lastPiece = offset + piece.count == raw.count
        stream.setInput(piece)
        let flush = finish && lastPiece ? Z_FINISH : Z_NO_FLUSH
        var status = Z_OK
        while true {
          let produced = output.withUnsafeMutableBytes { buffer in
            stream.setOutput(buffer)
            status = deflate(stream.pointer, flush)
            return buffer.count - Int(stream.pointer.pointee.avail_out)
          }
          if status == Z_STREAM_ERROR {
            throw DeflateError.failed(function: "deflate", code: status)
          }
          if produced > 0 { try sink(Data(output[0..<produced])) }
          let drained =
            stream.pointer.pointee.avail_in == 0 && stream.pointer.pointee.avail_out > 0
          if flush == Z_FINISH ? status == Z_STREAM_END : drained { break }
        }
        stream.pointer.pointee.next_in = nil
        offset += piece.count
        if lastPiece { return }
      }
    }
  }
}
