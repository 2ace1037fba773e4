import CImagingShims

/// The one owner of a libjpeg decompressor (and its file, when reading from a path).
final class JPEGReader {
  /// What the frame header and saved markers say.
  struct Header {
    var width: Int
    var height: Int
    var components: Int
    /// libjpeg's colour-space number: 1 grey, 2 YCbCr, 3 RGB, 4 CMYK, 5 YCCK.
    var colorSpace: Int
    var isProgressive: Bool
    var hasAdobeMarker: Bool
    var exif: [UInt8]?
  }

  /// Output samples the decoder is asked for.
  enum OutputSpace: Int32 {
    case gray = 0
    case rgb = 1
    case cmyk = 2
  }

  private let handle: OpaquePointer
  private let path: String?

  /// Reads from memory that must stay valid for the reader's lifetime.
  init(bytes: UnsafeRawBufferPointer) throws {
    guard
      let handle = ims_jpeg_open(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, nil)
    else { throw ImageDecodingError.allocationFailed(format: .jpeg, function: "ims_jpeg_open") }
    self.handle = handle
    self.path = nil
    try check(ims_jpeg_status(handle), "jpeg_create_decompress")
  }

  /// Streams from a file.
  init(path: String) throws {
    guard let handle = ims_jpeg_open(nil, 0, path) else {
      throw ImageDecodingError.allocationFailed(format: .jpeg, function: "ims_jpeg_open")
    }
    self.handle = handle
    self.path = path
    try check(ims_jpeg_status(handle), "jpeg_create_decompress")
  }

  deinit { ims_jpeg_close(handle) }

  func readHeader() throws -> Header {
    var raw = ims_jpeg_header()
    try check(ims_jpeg_read_header(handle, &raw), "jpeg_read_header")
    var exif: [UInt8]?
    if let pointer = raw.exif, raw.exif_size > 0 {
      exif = Array(UnsafeBufferPointer(start: pointer, count: raw.exif_size))
    }
    return Header(
      width: Int(raw.width), height: Int(raw.height), components: Int(raw.components),
      colorSpace: Int(raw.color_space), isProgressive: raw.progressive != 0,
      hasAdobeMarker: raw.adobe != 0, exif: exif)
  }

  /// Starts decompression at 1/`denominator` scale; returns the output size and samples.
  func start(
    denominator: Int, output: OutputSpace, fast: Bool, dcOnly: Bool
  ) throws -> (width: Int, height: Int, components: Int) {
    var parameters = ims_jpeg_parameters(
      scale_denominator: Int32(denominator), output: output.rawValue, fast: fast ? 1 : 0,
      dc_only: dcOnly ? 1 : 0)
    var result = ims_jpeg_output()
    try check(ims_jpeg_start(handle, &parameters, &result), "jpeg_start_decompress")
    return (Int(result.width), Int(result.height), Int(result.components))
  }

  /// Reads the next `rows.count` scanlines.
  func readRows(_ rows: [UnsafeMutablePointer<UInt8>?]) throws {
    try rows.withUnsafeBufferPointer { pointers in
      guard let base = pointers.baseAddress else { return }
      try check(ims_jpeg_read_rows(handle, base, UInt32(pointers.count)), "jpeg_read_scanlines")
    }
  }

  /// Throws the error for a shim status; `function` names the libjpeg stage that ran.
  private func check(_ code: Int32, _ function: String) throws {
    try ShimStatus.check(code, format: .jpeg, function: function, path: path) {
      String(cString: ims_jpeg_message(handle))
    }
  }
}
