import CCodecABI

/// Reads movies (`.mov`, `.mp4`, `.m4v`) through FFmpeg's libraries, opened at run time:
/// their properties and metadata, and a poster frame.
///
/// The poster frame is the one `ffmpegthumbnailer` picks by default: the first keyframe at
/// or after 10% of the duration, rounded down to whole seconds (so the first frame for
/// clips under ten seconds' first second), decoded, converted to RGBA by libswscale
/// straight at the requested size with the frame's own YCbCr matrix and range, its pixel
/// aspect ratio applied to the width, then turned upright by the display matrix. 10-bit
/// video (HDR included) is converted by libswscale to 8 bits per channel without tone
/// mapping: values are clipped to the SDR range, as `ffmpegthumbnailer` does.
///
/// ```swift
/// let poster = try VideoDecoder.posterFrame(ofFileAt: "IMG_0001.MOV", fittingWidth: 256, height: 256)
/// ```
public enum VideoDecoder {
  /// The container's and the video track's properties and metadata.
  /// - Throws: ``VideoDecodingError``.
  public static func properties(ofFileAt path: String) throws(VideoDecodingError)
    -> VideoProperties
  {
    let file = try VideoFile(path: path)
    let parameters = file.stream.parameters
    let width = parameters.int32(at: DOCPKG_AVCODECPAR_WIDTH)
    let height = parameters.int32(at: DOCPKG_AVCODECPAR_HEIGHT)
    let aspect = pixelAspect(of: file, frame: nil)
    let display = displaySize(width: width, height: height, aspect: aspect, rotation: file.rotation)
    let codecID = Int32(parameters.int32(at: DOCPKG_AVCODECPAR_CODEC_ID))
    let rate =
      file.stream.rational(at: DOCPKG_AVSTREAM_AVG_FRAME_RATE)
      ?? file.stream.rational(at: DOCPKG_AVSTREAM_R_FRAME_RATE)
    let bits = parameters.int32(at: DOCPKG_AVCODECPAR_BITS_PER_RAW_SAMPLE)
    let transfer: String? =
      switch parameters.int32(at: DOCPKG_AVCODECPAR_COLOR_TRC) {
      case 16: "PQ"
      case 18: "HLG"
      default: nil
      }
    let formatMetadata = file.fields.load(
      fromByteOffset: Int(DOCPKG_AVFMT_METADATA), as: OpaquePointer?.self)
    let trackMetadata = file.stream.load(
      fromByteOffset: Int(DOCPKG_AVSTREAM_METADATA), as: OpaquePointer?.self)
    return VideoProperties(
      duration: file.duration, width: width, height: height, displayWidth: display.width,
      displayHeight: display.height, rotation: file.rotation,
      pixelAspectRatio: (aspect.0, aspect.1),
      codec: file.codecs.codecName(codecID).map { String(cString: $0) } ?? "\(codecID)",
      frameRate: rate.map { Double($0.0) / Double($0.1) }, bitDepth: bits > 0 ? bits : nil,
      hdrTransfer: transfer, metadata: file.entries(of: formatMetadata),
      trackMetadata: file.entries(of: trackMetadata))
  }

  /// The poster frame at `position`, upright, fitted inside `width`×`height` (never
  /// enlarged); at its full display size when no box is given.
  /// - Throws: ``VideoDecodingError``.
  public static func posterFrame(
    ofFileAt path: String, at position: VideoFramePosition = .standard,
    fittingWidth width: Int? = nil, height: Int? = nil,
    pixelLimit: Int = DecodingOptions.defaultPixelLimit
  ) throws(VideoDecodingError) -> Image {
    let file = try VideoFile(path: path)
    let scaler: SWScaleLibrary
    do { scaler = try SWScaleLibrary.load() } catch { throw .codecUnavailable(error) }
    let seconds = position.seekTarget(duration: file.duration)
    let frame = try VideoFrameReader(file: file).keyframe(at: seconds)
    let frameWidth = frame.fields.int32(at: DOCPKG_AVFRAME_WIDTH)
    let frameHeight = frame.fields.int32(at: DOCPKG_AVFRAME_HEIGHT)
    guard frameWidth > 0, frameHeight > 0, frameWidth * frameHeight <= pixelLimit else {
      throw .tooManyPixels(width: frameWidth, height: frameHeight, limit: pixelLimit)
    }
    let rotation = file.rotation
    let display = displaySize(
      width: frameWidth, height: frameHeight, aspect: pixelAspect(of: file, frame: frame),
      rotation: rotation)
    var target = (width: display.width, height: display.height)
    if let width, let height, width > 0, height > 0 {
      let scale = min(
        1, Double(width) / Double(display.width), Double(height) / Double(display.height))
      target = (
        max(1, Int((Double(display.width) * scale).rounded())),
        max(1, Int((Double(display.height) * scale).rounded()))
      )
    }
    let upright = rotation % 180 == 0 ? target : (target.height, target.width)
    guard upright.0 * upright.1 <= pixelLimit else {
      throw .tooManyPixels(width: upright.0, height: upright.1, limit: pixelLimit)
    }
    let image = try frame.rgba(width: upright.0, height: upright.1, scaler: scaler, path: path)
    switch rotation {
    case 90: return image.oriented(.right)
    case 180: return image.oriented(.down)
    case 270: return image.oriented(.left)
    default: return image
    }
  }

  /// The frame's pixel aspect ratio, else the stream's or its parameters', else square.
  private static func pixelAspect(of file: VideoFile, frame: VideoFrame?) -> (Int, Int) {
    frame?.fields.rational(at: DOCPKG_AVFRAME_SAMPLE_ASPECT_RATIO)
      ?? file.stream.parameters.rational(at: DOCPKG_AVCODECPAR_SAMPLE_ASPECT_RATIO)
      ?? file.stream.rational(at: DOCPKG_AVSTREAM_SAMPLE_ASPECT_RATIO) ?? (1, 1)
  }

  /// The displayed size: the aspect ratio stretches the width (bounded to 16× so a hostile
  /// ratio cannot demand a huge frame), then a quarter turn swaps the sides.
  static func displaySize(width: Int, height: Int, aspect: (Int, Int), rotation: Int) -> (
    width: Int, height: Int
  ) {
    let ratio = min(16, max(1.0 / 16, Double(aspect.0) / Double(aspect.1)))
    let stretched = max(1, Int((Double(width) * ratio).rounded()))
    return rotation % 180 == 0 ? (stretched, height) : (height, stretched)
  }
}
