import Foundation

/// Reads and validates the end-of-central-directory record and the central directory.
struct ZipDirectoryParser {
  let source: ZipSource
  let limits: ZipLimits
  /// The largest central directory read into memory.
  static let maxDirectoryBytes = 64 << 20

  func parse() throws -> [ZipEntry] {
    let (tail, end) = try findEndOfCentralDirectory()
    let directory = try readDirectoryBounds(tail, end: end)
    guard directory.end - directory.offset <= Self.maxDirectoryBytes else {
      throw ZipError.corrupt(
        entry: nil,
        damage: .directoryTooLarge(
          size: directory.end - directory.offset, limit: Self.maxDirectoryBytes))
    }
    let reader = ArchiveWindow(
      try source.read(
        at: directory.offset, count: directory.end - directory.offset,
        structure: "central directory"),
      base: directory.offset)
    var entries: [ZipEntry] = []
    entries.reserveCapacity(directory.count)
    var offset = directory.offset
    var seen = SeenPaths()
    var declaredTotal: UInt64 = 0
    for _ in 0..<directory.count {
      let (entry, next) = try readCentralHeader(reader, at: offset, directoryEnd: directory.end)
      offset = next
      try checkUnique(entry, seen: &seen)
      declaredTotal += entry.uncompressedSize
      if declaredTotal > limits.maxTotalUncompressedBytes {
        throw ZipError.totalSizeExceeded(
          total: declaredTotal, limit: limits.maxTotalUncompressedBytes)
      }
      entries.append(entry)
    }
    try checkNoOverlap(entries, directoryOffset: directory.offset)
    return entries
  }

  /// Scans backwards over at most 64 KiB of comment for the end record; returns the tail
  /// of the archive (which also holds a ZIP64 locator, if any) and the record's offset.
  private func findEndOfCentralDirectory() throws -> (ArchiveWindow, Int) {
    let size = ZipFormat.endOfCentralDirectorySize
    guard source.size >= size else {
      throw ZipError.tooSmall(size: source.size)
    }
    let lowest = max(0, source.size - size - ZipFormat.maxCommentSize - 20)
    let tail = ArchiveWindow(
      try source.read(at: lowest, count: source.size - lowest, structure: "archive end"),
      base: lowest)
    var position = source.size - size
    while position >= lowest {
      if tail.integer(UInt32.self, at: position) == ZipFormat.endOfCentralDirectorySignature,
        let commentLength = tail.integer(UInt16.self, at: position + 20),
        position + size + Int(commentLength) <= source.size
      {
        return (tail, position)
      }
      position -= 1
    }
    throw ZipError.missingEndRecord
  }

  private func readDirectoryBounds(
    _ reader: ArchiveWindow, end: Int
  ) throws -> (offset: Int, end: Int, count: Int) {
    guard let disk = reader.integer(UInt16.self, at: end + 4),
      let directoryDisk = reader.integer(UInt16.self, at: end + 6),
      let diskEntries = reader.integer(UInt16.self, at: end + 8),
      let totalEntries = reader.integer(UInt16.self, at: end + 10),
      let size = reader.integer(UInt32.self, at: end + 12),
      let offset = reader.integer(UInt32.self, at: end + 16)
    else { throw ZipError.truncated(structure: "end of central directory", offset: UInt64(end)) }
    if totalEntries == 0xFFFF || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF
      || (end >= 20 && reader.integer(UInt32.self, at: end - 20) == ZipFormat.zip64LocatorSignature)
    {
      throw ZipError.unsupportedFeature(entry: nil, feature: "ZIP64 extensions")
    }
    guard disk == 0, directoryDisk == 0, diskEntries == totalEntries else {
      throw ZipError.unsupportedFeature(entry: nil, feature: "multi-disk (spanned) archives")
    }
    let count = Int(totalEntries)
    guard count <= limits.maxEntryCount else {
      throw ZipError.tooManyEntries(count: count, limit: limits.maxEntryCount)
    }
    let start = Int(offset)
    let stop = start + Int(size)
    guard stop <= end else {
      throw ZipError.corrupt(entry: nil, damage: .directoryOverlapsEndRecord)
    }
    guard count * ZipFormat.centralHeaderSize <= Int(size) else {
      throw ZipError.corrupt(
        entry: nil, damage: .directoryTooSmall(size: UInt64(size), entries: count))
    }
    return (start, stop, count)
  }

  private func readCentralHeader(
    _ reader: ArchiveWindow, at offset: Int, directoryEnd: Int
  ) throws -> (ZipEntry, Int) {
    let fixed = ZipFormat.centralHeaderSize
    guard offset + fixed <= directoryEnd,
      let signature = reader.integer(UInt32.self, at: offset),
      let madeBy = reader.integer(UInt16.self, at: offset + 4),
      let flags = reader.integer(UInt16.self, at: offset + 8),
      let methodCode = reader.integer(UInt16.self, at: offset + 10),
      let dosTime = reader.integer(UInt16.self, at: offset + 12),
      let dosDate = reader.integer(UInt16.self, at: offset + 14),
      let crc = reader.integer(UInt32.self, at: offset + 16),
      let compressedSize = reader.integer(UInt32.self, at: offset + 20),
      let uncompressedSize = reader.integer(UInt32.self, at: offset + 24),
      let nameLength = reader.integer(UInt16.self, at: offset + 28),
      let extraLength = reader.integer(UInt16.self, at: offset + 30),
      let commentLength = reader.integer(UInt16.self, at: offset + 32),
      let external = reader.integer(UInt32.self, at: offset + 38),
      let localOffset = reader.integer(UInt32.self, at: offset + 42)
    else { throw ZipError.truncated(structure: "central directory header", offset: UInt64(offset)) }
    guard signature == ZipFormat.centralHeaderSignature else {
      throw ZipError.corrupt(entry: nil, damage: .badCentralHeaderSignature(offset: offset))
    }
    let next = offset + fixed + Int(nameLength) + Int(extraLength) + Int(commentLength)
    guard next <= directoryEnd,
      let nameData = reader.bytes(at: offset + fixed, count: Int(nameLength))
    else { throw ZipError.truncated(structure: "central directory header", offset: UInt64(offset)) }
    let host = UInt8(madeBy >> 8)
    let rawName = [UInt8](nameData)
    let name = try ZipEntryName.decode(rawName, flags: flags, host: host)
    if flags & (ZipFormat.flagEncrypted | ZipFormat.flagStrongEncryption) != 0 {
      throw ZipError.unsupportedFeature(entry: name, feature: "encryption")
    }
    guard let method = ZipEntry.CompressionMethod(rawValue: methodCode) else {
      throw ZipError.unsupportedFeature(entry: name, feature: "compression method \(methodCode)")
    }
    if compressedSize == 0xFFFF_FFFF || uncompressedSize == 0xFFFF_FFFF
      || localOffset == 0xFFFF_FFFF
    {
      throw ZipError.unsupportedFeature(entry: name, feature: "ZIP64 extensions")
    }
    let (components, namedDirectory) = try ZipEntryName.components(of: name, limits: limits)
    let path = components.joined(separator: "/")
    let kind = try Self.kind(
      path: path, external: external, host: host, namedDirectory: namedDirectory)
    if kind == .directory && uncompressedSize != 0 {
      throw ZipError.corrupt(
        entry: path, damage: .folderWithData(size: UInt64(uncompressedSize)))
    }
    try checkSize(
      path: path, uncompressed: UInt64(uncompressedSize), compressed: UInt64(compressedSize))
    let entry = ZipEntry(
      path: path, kind: kind, uncompressedSize: UInt64(uncompressedSize),
      compressedSize: UInt64(compressedSize), crc32: crc, method: method,
      modificationDate: ZipFormat.date(dosTime: dosTime, dosDate: dosDate),
      permissions: Self.permissions(external: external, host: host, kind: kind),
      localHeaderOffset: UInt64(localOffset), rawName: rawName)
    return (entry, next)
  }

  private func checkSize(path: String, uncompressed: UInt64, compressed: UInt64) throws {
    if uncompressed > limits.maxEntryUncompressedBytes {
      throw ZipError.entryTooLarge(
        entry: path, size: uncompressed, limit: limits.maxEntryUncompressedBytes)
    }
    if uncompressed > limits.ratioThreshold {
      let ratio = uncompressed / max(compressed, 1)
      if ratio > limits.maxCompressionRatio {
        throw ZipError.compressionRatioTooHigh(
          entry: path, ratio: ratio, limit: limits.maxCompressionRatio)
      }
    }
  }

  static func kind(
    path: String, external: UInt32, host: UInt8, namedDirectory: Bool
  ) throws -> ZipEntry.Kind {
    let unixHosts: Set<UInt8> = [ZipFormat.hostUnix, ZipFormat.hostDarwin]
    let mode = external >> 16
    if unixHosts.contains(host) && mode != 0 {
      switch mode & ZipFormat.typeMask {
      case ZipFormat.typeSymlink: throw ZipError.symbolicLink(entry: path)
      case ZipFormat.typeDirectory: return .directory
      case ZipFormat.typeRegular:
        if namedDirectory {
          throw ZipError.corrupt(entry: path, damage: .folderNameOnRegularFile)
        }
        return .file
      case 0: break
      default: throw ZipError.specialFile(entry: path, mode: mode)
      }
    }
    if namedDirectory || external & ZipFormat.dosDirectoryAttribute != 0 { return .directory }
    return .file
  }

  static func permissions(external: UInt32, host: UInt8, kind: ZipEntry.Kind) -> UInt16 {
    let mode = UInt16(truncatingIfNeeded: (external >> 16) & 0o777)
    if (host == ZipFormat.hostUnix || host == ZipFormat.hostDarwin) && mode != 0 { return mode }
    return kind == .directory ? 0o755 : 0o644
  }

  /// Paths seen so far: explicit entries, files, and folders (explicit or implied).
  struct SeenPaths {
    var entries: Set<String> = []
    var files: Set<String> = []
    var folders: Set<String> = []
  }

  /// Refuses repeated paths (Swift compares strings by canonical equivalence, so NFC and NFD
  /// spellings of one name count as the same) and files that are also used as folders.
  private func checkUnique(_ entry: ZipEntry, seen: inout SeenPaths) throws {
    guard seen.entries.insert(entry.path).inserted else {
      throw ZipError.duplicateEntry(entry: entry.path)
    }
    var prefix = ""
    for component in entry.path.split(separator: "/").dropLast() {
      prefix = prefix.isEmpty ? String(component) : prefix + "/" + component
      if seen.files.contains(prefix) { throw ZipError.duplicateEntry(entry: prefix) }
      seen.folders.insert(prefix)
    }
    switch entry.kind {
    case .file:
      if seen.folders.contains(entry.path) { throw ZipError.duplicateEntry(entry: entry.path) }
      seen.files.insert(entry.path)
    case .directory:
      seen.folders.insert(entry.path)
    }
  }

  /// Refuses entries whose data overlaps another's or the central directory (the
  /// "overlapping files" zip bomb shares one compressed stream between many entries).
  private func checkNoOverlap(_ entries: [ZipEntry], directoryOffset: Int) throws {
    let sorted = entries.sorted { $0.localHeaderOffset < $1.localHeaderOffset }
    for (index, entry) in sorted.enumerated() {
      let minimalEnd =
        entry.localHeaderOffset + UInt64(ZipFormat.localHeaderSize)
        + UInt64(entry.rawName.count) + entry.compressedSize
      let limit =
        index + 1 < sorted.count ? sorted[index + 1].localHeaderOffset : UInt64(directoryOffset)
      if minimalEnd > limit {
        throw ZipError.corrupt(entry: entry.path, damage: .overlappingData)
      }
    }
  }
}
