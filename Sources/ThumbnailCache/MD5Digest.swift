import DocpkgSystem

/// MD5 through libcrypto's EVP interface: the Thumbnail Managing Standard names cache files
/// by the MD5 of the original's URI.
///
/// libcrypto is opened with `dlopen` on first use rather than linked: linking it costs
/// every `docpkg` command about 1.4 MiB of resident memory and its start-up relocations,
/// for one digest that only the thumbnail cache needs. `libcrypto.so.3` is OpenSSL 3's
/// run-time library (Debian's `libssl3`, on a fresh machine); no header is needed.
enum MD5Digest {
  /// The lowercase hexadecimal MD5 of `bytes` (32 characters), or `nil` if libcrypto
  /// cannot be loaded or refuses (it only does when MD5 is disabled in its configuration).
  static func hex(_ bytes: some Collection<UInt8>) -> String? {
    guard let library = LibCrypto.shared else { return nil }
    var digest = [UInt8](repeating: 0, count: 16)
    var length: UInt32 = 0
    let ok = Array(bytes).withUnsafeBytes { input in
      digest.withUnsafeMutableBufferPointer { output in
        library.digest(
          input.baseAddress, input.count, output.baseAddress, &length, library.md5(), nil)
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

/// The two libcrypto functions MD5 needs, looked up once.
private struct LibCrypto: Sendable {
  /// `int EVP_Digest(const void *data, size_t count, unsigned char *md, unsigned int *size,
  /// const EVP_MD *type, ENGINE *impl)`.
  typealias Digest =
    @convention(c) (
      UnsafeRawPointer?, Int, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt32>?,
      OpaquePointer?, OpaquePointer?
    ) -> Int32
  /// `const EVP_MD *EVP_md5(void)`.
  typealias Algorithm = @convention(c) () -> OpaquePointer?

  let digest: Digest
  let md5: Algorithm

  /// The library, or `nil` when `libcrypto.so.3` or its functions cannot be found.
  static let shared: LibCrypto? = {
    guard let library = try? DynamicLibrary.open("libcrypto.so.3"),
      let digest = library.symbol("EVP_Digest"), let md5 = library.symbol("EVP_md5")
    else { return nil }
    return LibCrypto(
      digest: unsafeBitCast(digest, to: Digest.self), md5: unsafeBitCast(md5, to: Algorithm.self))
  }()
}
