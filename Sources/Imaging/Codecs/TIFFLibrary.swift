import CCodecABI

/// libtiff's reading functions, resolved from `libtiff.so.6` on first use.
struct TIFFLibrary: CodecLibrary, @unchecked Sendable {
  /// The process's one libtiff, or why it cannot be loaded.
  static let shared = resolve(.tiff)

  let library: SharedLibrary
  let getVersion: docpkg_TIFFGetVersion
  let openOptionsAlloc: docpkg_TIFFOpenOptionsAlloc
  let openOptionsFree: docpkg_TIFFOpenOptionsFree
  let openOptionsSetMaxSingleMemAlloc: docpkg_TIFFOpenOptionsSetMaxSingleMemAlloc
  let openOptionsSetErrorHandler: docpkg_TIFFOpenOptionsSetHandlerExtR
  let openOptionsSetWarningHandler: docpkg_TIFFOpenOptionsSetHandlerExtR
  let clientOpen: docpkg_TIFFClientOpenExt
  let close: docpkg_TIFFClose
  let getField: docpkg_TIFFVGetField
  let getFieldDefaulted: docpkg_TIFFVGetField
  let isTiled: docpkg_TIFFIsTiled
  let readDirectory: docpkg_TIFFReadDirectory
  let setDirectory: docpkg_TIFFSetDirectory
  let scanlineSize: docpkg_TIFFScanlineSize
  let readScanline: docpkg_TIFFReadScanline
  let rgbaImageOK: docpkg_TIFFRGBAImageOK
  let rgbaImageBegin: docpkg_TIFFRGBAImageBegin
  let rgbaImageGet: docpkg_TIFFRGBAImageGet
  let rgbaImageEnd: docpkg_TIFFRGBAImageEnd

  /// "4.5.0", from the first line of `TIFFGetVersion()` ("LIBTIFF, Version 4.5.0").
  var version: String {
    guard let pointer = getVersion() else { return "unknown" }
    let text = String(cString: pointer)
    let line = text.split(separator: "\n").first.map(String.init) ?? text
    return line.split(separator: " ").last.map(String.init) ?? line
  }

  init(_ library: SharedLibrary) throws(CodecLoadingError) {
    self.library = library
    getVersion = try library.function("TIFFGetVersion")
    openOptionsAlloc = try library.function("TIFFOpenOptionsAlloc")
    openOptionsFree = try library.function("TIFFOpenOptionsFree")
    openOptionsSetMaxSingleMemAlloc = try library.function("TIFFOpenOptionsSetMaxSingleMemAlloc")
    openOptionsSetErrorHandler = try library.function("TIFFOpenOptionsSetErrorHandlerExtR")
    openOptionsSetWarningHandler = try library.function("TIFFOpenOptionsSetWarningHandlerExtR")
    clientOpen = try library.function("TIFFClientOpenExt")
    close = try library.function("TIFFClose")
    getField = try library.function("TIFFVGetField")
    getFieldDefaulted = try library.function("TIFFVGetFieldDefaulted")
    isTiled = try library.function("TIFFIsTiled")
    readDirectory = try library.function("TIFFReadDirectory")
    setDirectory = try library.function("TIFFSetDirectory")
    scanlineSize = try library.function("TIFFScanlineSize")
    readScanline = try library.function("TIFFReadScanline")
    rgbaImageOK = try library.function("TIFFRGBAImageOK")
    rgbaImageBegin = try library.function("TIFFRGBAImageBegin")
    rgbaImageGet = try library.function("TIFFRGBAImageGet")
    rgbaImageEnd = try library.function("TIFFRGBAImageEnd")
    let setErrorHandler: docpkg_TIFFSetErrorHandler = try library.function("TIFFSetErrorHandler")
    let setWarningHandler: docpkg_TIFFSetErrorHandler = try library.function(
      "TIFFSetWarningHandler")
    _ = setErrorHandler(nil)
    _ = setWarningHandler(nil)
  }
}
