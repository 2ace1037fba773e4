#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension RTFReader {
  /// Reads the RTF file at `path`.
  ///
  /// This is the entry point that maps a file to an attributed document; package formats
  /// (RTFD, `.note`) call it on their `TXT.rtf` / `Text.rtf`.
  ///
  /// - Throws: `RTFReadingError.cannotRead` when the file cannot be opened or read (the
  ///   reason names errno's message), otherwise as `read(_:)`.
  public func read(contentsOfFile path: String) throws -> RTFReadResult {
    try read(Self.readFile(atPath: path, limit: options.maximumInputSize))
  }

  /// The bytes of a regular file, refusing files over `limit` bytes.
  static func readFile(atPath path: String, limit: Int) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw RTFReadingError.cannotRead(path: path, reason: errorMessage())
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw RTFReadingError.cannotRead(path: path, reason: errorMessage())
    }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw RTFReadingError.cannotRead(path: path, reason: "is a directory")
    }
    let size = Int(info.st_size)
    guard size <= limit else { throw RTFReadingError.inputTooLarge(size: size, limit: limit) }
    var bytes = [UInt8](repeating: 0, count: max(size, 0))
    var filled = 0
    while true {
      if filled == bytes.count {
        guard bytes.count < limit else { break }
        bytes.append(contentsOf: repeatElement(0, count: min(1 << 16, limit - bytes.count)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw RTFReadingError.cannotRead(path: path, reason: errorMessage())
      }
      if count == 0 { break }
      filled += count
    }
    bytes.removeSubrange(filled...)
    return bytes
  }

  private static func errorMessage() -> String {
    String(cString: strerror(errno))
  }
}
