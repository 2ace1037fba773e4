import CCodecABI

/// Owns one libheif image handle (an item: the primary image or a thumbnail); releases it in
/// `deinit`. Keeps its context alive.
final class HEIFImageHandle {
  let handle: OpaquePointer
  let context: HEIFContext
  private var lib: HEIFLibrary { context.lib }

  init(_ handle: OpaquePointer, context: HEIFContext) {
    self.handle = handle
    self.context = context
  }

  deinit {
    lib.handleRelease(handle)
  }

  /// Width after the item's transforms (rotation swaps it with the height; `clap` crops).
  var width: Int { Int(lib.handleWidth(handle)) }
  /// Height after the item's transforms.
  var height: Int { Int(lib.handleHeight(handle)) }
  /// Width as coded, before transforms (the `ispe` property): what decoding allocates.
  var codedWidth: Int { Int(lib.handleISPEWidth(handle)) }
  /// Height as coded, before transforms.
  var codedHeight: Int { Int(lib.handleISPEHeight(handle)) }
  /// Whether an alpha plane is attached.
  var hasAlpha: Bool { lib.handleHasAlpha(handle) != 0 }
  /// Whether colour is premultiplied by that alpha.
  var isPremultiplied: Bool { lib.handleIsPremultiplied(handle) != 0 }

  /// The thumbnail items attached to this image (at most 8 are looked at).
  func thumbnails() -> [HEIFImageHandle] {
    let count = min(8, Int(lib.thumbnailCount(handle)))
    guard count > 0 else { return [] }
    var ids = [heif_item_id](repeating: 0, count: count)
    let found = Int(lib.thumbnailIDs(handle, &ids, Int32(count)))
    return ids.prefix(max(0, found)).compactMap { id in
      var thumbnail: OpaquePointer?
      let error = lib.thumbnail(handle, id, &thumbnail)
      guard error.code == DOCPKG_HEIF_ERROR_OK, let thumbnail else { return nil }
      return HEIFImageHandle(thumbnail, context: context)
    }
  }

  /// The first Exif block, as stored (a 4-byte offset, then the TIFF header), if any and
  /// at most 1 MiB.
  func exif() -> [UInt8]? {
    var id: heif_item_id = 0
    guard lib.metadataIDs(handle, "Exif", &id, 1) == 1 else { return nil }
    let size = lib.metadataSize(handle, id)
    guard size > 4, size <= 1 << 20 else { return nil }
    var bytes = [UInt8](repeating: 0, count: size)
    let error = lib.metadata(handle, id, &bytes)
    return error.code == DOCPKG_HEIF_ERROR_OK ? bytes : nil
  }

  /// Decodes to interleaved 8-bit RGB or RGBA with the item's transforms applied.
  /// - Throws: ``ImageDecodingError``.
  func decode() throws -> Image {
    let alpha = hasAlpha
    guard let options = lib.decodingOptionsAlloc() else {
      throw ImageDecodingError.allocationFailed(
        format: .heif, function: "heif_decoding_options_alloc")
    }
    defer { lib.decodingOptionsFree(options) }
    options.pointee.ignore_transformations = 0
    // Options of version 2 and later carry the 10/12-bit → 8-bit switch.
    if options.pointee.version >= 2 { options.pointee.convert_hdr_to_8bit = 1 }
    var decoded: OpaquePointer?
    try HEIFLibError.check(
      lib.decodeImage(
        handle, &decoded, DOCPKG_HEIF_COLORSPACE_RGB,
        alpha ? DOCPKG_HEIF_CHROMA_INTERLEAVED_RGBA : DOCPKG_HEIF_CHROMA_INTERLEAVED_RGB, options),
      in: "heif_decode_image")
    guard let decoded else {
      throw ImageDecodingError.missing(format: .heif, structure: "image from heif_decode_image")
    }
    defer { lib.imageRelease(decoded) }
    let width = Int(lib.imageWidth(decoded, DOCPKG_HEIF_CHANNEL_INTERLEAVED))
    let height = Int(lib.imageHeight(decoded, DOCPKG_HEIF_CHANNEL_INTERLEAVED))
    var stride: Int32 = 0
    let layout: Image.Layout = alpha ? .rgba : .rgb
    let rowBytes = width * layout.channels
    guard width > 0, height > 0,
      let plane = lib.planeReadonly(decoded, DOCPKG_HEIF_CHANNEL_INTERLEAVED, &stride),
      Int(stride) >= rowBytes
    else {
      throw ImageDecodingError.unsupported(
        format: .heif, feature: "libheif could not convert this image to 8-bit RGB")
    }
    var pixels = [UInt8](repeating: 0, count: rowBytes * height)
    pixels.withUnsafeMutableBytes { out in
      guard let base = out.baseAddress else { return }
      for row in 0..<height {
        (base + row * rowBytes).copyMemory(from: plane + row * Int(stride), byteCount: rowBytes)
      }
    }
    if alpha && isPremultiplied {
      for i in Swift.stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] != 255 {
        for c in 0..<3 { pixels[i + c] = TIFFDecoder.unpremultiply(pixels[i + c], pixels[i + 3]) }
      }
    }
    return Image(width: width, height: height, layout: layout, pixels: pixels)
  }
}
