/// Why an image could not be decoded by the content-sniffing entry point.
///
/// Each case carries the facts a decoder found (the field and its value, the checksum
/// stored and computed, the C function that failed); ``description`` turns them into one line.
/// ``isResourceFailure`` separates "the machine ran out of memory" from "the data is bad".
public enum ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The bytes match no supported format.
  case unrecognizedFormat
  /// The header declares more pixels than the configured limit allows.
  case tooManyPixels(width: Int, height: Int, limit: Int)
  /// The header declares a zero or negative size.
  case invalidDimensions(width: Int, height: Int)
  /// The data ends before the image does.
  case truncated(format: ImageFormat)
  /// The file does not start with the format's signature (magic number).
  case badSignature(format: ImageFormat)
  /// A PNG signature whose CR/LF bytes were rewritten by a text-mode transfer.
  case signatureDamagedInTransfer(format: ImageFormat)
  /// A structure the format requires is absent (`IHDR`, a colour table, a frame…).
  case missing(format: ImageFormat, structure: String)
  /// A header field holds a value the format does not allow; `expected` says what it allows.
  case invalidValue(format: ImageFormat, field: String, value: Int, expected: String)
  /// A chunk's stored checksum differs from the one computed over its bytes.
  case badChecksum(format: ImageFormat, chunk: String, declared: UInt32, computed: UInt32)
  /// A PNG chunk the decoder must understand (upper-case first letter) but does not.
  case unknownCriticalChunk(format: ImageFormat, chunk: String)
  /// The codec library rejected the data: the C function and the library's own message.
  case codecFailed(format: ImageFormat, function: String, message: String)
  /// A valid file using a feature this decoder does not support.
  case unsupported(format: ImageFormat, feature: String)
  /// A memory allocation failed while decoding (`function` is the call that could not
  /// allocate); the data itself may be fine.
  case allocationFailed(format: ImageFormat, function: String)

  public var description: String {
    switch self {
    case .unrecognizedFormat:
      return "not a supported image (PNG, JPEG, GIF, BMP, TIFF or WebP)"
    case .tooManyPixels(let width, let height, let limit):
      return
        "image is \(width)×\(height) = \(width * height) pixels, over the limit of \(limit) pixels"
    case .invalidDimensions(let width, let height):
      return "image has invalid dimensions \(width)×\(height)"
    case .truncated(let format):
      return "\(Self.name(format)) data is truncated"
    case .allocationFailed(let format, let function):
      return "out of memory decoding \(Self.name(format)) data (\(function) failed)"
    case .unsupported(let format, let feature):
      return "unsupported \(Self.name(format)) feature: \(feature)"
    case .badSignature(let format):
      return Self.corrupt(format, "bad signature")
    case .signatureDamagedInTransfer(let format):
      return Self.corrupt(format, "damaged signature (the file was probably transferred as text)")
    case .missing(let format, let structure):
      return Self.corrupt(format, "missing \(structure)")
    case .invalidValue(let format, let field, let value, let expected):
      return Self.corrupt(format, "\(field) \(value), expected \(expected)")
    case .badChecksum(let format, let chunk, let declared, let computed):
      return Self.corrupt(
        format, "\(chunk): CRC \(Self.hex(declared)) stored, \(Self.hex(computed)) computed")
    case .unknownCriticalChunk(let format, let chunk):
      return Self.corrupt(format, "unknown critical chunk \(chunk)")
    case .codecFailed(let format, let function, let message):
      return Self.corrupt(format, "\(function): \(message)")
    }
  }

  private static func name(_ format: ImageFormat) -> String { format.rawValue.uppercased() }

  private static func corrupt(_ format: ImageFormat, _ what: String) -> String {
    "corrupt \(name(format)) data: \(what)"
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
  }

  /// Whether the failure is the machine's (memory), not the input's.
  public var isResourceFailure: Bool {
    if case .allocationFailed = self { return true }
    return false
  }

  /// The format the error is about, when a decoder was chosen.
  public var format: ImageFormat? {
    switch self {
    case .unrecognizedFormat, .tooManyPixels, .invalidDimensions: return nil
    case .truncated(let format), .badSignature(let format),
      .signatureDamagedInTransfer(let format), .missing(let format, _),
      .invalidValue(let format, _, _, _), .badChecksum(let format, _, _, _),
      .unknownCriticalChunk(let format, _), .codecFailed(let format, _, _),
      .unsupported(let format, _), .allocationFailed(let format, _):
      return format
    }
  }

  /// Throws `tooManyPixels` or `invalidDimensions` unless the size is acceptable.
  static func checkDimensions(width: Int, height: Int, options: DecodingOptions) throws {
    guard width > 0, height > 0 else {
      throw ImageDecodingError.invalidDimensions(width: width, height: height)
    }
    let (product, overflow) = width.multipliedReportingOverflow(by: height)
    if overflow || product > options.pixelLimit {
      throw ImageDecodingError.tooManyPixels(
        width: width, height: height, limit: options.pixelLimit)
    }
  }
}
