import CCodecABI
import Foundation

/// Owns one libheif context reading a private copy of the file; frees both in `deinit`.
final class HEIFContext {
  let lib: HEIFLibrary
  let context: OpaquePointer
  private let bytes: UnsafeMutableRawBufferPointer

  /// Parses the boxes of `data` (nothing is decoded yet).
  /// - Throws: ``CodecLoadingError`` without libheif, ``ImageDecodingError`` for bad data.
  init(_ data: Data) throws {
    let lib = try HEIFLibrary.load()
    guard let context = lib.contextAlloc() else {
      throw ImageDecodingError.allocationFailed(format: .heif, function: "heif_context_alloc")
    }
    // libheif keeps pointers into the bytes for the context's life, so they get a stable home.
    let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 16)
    _ = data.copyBytes(to: bytes.bindMemory(to: UInt8.self))
    self.lib = lib
    self.context = context
    self.bytes = bytes
    try HEIFLibError.check(
      lib.readFromMemory(context, bytes.baseAddress, data.count, nil),
      in: "heif_context_read_from_memory")
  }

  deinit {
    lib.contextFree(context)
    bytes.deallocate()
  }

  /// The primary image.
  func primaryImage() throws -> HEIFImageHandle {
    var handle: OpaquePointer?
    try HEIFLibError.check(
      lib.primaryImageHandle(context, &handle), in: "heif_context_get_primary_image_handle")
    guard let handle else {
      throw ImageDecodingError.missing(format: .heif, structure: "primary image")
    }
    return HEIFImageHandle(handle, context: self)
  }
}
