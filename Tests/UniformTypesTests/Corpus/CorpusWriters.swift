/// Writers for the container formats the corpus needs: zip (stored), PNG, gzip, tar.
enum CorpusWriters {
  /// A zip archive with stored (uncompressed) entries, in order, with a central directory.
  static func zip(_ entries: [(name: String, contents: [UInt8])]) -> [UInt8] {
    var out: [UInt8] = []
    var central: [UInt8] = []
    for (name, contents) in entries {
      let crc = Int(Checksums.crc32(contents))
      let offset = out.count
      let common =
        le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21) + le32(crc) + le32(contents.count)
        + le32(contents.count) + le16(name.utf8.count) + le16(0)
      out += [0x50, 0x4B, 0x03, 0x04] + common + ascii(name) + contents
      central +=
        [0x50, 0x4B, 0x01, 0x02] + le16(20) + common + le16(0) + le16(0) + le16(0)
        + le32(0) + le32(offset) + ascii(name)
    }
    let centralOffset = out.count
    out += central
    out +=
      [0x50, 0x4B, 0x05, 0x06] + le16(0) + le16(0) + le16(entries.count)
      + le16(entries.count) + le32(central.count) + le32(centralOffset) + le16(0)
    return out
  }

  static func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = ascii(type) + data
    return be32(data.count) + body + be32(Int(Checksums.crc32(body)))
  }

  /// A valid RGB PNG of `width`×`height` grey pixels.
  static func png(width: Int, height: Int) -> [UInt8] {
    var raw: [UInt8] = []
    for _ in 0..<height { raw += [0] + [UInt8](repeating: 0x80, count: width * 3) }
    let zlib = [0x78, 0x01] + Checksums.storedDeflate(raw) + be32(Int(Checksums.adler32(raw)))
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + pngChunk("IHDR", be32(width) + be32(height) + [8, 2, 0, 0, 0])
      + pngChunk("IDAT", zlib) + pngChunk("IEND", [])
  }

  /// A valid gzip member holding `contents`.
  static func gzip(_ contents: [UInt8]) -> [UInt8] {
    [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3] + Checksums.storedDeflate(contents)
      + le32(Int(Checksums.crc32(contents))) + le32(contents.count)
  }

  /// A POSIX ustar archive with one file.
  static func tar(name: String, contents: [UInt8]) -> [UInt8] {
    func field(_ text: String, _ size: Int) -> [UInt8] {
      Array(ascii(text).prefix(size)) + [UInt8](repeating: 0, count: max(0, size - text.utf8.count))
    }
    func octal(_ value: Int, _ size: Int) -> [UInt8] {
      let digits = String(value, radix: 8)
      return field(String(repeating: "0", count: size - 1 - digits.count) + digits, size)
    }
    var header =
      field(name, 100) + octal(0o644, 8) + octal(0, 8) + octal(0, 8) + octal(contents.count, 12)
      + octal(0, 12) + [UInt8](repeating: 0x20, count: 8) + ascii("0") + field("", 100)
      + ascii("ustar") + [0] + ascii("00") + field("user", 32) + field("group", 32)
      + octal(0, 8) + octal(0, 8) + field("", 155)
    header += [UInt8](repeating: 0, count: 512 - header.count)
    let sum = header.reduce(0) { $0 + Int($1) }
    let checksum = String(sum, radix: 8)
    let checksumField =
      ascii(String(repeating: "0", count: 6 - checksum.count) + checksum) + [0, 0x20]
    header.replaceSubrange(148..<156, with: checksumField)
    let padding = (512 - contents.count % 512) % 512
    return header + contents + [UInt8](repeating: 0, count: padding + 1024)
  }
}
