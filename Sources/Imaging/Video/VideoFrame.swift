import CCodecABI

/// A decoded `AVFrame`, freed in `deinit`.
final class VideoFrame {
  private let format: AVFormatLibrary
  private var frame: OpaquePointer?
  /// The frame as raw memory for the fields read.
  let fields: UnsafeRawPointer

  init?(format: AVFormatLibrary) {
    guard let frame = format.frameAlloc() else { return nil }
    self.format = format
    self.frame = frame
    fields = UnsafeRawPointer(frame)
  }

  deinit { format.frameFree(&frame) }

  /// The `AVFrame` pointer for calls that fill it.
  var handle: OpaquePointer? { frame }

  /// The frame converted to RGBA at `width`×`height` (rows top to bottom) by libswscale,
  /// with the frame's YCbCr matrix and range.
  /// - Throws: ``VideoDecodingError/conversionFailed(path:pixelFormat:)``.
  func rgba(width: Int, height: Int, scaler: SWScaleLibrary, path: String)
    throws(VideoDecodingError) -> Image
  {
    let sourceWidth = Int32(fields.int32(at: DOCPKG_AVFRAME_WIDTH))
    let sourceHeight = Int32(fields.int32(at: DOCPKG_AVFRAME_HEIGHT))
    let pixelFormat = Int32(fields.int32(at: DOCPKG_AVFRAME_FORMAT))
    guard
      let context = scaler.getContext(
        sourceWidth, sourceHeight, pixelFormat, Int32(width), Int32(height),
        Int32(DOCPKG_AV_PIX_FMT_RGBA), Int32(DOCPKG_SWS_BICUBIC), nil, nil, nil)
    else { throw .conversionFailed(path: path, pixelFormat: Int(pixelFormat)) }
    defer { scaler.freeContext(context) }
    let fullRange: Int32 =
      fields.int32(at: DOCPKG_AVFRAME_COLOR_RANGE) == DOCPKG_AVCOL_RANGE_JPEG ? 1 : 0
    let matrix = scaler.getCoefficients(Int32(fields.int32(at: DOCPKG_AVFRAME_COLORSPACE)))
    let output = scaler.getCoefficients(Int32(DOCPKG_SWS_CS_DEFAULT))
    // Fails harmlessly for formats that are already RGB; the defaults then stand.
    _ = scaler.setColorspaceDetails(context, matrix, fullRange, output, 1, 0, 1 << 16, 1 << 16)
    var image = Image(width: width, height: height, layout: .rgba)
    let rows = image.pixels.withUnsafeMutableBufferPointer { buffer -> Int32 in
      var destination: [UnsafeMutablePointer<UInt8>?] = [buffer.baseAddress, nil, nil, nil]
      var stride: [Int32] = [Int32(width * 4), 0, 0, 0]
      let planes = fields.assumingMemoryBound(to: UnsafePointer<UInt8>?.self)
      let strides = (fields + Int(DOCPKG_AVFRAME_LINESIZE)).assumingMemoryBound(to: Int32.self)
      return scaler.scale(context, planes, strides, 0, sourceHeight, &destination, &stride)
    }
    guard rows > 0 else { throw .conversionFailed(path: path, pixelFormat: Int(pixelFormat)) }
    return image
  }
}
