import DocpkgSystem

extension RTFReader {
  /// Reads the RTF file at `path`.
  ///
  /// This is the entry point that maps a file to an attributed document; package formats
  /// (RTFD, `.note`) call it on their `TXT.rtf` / `Text.rtf`.
  ///
  /// - Throws: `RTFReadingError.cannotRead` when the file cannot be opened or read (the
  ///   reason names errno's message), otherwise as `read(_:)`.
  public func read(contentsOfFile path: String) throws -> RTFReadResult {
    // Not memory-mapped (`MappedFile`): a file truncated by another process while it is
    // parsed would raise SIGBUS and kill the process. Reading copies once and is safe.
    try Self.withFileBytes(atPath: path, limit: options.maximumInputSize) { try read(buffer: $0) }
  }

  /// The plain-text export of the RTF file at `path`, without building the model (see
  /// `readPlainText(_:)`).
  ///
  /// - Throws: as `read(contentsOfFile:)`.
  public func readPlainText(contentsOfFile path: String) throws -> RTFPlainTextResult {
    try withPlainText(contentsOfFile: path) { RTFPlainTextResult(utf8: Array($0), damage: $1) }
  }

  /// Reads the plain-text export of the RTF file at `path` (see `readPlainText(_:)`) and
  /// passes it, as UTF-8, to `body` with the damage, without copying it: `docpkg text` writes
  /// it to stdout from here.
  ///
  /// - Parameters:
  ///   - path: the RTF file's path.
  ///   - body: called once with the text (valid only during the call) and the damage.
  /// - Throws: as `read(contentsOfFile:)`, or what `body` throws.
  public func withPlainText<Result>(
    contentsOfFile path: String,
    _ body: (_ utf8: UnsafeBufferPointer<UInt8>, _ damage: [RTFDamage]) throws -> Result
  ) throws -> Result {
    // Read, not mapped: see `read(contentsOfFile:)` (SIGBUS on a concurrently truncated file).
    try Self.withFileBytes(atPath: path, limit: options.maximumInputSize) {
      try withPlainText(buffer: $0, body)
    }
  }

  /// The bytes of a regular file, refusing files over `limit` bytes.
  static func readFile(atPath path: String, limit: Int) throws -> [UInt8] {
    try withFileBytes(atPath: path, limit: limit) { Array($0) }
  }

  /// Reads a regular file (refusing files over `limit` bytes) and passes its bytes to `body`,
  /// valid only during the call. From `PageBuffer.mappingThreshold` up the bytes are read
  /// into pages mapped up front, so reading takes no page fault per 4 KiB.
  static func withFileBytes<Result>(
    atPath path: String, limit: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) throws -> Result {
    // O_NONBLOCK: opening a FIFO must not wait for a writer (it is refused below).
    let file: FileDescriptor
    do throws(Errno) {
      file = try FileDescriptor.open(path, .readOnly, options: [.closeOnExec, .nonBlocking])
    } catch {
      throw RTFReadingError.cannotRead(path: path, reason: error.description)
    }
    defer { try? file.close() }  // read-only: a close error loses nothing
    let info: FileStatus
    do throws(Errno) { info = try file.fileStatus() } catch {
      throw RTFReadingError.cannotRead(path: path, reason: error.description)
    }
    if info.kind == .directory {
      throw RTFReadingError.cannotRead(path: path, reason: "is a directory")
    }
    if info.kind != .regular {
      throw RTFReadingError.cannotRead(path: path, reason: "not a regular file")
    }
    let size = Int(info.size)
    guard size <= limit else { throw RTFReadingError.inputTooLarge(size: size, limit: limit) }
    if size >= PageBuffer.mappingThreshold {
      // One byte more than the size shows whether the file grew after fstat.
      let pages = PageBuffer(capacity: size + 1)
      defer { pages.deallocate() }
      let count: Int
      do throws(Errno) {
        count = try file.readAll(
          into: UnsafeMutableRawBufferPointer(start: pages.pointer, count: size + 1))
      } catch {
        throw RTFReadingError.cannotRead(path: path, reason: error.description)
      }
      if count <= size {
        return try body(UnsafeBufferPointer(start: pages.pointer, count: count))
      }
      // It grew: read it again the general way.
      do throws(Errno) { try file.seek(toAbsoluteOffset: 0) } catch {
        throw RTFReadingError.cannotRead(path: path, reason: error.description)
      }
    }
    // Files can grow or shrink after fstat; read until EOF, at most `limit` bytes, into
    // uninitialised capacity (zero-filling a large file first would fault every page twice).
    var bytes: [UInt8] = []
    var failure: Errno?
    while failure == nil {
      let chunk = bytes.isEmpty ? max(size, 1 << 12) : 1 << 16
      let room = min(chunk, limit + 1 - bytes.count)
      guard room > 0 else { break }
      var ended = false
      let more = [UInt8](unsafeUninitializedCapacity: room) { buffer, count in
        do throws(Errno) {
          count = try file.readAll(into: UnsafeMutableRawBufferPointer(buffer))
        } catch {
          count = 0
          failure = error
        }
        ended = count < buffer.count
      }
      bytes += more
      if ended { break }
    }
    if let failure {
      throw RTFReadingError.cannotRead(path: path, reason: failure.description)
    }
    guard bytes.count <= limit else {
      throw RTFReadingError.inputTooLarge(size: bytes.count, limit: limit)
    }
    return try bytes.withUnsafeBufferPointer(body)
  }
}
