#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Owns one iconv conversion descriptor from a code page to UTF-8 and closes it (RichText's
/// code-page decoding; `iconv(3)` is the C library's, so it lives with the platform import).
package final class IconvConverter {
  private let descriptor: iconv_t

  /// Opens a converter from `sourceName` (an iconv encoding name), or `nil` when the C
  /// library does not know it.
  package init?(from sourceName: String) {
    let handle = iconv_open("UTF-8", sourceName)
    guard let handle, Int(bitPattern: handle) != -1 else { return nil }
    descriptor = handle
  }

  deinit {
    iconv_close(descriptor)
  }

  /// Converts a complete byte sequence; `nil` when it is invalid or incomplete.
  package func convert(_ input: [UInt8]) -> String? {
    guard !input.isEmpty else { return "" }
    // Reset shift state between independent conversions.
    iconv(descriptor, nil, nil, nil, nil)
    var source = input.map { CChar(bitPattern: $0) }
    var output = [CChar](repeating: 0, count: input.count * 4 + 16)
    let outputCapacity = output.count
    let produced: Int? = source.withUnsafeMutableBufferPointer { sourceBuffer in
      output.withUnsafeMutableBufferPointer { outputBuffer in
        var inPointer = sourceBuffer.baseAddress
        var inLeft = sourceBuffer.count
        var outPointer = outputBuffer.baseAddress
        var outLeft = outputCapacity
        let result = iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft)
        if result == size_t.max || inLeft != 0 { return nil }
        // Flush any pending shift sequence (CP1258 composes combining marks).
        _ = iconv(descriptor, nil, nil, &outPointer, &outLeft)
        return outputCapacity - outLeft
      }
    }
    guard let produced else { return nil }
    return String(decoding: output[0..<produced].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
