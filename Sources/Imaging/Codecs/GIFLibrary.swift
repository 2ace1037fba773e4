import CCodecABI

/// giflib's decoding functions, resolved from `libgif.so.7` on first use.
struct GIFLibrary: CodecLibrary, @unchecked Sendable {
  /// The process's one giflib, or why it cannot be loaded.
  static let shared = resolve(.gif)

  let library: SharedLibrary
  let open: docpkg_DGifOpen
  let close: docpkg_DGifCloseFile
  let getRecordType: docpkg_DGifGetRecordType
  let getExtension: docpkg_DGifGetExtension
  let getExtensionNext: docpkg_DGifGetExtensionNext
  let extensionToGCB: docpkg_DGifExtensionToGCB
  let getImageHeader: docpkg_DGifGetImageHeader
  let getLine: docpkg_DGifGetLine
  let errorString: docpkg_GifErrorString

  /// giflib has no version call; the file name carries the ABI (`libgif.so.7.2.0`).
  var version: String {
    let file = library.path.split(separator: "/").last.map(String.init) ?? library.name
    return "giflib 5 (\(file))"
  }

  init(_ library: SharedLibrary) throws(CodecLoadingError) {
    self.library = library
    open = try library.function("DGifOpen")
    close = try library.function("DGifCloseFile")
    getRecordType = try library.function("DGifGetRecordType")
    getExtension = try library.function("DGifGetExtension")
    getExtensionNext = try library.function("DGifGetExtensionNext")
    extensionToGCB = try library.function("DGifExtensionToGCB")
    getImageHeader = try library.function("DGifGetImageHeader")
    getLine = try library.function("DGifGetLine")
    errorString = try library.function("GifErrorString")
  }
}
