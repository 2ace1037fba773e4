import Deflate
import Foundation

/// Writes zip archives: raw deflate via zlib, CRC-32, folder entries, Unix permissions in
/// the external attributes, UTF-8 names, and deterministic output.
///
/// Entries are written in the order they are added; ``archive(directory:includingRootFolder:options:)``
/// adds a folder's contents sorted by path, so the same tree always gives the same bytes.
/// ZIP64 is not written: an archive that would pass 4 GiB or 65,535 entries is refused with
/// ``ZipError/archiveTooLarge(_:)`` before anything invalid is produced.
///
/// ```swift
/// let writer = ZipWriter()
/// try writer.addDirectory(path: "Trip.note")
/// try writer.addFile(path: "Trip.note/Text.rtf", contents: rtf)
/// let zip = try writer.finish() ?? Data()
/// ```
public final class ZipWriter {
  private struct CentralRecord {
    var name: [UInt8]
    var flags: UInt16
    var method: UInt16
    var time: UInt16
    var date: UInt16
    var crc: UInt32
    var compressedSize: UInt32
    var uncompressedSize: UInt32
    var external: UInt32
    var offset: UInt32
  }

  private let options: Options
  private let output: ZipOutput
  private var records: [CentralRecord] = []
  private var names: Set<String> = []
  private var finished = false
  private static let maxOffset: UInt64 = 0xFFFF_FFFE

  /// A writer that builds the archive in memory; ``finish()`` returns it.
  public init(options: Options = Options()) {
    self.options = options
    self.output = ZipOutput()
  }

  /// A writer that streams to a temporary file beside `url` and renames it over `url`
  /// in ``finish()``; if the writer is discarded unfinished, the temporary file is removed.
  ///
  /// - Throws: `ZipError.io` when the temporary file cannot be created.
  public init(writingTo url: URL, options: Options = Options()) throws {
    self.options = options
    self.output = try ZipOutput(destination: url)
  }

  /// Adds a folder entry (`path/`).
  ///
  /// - Throws: `ZipError.unsafePath` for a name that could not be extracted safely,
  ///   `ZipError.duplicateEntry`, or an output error.
  public func addDirectory(
    path: String, modificationDate: Date? = nil, permissions: UInt16 = 0o755
  ) throws {
    let name = try register(path, directory: true)
    let mode = ZipFormat.typeDirectory | UInt32(normalized(permissions, directory: true))
    try writeEntry(
      name: name, external: mode << 16 | ZipFormat.dosDirectoryAttribute,
      date: modificationDate, method: 0
    ) { _ in (0, 0) }
  }

  /// Adds a file entry holding `contents`.
  ///
  /// - Throws: `ZipError.unsafePath`, `ZipError.duplicateEntry`, `ZipError.archiveTooLarge`,
  ///   or an output error.
  public func addFile(
    path: String, contents: Data, modificationDate: Date? = nil, permissions: UInt16 = 0o644
  ) throws {
    try checkEntrySize(UInt64(contents.count), path: path)
    let name = try register(path, directory: false)
    let mode = ZipFormat.typeRegular | UInt32(normalized(permissions, directory: false))
    try writeEntry(
      name: name, external: mode << 16, date: modificationDate, method: contents.isEmpty ? 0 : 8
    ) { emit in
      guard !contents.isEmpty else { return (0, 0) }
      try mappingDeflateErrors(entry: path) {
        let deflater = try Deflater(format: .raw, level: options.compressionLevel)
        try deflater.compress(contents, finish: true, into: emit)
      }
      return (CRC32.checksum(contents), UInt64(contents.count))
    }
  }

  /// Adds a file entry streamed from the regular file at `url` (never loaded whole).
  ///
  /// Its modification date and permissions are used as ``Options`` say.
  /// - Throws: `ZipError.io` when the file cannot be read, plus the errors of
  ///   ``addFile(path:contents:modificationDate:permissions:)``.
  public func addFile(path: String, contentsOf url: URL) throws {
    let info = try FileInfo(url)
    guard info.kind == .file else {
      throw ZipError.io(path: url.path, reason: "not a regular file")
    }
    try checkEntrySize(info.size, path: path)
    let name = try register(path, directory: false)
    let mode = ZipFormat.typeRegular | UInt32(normalized(info.permissions, directory: false))
    let handle: FileHandle
    do { handle = try FileHandle(forReadingFrom: url) } catch {
      throw ZipError.io(path: url.path, reason: "cannot open: \(error.localizedDescription)")
    }
    defer { try? handle.close() }
    try writeEntry(
      name: name, external: mode << 16, date: info.modificationDate, method: info.size == 0 ? 0 : 8
    ) { emit in
      guard info.size > 0 else { return (0, 0) }
      let deflater = try mappingDeflateErrors(entry: path) {
        try Deflater(format: .raw, level: options.compressionLevel)
      }
      var crc = CRC32()
      var total: UInt64 = 0
      while true {
        let chunk: Data
        do { chunk = try handle.read(upToCount: 1 << 20) ?? Data() } catch {
          throw ZipError.io(path: url.path, reason: "read failed: \(error.localizedDescription)")
        }
        total += UInt64(chunk.count)
        try checkEntrySize(total, path: path)
        crc.update(chunk)
        try mappingDeflateErrors(entry: path) {
          try deflater.compress(chunk, finish: chunk.isEmpty, into: emit)
        }
        if chunk.isEmpty { break }
      }
      return (crc.value, total)
    }
  }

  /// Writes the central directory and end record.
  ///
  /// - Returns: the archive for an in-memory writer; `nil` for a file writer, whose file is
  ///   now in place.
  /// - Throws: `ZipError.writerFinished` on a second call, or an output error.
  @discardableResult
  public func finish() throws -> Data? {
    guard !finished else { throw ZipError.writerFinished }
    finished = true
    let directoryOffset = output.position
    var directory = Data()
    for record in records {
      directory.appendLittleEndian(ZipFormat.centralHeaderSignature)
      directory.appendLittleEndian(UInt16(3 << 8 | 20))  // made by Unix, spec 2.0
      directory.appendLittleEndian(UInt16(20))
      directory.appendLittleEndian(record.flags)
      directory.appendLittleEndian(record.method)
      directory.appendLittleEndian(record.time)
      directory.appendLittleEndian(record.date)
      directory.appendLittleEndian(record.crc)
      directory.appendLittleEndian(record.compressedSize)
      directory.appendLittleEndian(record.uncompressedSize)
      directory.appendLittleEndian(UInt16(record.name.count))
      directory.appendLittleEndian(UInt16(0))  // extra
      directory.appendLittleEndian(UInt16(0))  // comment
      directory.appendLittleEndian(UInt16(0))  // disk
      directory.appendLittleEndian(UInt16(0))  // internal attributes
      directory.appendLittleEndian(record.external)
      directory.appendLittleEndian(record.offset)
      directory.append(contentsOf: record.name)
    }
    guard directoryOffset + UInt64(directory.count) <= Self.maxOffset else {
      throw ZipError.archiveTooLarge(.directoryEnd)
    }
    try output.write(directory)
    var end = Data()
    end.appendLittleEndian(ZipFormat.endOfCentralDirectorySignature)
    end.appendLittleEndian(UInt32(0))  // disk numbers
    end.appendLittleEndian(UInt16(records.count))
    end.appendLittleEndian(UInt16(records.count))
    end.appendLittleEndian(UInt32(directory.count))
    end.appendLittleEndian(UInt32(directoryOffset))
    end.appendLittleEndian(UInt16(0))
    try output.write(end)
    return try output.finish()
  }

  // MARK: - Entries

  private func register(_ path: String, directory: Bool) throws -> String {
    guard !finished else { throw ZipError.writerFinished }
    var limits = ZipLimits()
    limits.maxPathBytes = 0xFFFF
    let trimmed = directory && path.hasSuffix("/") ? String(path.dropLast()) : path
    let (components, _) = try ZipEntryName.components(of: trimmed, limits: limits)
    let clean = components.joined(separator: "/")
    guard names.insert(clean).inserted else { throw ZipError.duplicateEntry(entry: clean) }
    guard records.count < 0xFFFF else {
      throw ZipError.archiveTooLarge(.entryCount)
    }
    return directory ? clean + "/" : clean
  }

  private func checkEntrySize(_ size: UInt64, path: String) throws {
    if size > Self.maxOffset {
      throw ZipError.archiveTooLarge(.entrySize(entry: path, size: size))
    }
  }

  private func normalized(_ permissions: UInt16, directory: Bool) -> UInt16 {
    if options.preservesPermissions { return permissions & 0o777 }
    return directory || permissions & 0o111 != 0 ? 0o755 : 0o644
  }

  /// Writes a local header with placeholder CRC and sizes, the data produced by `body`,
  /// then patches the header.
  private func writeEntry(
    name: String, external: UInt32, date: Date?, method: UInt16,
    body: (_ emit: (Data) throws -> Void) throws -> (crc: UInt32, size: UInt64)
  ) throws {
    let nameBytes = Array(name.utf8)
    let flags: UInt16 = nameBytes.allSatisfy { $0 < 0x80 } ? 0 : ZipFormat.flagUTF8
    let stampDate: Date
    switch options.timestamps {
    case .fixed(let fixed): stampDate = fixed
    case .fromFiles: stampDate = date ?? ZipFormat.dosEpoch
    }
    let (time, day) = ZipFormat.dosDateTime(stampDate)
    let offset = output.position
    guard offset <= Self.maxOffset else {
      throw ZipError.archiveTooLarge(.entryStart(entry: name))
    }
    var header = Data()
    header.appendLittleEndian(ZipFormat.localHeaderSignature)
    header.appendLittleEndian(UInt16(20))
    header.appendLittleEndian(flags)
    header.appendLittleEndian(method)
    header.appendLittleEndian(time)
    header.appendLittleEndian(day)
    header.append(Data(count: 12))  // CRC and sizes, patched below
    header.appendLittleEndian(UInt16(nameBytes.count))
    header.appendLittleEndian(UInt16(0))
    header.append(contentsOf: nameBytes)
    try output.write(header)
    let dataStart = output.position
    let (crc, size) = try body { chunk in
      guard output.position + UInt64(chunk.count) <= Self.maxOffset else {
        throw ZipError.archiveTooLarge(.entryEnd(entry: name))
      }
      try output.write(chunk)
    }
    let compressed = output.position - dataStart
    var sizes = Data()
    sizes.appendLittleEndian(crc)
    sizes.appendLittleEndian(UInt32(compressed))
    sizes.appendLittleEndian(UInt32(size))
    try output.patch(sizes, at: offset + 14)
    records.append(
      CentralRecord(
        name: nameBytes, flags: flags, method: method, time: time, date: day, crc: crc,
        compressedSize: UInt32(compressed), uncompressedSize: UInt32(size),
        external: external, offset: UInt32(offset)))
  }
}
