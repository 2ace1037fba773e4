import Deflate
import Foundation

/// A zip archive opened for reading through its central directory, with every entry
/// validated up front.
///
/// Opening checks the whole directory before anything is extracted: entry count, names
/// (no `..`, absolute paths, backslashes, control characters, undecodable bytes),
/// kinds (no symbolic links or devices), duplicates, overlapping data, declared sizes and
/// compression ratios against ``ZipLimits``. Reading an entry then inflates it in a stream,
/// checking the actual size, ratio and CRC-32 as it goes.
///
/// ```swift
/// let archive = try ZipArchive(url: URL(fileURLWithPath: "Trip.note.zip"))
/// for entry in archive.entries { print(entry.path, entry.uncompressedSize) }
/// try archive.extract(to: URL(fileURLWithPath: "out/Trip"))
/// ```
public struct ZipArchive: Sendable {
  /// The entries in central-directory order.
  public let entries: [ZipEntry]
  /// The limits the archive was opened with.
  public let limits: ZipLimits
  let source: ZipSource

  /// Opens the archive at `url`, reading only its central directory (entries are read
  /// with `pread` when extracted; the file is never memory-mapped).
  ///
  /// - Throws: `ZipError` when the archive is malformed, unsafe or over the limits.
  public init(url: URL, limits: ZipLimits = .default) throws {
    try self.init(source: ZipSource(url: url), limits: limits)
  }

  /// Opens an archive held in memory.
  ///
  /// - Throws: `ZipError` when the archive is malformed, unsafe or over the limits.
  public init(data: Data, limits: ZipLimits = .default) throws {
    try self.init(source: ZipSource(data: data), limits: limits)
  }

  private init(source: ZipSource, limits: ZipLimits) throws {
    self.source = source
    self.limits = limits
    self.entries = try ZipDirectoryParser(source: source, limits: limits).parse()
  }

  /// The entry at `path` (without a trailing `/`), if any.
  public func entry(atPath path: String) -> ZipEntry? {
    entries.first { $0.path == path }
  }

  /// The uncompressed contents of a file entry, inflated with every limit enforced.
  ///
  /// - Throws: `ZipError` on corrupt data, size or checksum mismatch, or a limit.
  public func contents(of entry: ZipEntry) throws -> Data {
    var result = Data()
    result.reserveCapacity(Int(min(entry.uncompressedSize, 64 << 20)))
    try stream(entry) { result.append(contentsOf: $0) }
    return result
  }

  /// Streams an entry's uncompressed bytes to `sink` in chunks, enforcing the limits
  /// and verifying size and CRC-32 at the end. Compressed data is read 1 MiB at a time.
  func stream(_ entry: ZipEntry, into sink: (UnsafeRawBufferPointer) throws -> Void) throws {
    let payload = try payloadRange(of: entry)
    var crc = CRC32()
    var produced: UInt64 = 0
    func consume(_ chunk: UnsafeRawBufferPointer, _ consumed: UInt64) throws {
      produced += UInt64(chunk.count)
      if produced > entry.uncompressedSize {
        throw ZipError.sizeMismatch(
          entry: entry.path, declared: entry.uncompressedSize, actual: produced)
      }
      if produced > limits.ratioThreshold, consumed > 0,
        produced / consumed > limits.maxCompressionRatio
      {
        throw ZipError.compressionRatioTooHigh(
          entry: entry.path, ratio: produced / consumed, limit: limits.maxCompressionRatio)
      }
      crc.update(chunk)
      try sink(chunk)
    }
    let inflater =
      entry.method == .deflated
      ? try mappingDeflateErrors(entry: entry.path) { try Inflater(format: .raw) } : nil
    var offset = payload.lowerBound
    var ended = false
    repeat {
      let count = min(1 << 20, payload.upperBound - offset)
      let chunk = try source.read(at: offset, count: count, structure: "data of \"\(entry.path)\"")
      offset += count
      let isLast = offset == payload.upperBound
      if let inflater {
        ended = try mappingDeflateErrors(entry: entry.path) {
          try inflater.inflate(chunk, isLast: isLast, into: consume)
        }
      } else {
        try chunk.withUnsafeBytes { try consume($0, UInt64(offset - payload.lowerBound)) }
      }
    } while offset < payload.upperBound && !ended
    guard produced == entry.uncompressedSize else {
      throw ZipError.sizeMismatch(
        entry: entry.path, declared: entry.uncompressedSize, actual: produced)
    }
    guard crc.value == entry.crc32 else {
      throw ZipError.checksumMismatch(entry: entry.path, declared: entry.crc32, computed: crc.value)
    }
  }

  /// Where an entry's stored data lies, after checking its local header.
  func payloadRange(of entry: ZipEntry) throws -> Range<Int> {
    let offset = Int(entry.localHeaderOffset)
    let structure = "local header of \"\(entry.path)\""
    let header = ArchiveWindow(
      try source.read(at: offset, count: ZipFormat.localHeaderSize, structure: structure),
      base: offset)
    guard let signature = header.integer(UInt32.self, at: offset),
      let nameLength = header.integer(UInt16.self, at: offset + 26),
      let extraLength = header.integer(UInt16.self, at: offset + 28)
    else { throw ZipError.truncated(structure: structure, offset: UInt64(offset)) }
    guard signature == ZipFormat.localHeaderSignature else {
      throw ZipError.corrupt(entry: entry.path, damage: .badLocalHeaderSignature(offset: offset))
    }
    let nameStart = offset + ZipFormat.localHeaderSize
    let localName = try source.read(at: nameStart, count: Int(nameLength), structure: structure)
    guard [UInt8](localName) == entry.rawName else {
      throw ZipError.corrupt(entry: entry.path, damage: .localNameDiffers)
    }
    let start = nameStart + Int(nameLength) + Int(extraLength)
    let size = Int(entry.compressedSize)
    guard start <= source.size, size <= source.size - start else {
      throw ZipError.truncated(structure: "data of \"\(entry.path)\"", offset: UInt64(start))
    }
    return start..<start + size
  }
}
