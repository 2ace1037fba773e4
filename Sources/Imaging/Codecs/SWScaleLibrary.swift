import CCodecABI

/// libswscale's conversion functions, resolved from `libswscale.so.6` on first use: a
/// decoded video frame to RGBA at the thumbnail size in one pass.
struct SWScaleLibrary: CodecLibrary, @unchecked Sendable {
  /// The process's one libswscale, or why it cannot be loaded.
  static let shared = resolve(.swscale)

  let library: SharedLibrary
  let scaleVersion: docpkg_swscale_version
  let getContext: docpkg_sws_getContext
  let getCoefficients: docpkg_sws_getCoefficients
  let setColorspaceDetails: docpkg_sws_setColorspaceDetails
  let scale: docpkg_sws_scale
  let freeContext: docpkg_sws_freeContext

  /// "6.7.100".
  var version: String { FFmpegVersion(scaleVersion()).description }

  init(_ library: SharedLibrary) throws(CodecLoadingError) {
    self.library = library
    scaleVersion = try library.function("swscale_version")
    getContext = try library.function("sws_getContext")
    getCoefficients = try library.function("sws_getCoefficients")
    setColorspaceDetails = try library.function("sws_setColorspaceDetails")
    scale = try library.function("sws_scale")
    freeContext = try library.function("sws_freeContext")
  }
}
