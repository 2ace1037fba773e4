import CZlib

/// The one owner of a zlib inflate stream.
final class Inflater {
  private let stream: UnsafeMutablePointer<z_stream>
  private(set) var isFinished = false

  init() throws {
    stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let status = inflateInit_(stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      stream.deallocate()
      if status == Z_MEM_ERROR {
        throw ImageDecodingError.allocationFailed(format: .png, function: "inflateInit")
      }
      throw ImageDecodingError.codecFailed(
        format: .png, function: "inflateInit", message: "zlib status \(status)")
    }
  }

  deinit {
    inflateEnd(stream)
    stream.deallocate()
  }

  /// Inflates from `input` into `output`; returns (bytes consumed, bytes produced).
  func inflate(
    _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
  ) throws -> (consumed: Int, produced: Int) {
    guard !isFinished else { return (0, 0) }
    stream.pointee.next_in = UnsafeMutablePointer(
      mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
    stream.pointee.avail_in = uInt(input.count)
    stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
    stream.pointee.avail_out = uInt(output.count)
    let status = CZlib.inflate(stream, Z_NO_FLUSH)
    let consumed = input.count - Int(stream.pointee.avail_in)
    let produced = output.count - Int(stream.pointee.avail_out)
    switch status {
    case Z_OK, Z_BUF_ERROR: break
    case Z_STREAM_END: isFinished = true
    default:
      let message = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
      if status == Z_MEM_ERROR {
        throw ImageDecodingError.allocationFailed(format: .png, function: "inflate")
      }
      throw ImageDecodingError.codecFailed(format: .png, function: "inflate", message: message)
    }
    return (consumed, produced)
  }
}
