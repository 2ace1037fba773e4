import Deflate

extension Inflater {
  /// A zlib-wrapped stream for IDAT data, failing as a PNG decoding error.
  static func png() throws(ImageDecodingError) -> Inflater {
    do {
      return try Inflater(format: .zlib)
    } catch {
      throw ImageDecodingError(pngInflate: error, function: "inflateInit")
    }
  }

  /// ``inflate(_:into:)`` for IDAT data, its errors as PNG decoding errors.
  func inflatePNG(
    _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
  ) throws(ImageDecodingError) -> (consumed: Int, produced: Int) {
    do {
      return try inflate(input, into: output)
    } catch {
      throw ImageDecodingError(pngInflate: error, function: "inflate")
    }
  }
}

extension ImageDecodingError {
  /// zlib's refusal as a PNG decoding error: memory refused is a resource failure (not
  /// corrupt data); anything else names the zlib call and what zlib said.
  init(pngInflate error: DeflateError, function: String) {
    let outOfMemory: Int32 = -4  // Z_MEM_ERROR
    switch error {
    case .setupFailed(let call, outOfMemory), .failed(let call, outOfMemory):
      self = .allocationFailed(format: .png, function: call)
    case .invalidData(let code, let message):
      self = .codecFailed(
        format: .png, function: function, message: message ?? "zlib error \(code)")
    default:
      self = .codecFailed(format: .png, function: function, message: "\(error)")
    }
  }
}
