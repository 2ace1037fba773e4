import CCodecABI

/// libwebp's advanced decoding functions, resolved from `libwebp.so.7` on first use.
///
/// Only libwebp itself is needed: the first frame of an animation is found by
/// ``WebPContainer`` in Swift, so libwebpdemux (not on a fresh machine) is not.
struct WebPLibrary: CodecLibrary, @unchecked Sendable {
  /// The process's one libwebp, or why it cannot be loaded.
  static let shared = resolve(.webp)

  let library: SharedLibrary
  let getDecoderVersion: docpkg_WebPGetDecoderVersion
  let getFeaturesInternal: docpkg_WebPGetFeaturesInternal
  let initDecoderConfigInternal: docpkg_WebPInitDecoderConfigInternal
  let decode: docpkg_WebPDecode
  let freeDecBuffer: docpkg_WebPFreeDecBuffer

  /// "1.2.4", from `WebPGetDecoderVersion()` (0x010204).
  var version: String {
    let packed = getDecoderVersion()
    return "\(packed >> 16).\((packed >> 8) & 0xFF).\(packed & 0xFF)"
  }

  init(_ library: SharedLibrary) throws(CodecLoadingError) {
    self.library = library
    getDecoderVersion = try library.function("WebPGetDecoderVersion")
    getFeaturesInternal = try library.function("WebPGetFeaturesInternal")
    initDecoderConfigInternal = try library.function("WebPInitDecoderConfigInternal")
    decode = try library.function("WebPDecode")
    freeDecBuffer = try library.function("WebPFreeDecBuffer")
  }

  /// `WebPGetFeatures` (a header inline in libwebp) for the ABI docpkg declares.
  func getFeatures(
    _ data: UnsafePointer<UInt8>, _ size: Int,
    _ features: UnsafeMutablePointer<WebPBitstreamFeatures>
  ) -> VP8StatusCode {
    getFeaturesInternal(data, size, features, DOCPKG_WEBP_DECODER_ABI_VERSION)
  }

  /// `WebPInitDecoderConfig` (a header inline in libwebp); false on an ABI mismatch.
  func initDecoderConfig(_ config: UnsafeMutablePointer<WebPDecoderConfig>) -> Bool {
    initDecoderConfigInternal(config, DOCPKG_WEBP_DECODER_ABI_VERSION) != 0
  }
}
