extension ImageDecodingError {
  /// The error for bytes no format claims: a PNG signature damaged in transit (CR/LF
  /// conversion by a text-mode transfer) is named as such rather than as an unknown format.
  static func unrecognized(prefix: some Collection<UInt8>) -> ImageDecodingError {
    let bytes = Array(prefix.prefix(4))
    if bytes == [0x89, 0x50, 0x4E, 0x47] {
      return .signatureDamagedInTransfer(format: .png)
    }
    return .unrecognizedFormat
  }
}
