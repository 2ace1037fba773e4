import CCrypto

/// MD5 through libcrypto's EVP interface: the Thumbnail Managing Standard names cache files
/// by the MD5 of the original's URI.
enum MD5Digest {
  /// The lowercase hexadecimal MD5 of `bytes` (32 characters), or `nil` if libcrypto
  /// refuses (it only does when MD5 is disabled in its configuration).
  static func hex(_ bytes: some Collection<UInt8>) -> String? {
    var digest = [UInt8](repeating: 0, count: 16)
    var length: UInt32 = 0
    let ok = Array(bytes).withUnsafeBytes { input in
      digest.withUnsafeMutableBufferPointer { output in
        EVP_Digest(input.baseAddress, input.count, output.baseAddress, &length, EVP_md5(), nil)
      }
    }
    guard ok == 1, length == 16 else { return nil }
    let hex = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(32)
    for byte in digest {
      text.append(hex[Int(byte >> 4)])
      text.append(hex[Int(byte & 0xF)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}
