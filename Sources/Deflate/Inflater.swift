import CZlib
import Foundation

/// Decompresses one deflate stream, raw (zip) or zlib-wrapped (PNG), through zlib.
///
/// Feed it pieces of the stream with ``inflate(_:into:)`` (caller-owned buffers, for hot
/// paths such as PNG rows) or ``inflate(_:isLast:into:)`` (output handed over in chunks);
/// ``inflate(_:format:limit:)`` does a whole stream with its output bounded.
///
/// ```swift
/// let text = try Inflater.inflate(compressed, format: .raw, limit: 1 << 20)
/// ```
public final class Inflater {
  private let stream: ZStream
  private var chunk = [UInt8]()
  /// Whether the end of the deflate stream was reached (and, for `.zlib`, its Adler-32
  /// matched); later input is ignored.
  public private(set) var isFinished = false

  /// Starts a stream of `format`.
  ///
  /// - Throws: ``DeflateError/setupFailed(function:code:)``.
  public init(format: DeflateFormat) throws(DeflateError) {
    stream = try ZStream(deflating: false, function: "inflateInit2") {
      inflateInit2_($0, format.windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    }
  }

  /// Total compressed bytes consumed so far.
  public var totalIn: UInt64 { UInt64(stream.pointer.pointee.total_in) }

  /// Inflates from `input` into `output` as far as either goes.
  ///
  /// - Returns: the bytes consumed from `input` and produced into `output`; both are 0 once
  ///   ``isFinished``.
  /// - Throws: ``DeflateError/invalidData(code:zlibMessage:)`` for bad data, or
  ///   ``DeflateError/failed(function:code:)``.
  public func inflate(
    _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
  ) throws(DeflateError) -> (consumed: Int, produced: Int) {
    guard !isFinished else { return (0, 0) }
    let input = UnsafeRawBufferPointer(rebasing: input.prefix(Int(UInt32.max)))
    let output = UnsafeMutableRawBufferPointer(rebasing: output.prefix(Int(UInt32.max)))
    stream.setInput(input)
    stream.setOutput(output)
    defer { stream.pointer.pointee.next_in = nil }
    let status = CZlib.inflate(stream.pointer, Z_NO_FLUSH)
    let consumed = input.count - Int(stream.pointer.pointee.avail_in)
    let produced = output.count - Int(stream.pointer.pointee.avail_out)
    switch status {
    case Z_OK, Z_BUF_ERROR: break
    case Z_STREAM_END: isFinished = true
    case Z_DATA_ERROR, Z_NEED_DICT: throw .invalidData(code: status, zlibMessage: stream.message)
    default: throw .failed(function: "inflate", code: status)
    }
    return (consumed, produced)
  }

  /// Inflates `input`, the next piece of the stream, handing each output chunk (up to
  /// 64 KiB) and ``totalIn`` to `sink`, which may throw to stop early (limits).
  ///
  /// - Returns: whether the deflate stream ended.
  /// - Throws: ``DeflateError`` for bad data, ``DeflateError/endsEarly(consumed:)`` when the
  ///   piece marked `isLast` leaves the stream unfinished, or whatever `sink` throws.
  public func inflate(
    _ input: Data, isLast: Bool, into sink: (UnsafeRawBufferPointer, UInt64) throws -> Void
  ) throws -> Bool {
    if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 64 * 1024) }
    try input.withUnsafeBytes { raw in
      var offset = 0
      while !isFinished {
        let (consumed, produced) = try chunk.withUnsafeMutableBytes { out in
          try inflate(UnsafeRawBufferPointer(rebasing: raw[offset...]), into: out)
        }
        offset += consumed
        if produced > 0 {
          let total = totalIn
          try chunk.withUnsafeBytes {
            try sink(UnsafeRawBufferPointer(rebasing: $0[..<produced]), total)
          }
        }
        // All input used and the output buffer not filled: this piece is done.
        if offset == raw.count && produced < chunk.count { break }
        if consumed == 0 && produced == 0 { break }
      }
    }
    if isLast && !isFinished { throw DeflateError.endsEarly(consumed: totalIn) }
    return isFinished
  }

  /// The whole stream in `data`, decompressed.
  ///
  /// - Throws: ``DeflateError/outputTooLarge(limit:)`` past `limit` bytes, or any other
  ///   ``DeflateError``.
  public static func inflate(_ data: Data, format: DeflateFormat, limit: Int) throws(DeflateError)
    -> Data
  {
    var output = Data()
    do {
      _ = try Inflater(format: format).inflate(data, isLast: true) { piece, _ in
        guard output.count + piece.count <= limit else {
          throw DeflateError.outputTooLarge(limit: limit)
        }
        output.append(contentsOf: piece)
      }
    } catch let error as DeflateError {
      throw error
    } catch {
      throw .failed(function: "inflate", code: Z_ERRNO)
    }
    return output
  }
}
