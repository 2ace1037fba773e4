import CCodecABI
import Foundation

/// Decodes a JPEG 2000 stream (JP2 file or raw J2K codestream) held in memory with OpenJPEG,
/// loaded at run time; used for the JPEG 2000 members of icns files.
///
/// The header is read first and the size checked against `maximumSide` and the pixel limit
/// before OpenJPEG decodes (it keeps 32-bit samples per component, so a lying header would
/// otherwise cost 16 bytes a pixel). 1 to 4 components (grey, grey + alpha, RGB, RGBA),
/// unsubsampled, 1 to 16 bits (scaled to 8) are read; output is `.rgba`.
enum JPEG2000Decoder {
  /// Decodes `bytes[range]`.
  /// - Throws: ``ImageDecodingError`` (format `.icns`); ``CodecLoadingError`` without OpenJPEG.
  static func decode(
    _ bytes: [UInt8], _ range: Range<Int>, maximumSide: Int, options: DecodingOptions
  ) throws -> Image {
    let openjpeg = try OpenJPEGLibrary.load()
    let source = JPEG2000Source(bytes: bytes, range: range)
    let isCodestream = range.count >= 2 && bytes[range.lowerBound] == 0xFF
    guard
      let codec = openjpeg.createDecompress(
        isCodestream ? DOCPKG_OPJ_CODEC_J2K : DOCPKG_OPJ_CODEC_JP2)
    else {
      throw ImageDecodingError.allocationFailed(format: .icns, function: "opj_create_decompress")
    }
    defer { openjpeg.destroyCodec(codec) }
    guard let stream = openjpeg.streamCreate(1 << 16, 1) else {
      throw ImageDecodingError.allocationFailed(format: .icns, function: "opj_stream_create")
    }
    defer { openjpeg.streamDestroy(stream) }
    return try withExtendedLifetime(source) {
      let user = Unmanaged.passUnretained(source).toOpaque()
      _ = openjpeg.setErrorHandler(codec, JPEG2000Source.onError, user)
      let parameters = UnsafeMutableRawPointer.allocate(
        byteCount: Int(DOCPKG_OPJ_DPARAMETERS_BUFFER), alignment: 16)
      defer { parameters.deallocate() }
      parameters.initializeMemory(
        as: UInt8.self, repeating: 0, count: Int(DOCPKG_OPJ_DPARAMETERS_BUFFER))
      openjpeg.setDefaultDecoderParameters(parameters)
      guard openjpeg.setupDecoder(codec, parameters) != 0 else {
        throw source.failure("opj_setup_decoder")
      }
      openjpeg.setReadFunction(stream, JPEG2000Source.read)
      openjpeg.setSkipFunction(stream, JPEG2000Source.skip)
      openjpeg.setSeekFunction(stream, JPEG2000Source.seek)
      openjpeg.setUserData(stream, user, nil)
      openjpeg.setUserDataLength(stream, UInt64(range.count))
      var header: UnsafeMutablePointer<opj_image_t>?
      guard openjpeg.readHeader(stream, codec, &header) != 0, let image = header else {
        throw source.failure("opj_read_header")
      }
      defer { openjpeg.imageDestroy(image) }
      let width = Int(image.pointee.x1) - Int(image.pointee.x0)
      let height = Int(image.pointee.y1) - Int(image.pointee.y0)
      try ImageDecodingError.checkDimensions(width: width, height: height, options: options)
      guard width <= maximumSide, height <= maximumSide else {
        throw ImageDecodingError.invalidValue(
          format: .icns, field: "JPEG 2000 width", value: max(width, height),
          expected: "at most \(maximumSide)")
      }
      let components = Int(image.pointee.numcomps)
      guard (1...4).contains(components) else {
        throw ImageDecodingError.unsupported(
          format: .icns, feature: "JPEG 2000 with \(components) components")
      }
      guard openjpeg.decode(codec, stream, image) != 0,
        openjpeg.endDecompress(codec, stream) != 0
      else { throw source.failure("opj_decode") }
      return try pixels(of: image.pointee, width: width, height: height)
    }
  }

  /// The decoded components as straight RGBA.
  private static func pixels(of image: opj_image_t, width: Int, height: Int) throws -> Image {
    let count = Int(image.numcomps)
    guard let comps = image.comps else {
      throw ImageDecodingError.missing(format: .icns, structure: "JPEG 2000 components")
    }
    var planes: [(data: UnsafeMutablePointer<Int32>, shift: Int, offset: Int32)] = []
    for index in 0..<count {
      let comp = comps[index]
      guard let data = comp.data, comp.dx == 1, comp.dy == 1, Int(comp.w) == width,
        Int(comp.h) == height, (1...16).contains(comp.prec)
      else {
        throw ImageDecodingError.unsupported(
          format: .icns, feature: "JPEG 2000 subsampled or unusual component \(index)")
      }
      let precision = Int(comp.prec)
      planes.append((data, precision - 8, comp.sgnd != 0 ? Int32(1) << (precision - 1) : 0))
    }
    func sample(_ plane: Int, _ i: Int) -> UInt8 {
      let (data, shift, offset) = planes[plane]
      let value = Int(data[i] + offset)
      let scaled = shift >= 0 ? value >> shift : value * 255 / ((1 << (8 + shift)) - 1)
      return UInt8(clamping: scaled)
    }
    var out = Image(width: width, height: height, layout: .rgba)
    for i in 0..<width * height {
      let o = i * 4
      if count >= 3 {
        out.pixels[o] = sample(0, i)
        out.pixels[o + 1] = sample(1, i)
        out.pixels[o + 2] = sample(2, i)
        out.pixels[o + 3] = count == 4 ? sample(3, i) : 255
      } else {
        let grey = sample(0, i)
        out.pixels[o] = grey
        out.pixels[o + 1] = grey
        out.pixels[o + 2] = grey
        out.pixels[o + 3] = count == 2 ? sample(1, i) : 255
      }
    }
    return out
  }
}
