import Deflate

extension Inflater {
  /// A zlib-wrapped stream for IDAT data, failing as a PNG decoding error.
  static func png() throws(ImageDecodingError) -> Inflater {
    do {
      return try Inflater(format: .zlib)
    } catch {
      throw .corrupt(format: .png, detail: "zlib initialisation failed")
    }
  }

  /// ``inflate(_:into:)`` for IDAT data, its errors as PNG decoding errors.
  func inflatePNG(
    _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
  ) throws(ImageDecodingError) -> (consumed: Int, produced: Int) {
    do {
      return try inflate(input, into: output)
    } catch {
      throw .corrupt(format: .png, detail: "IDAT: \(error)")
    }
  }
}
