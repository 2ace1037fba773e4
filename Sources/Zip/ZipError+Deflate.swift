import Deflate

extension ZipError {
  /// The zip error for a zlib failure while reading or writing `entry` (nil: the archive).
  init(_ error: DeflateError, entry: String?) {
    switch error {
    case .setupFailed(let function, let code), .failed(let function, let code):
      self = .zlib(function: function, code: code, entry: entry)
    case .invalidData:
      self = .corrupt(entry: entry, damage: .invalidDeflateData)
    case .endsEarly:
      self = .corrupt(entry: entry, damage: .deflateDataEndsEarly)
    case .outputTooLarge(let limit):
      self = .entryTooLarge(entry: entry ?? "", size: UInt64(limit) + 1, limit: UInt64(limit))
    }
  }
}

/// Runs `body`, turning Deflate's errors into ``ZipError``s about `entry`; other errors
/// (limits thrown by a sink, output failures) pass through.
func mappingDeflateErrors<T>(entry: String?, _ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let error as DeflateError {
    throw ZipError(error, entry: entry)
  }
}
