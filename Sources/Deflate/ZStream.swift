import CZlib

/// One allocated `z_stream`, set up for inflating or deflating; the one place a stream is
/// allocated, started and ended.
final class ZStream {
  let pointer: UnsafeMutablePointer<z_stream>
  private let isDeflating: Bool

  /// A stream started by `setUp` (zlib's `inflateInit2_` or `deflateInit2_`), named
  /// `function` in errors.
  init(
    deflating: Bool, function: String,
    setUp: (UnsafeMutablePointer<z_stream>) -> Int32
  ) throws(DeflateError) {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: z_stream())
    isDeflating = deflating
    let status = setUp(pointer)
    guard status == Z_OK else {
      pointer.deinitialize(count: 1)
      pointer.deallocate()
      throw .setupFailed(function: function, code: status)
    }
  }

  deinit {
    if isDeflating { deflateEnd(pointer) } else { inflateEnd(pointer) }
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }

  /// Points the stream at `input` (read only: zlib never writes through `next_in`).
  func setInput(_ input: UnsafeRawBufferPointer) {
    pointer.pointee.next_in = UnsafeMutablePointer(
      mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
    pointer.pointee.avail_in = uInt(input.count)
  }

  /// Points the stream at `output`.
  func setOutput(_ output: UnsafeMutableRawBufferPointer) {
    pointer.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
    pointer.pointee.avail_out = uInt(output.count)
  }

  /// zlib's message for the last error, if any.
  var message: String? { pointer.pointee.msg.map { String(cString: $0) } }
}
