import CImagingShims

/// The one owner of a libpng read handle (and its file, when reading from a path).
///
/// Every call goes through ``check(_:_:)`` so libpng's longjmp-style errors arrive as
/// ``ImageDecodingError`` or ``ImageFileError`` values.
final class PNGReader {
  private let handle: OpaquePointer
  private let path: String?

  /// Reads from memory that must stay valid for the reader's lifetime.
  init(bytes: UnsafeRawBufferPointer) throws {
    guard
      let handle = ims_png_open(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, nil)
    else { throw ImageDecodingError.allocationFailed(format: .png, function: "ims_png_open") }
    self.handle = handle
    self.path = nil
    try check(ims_png_status(handle), "png_create_read_struct")
  }

  /// Streams from a file.
  init(path: String) throws {
    guard let handle = ims_png_open(nil, 0, path) else {
      throw ImageDecodingError.allocationFailed(format: .png, function: "ims_png_open")
    }
    self.handle = handle
    self.path = path
    try check(ims_png_status(handle), "png_create_read_struct")
  }

  deinit { ims_png_close(handle) }

  /// The IHDR facts.
  func readHeader() throws -> ims_png_header {
    var header = ims_png_header()
    try check(ims_png_read_header(handle, &header), "png_read_info")
    return header
  }

  /// Asks for 8-bit output (palette and low depths expanded, tRNS as alpha, 16-bit scaled
  /// with rounding) and returns samples per pixel and bytes per row.
  func start() throws -> (channels: Int, rowBytes: Int) {
    var layout = ims_png_layout()
    try check(ims_png_start(handle, &layout), "png_read_update_info")
    return (Int(layout.channels), layout.row_bytes)
  }

  /// Reads the next `rows.count` rows of a non-interlaced image.
  func readRows(_ rows: [UnsafeMutablePointer<UInt8>?]) throws {
    try rows.withUnsafeBufferPointer { pointers in
      guard let base = pointers.baseAddress else { return }
      try check(ims_png_read_rows(handle, base, UInt32(pointers.count)), "png_read_rows")
    }
  }

  /// Reads the whole image (every Adam7 pass) through one pointer per row.
  func readImage(_ rows: [UnsafeMutablePointer<UInt8>?]) throws {
    try rows.withUnsafeBufferPointer { pointers in
      guard let base = pointers.baseAddress else { return }
      try check(ims_png_read_image(handle, base), "png_read_image")
    }
  }

  /// Reads and checks the chunks after the image data.
  func finish() throws {
    try check(ims_png_finish(handle), "png_read_end")
  }

  private func check(_ code: Int32, _ function: String) throws {
    try ShimStatus.check(code, format: .png, function: function, path: path) {
      String(cString: ims_png_message(handle))
    }
  }
}
