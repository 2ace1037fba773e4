import DocpkgSystem

/// Turns bytes of a code page into text, with a 256-entry table per single-byte code page and
/// a cache of pairs for double-byte ones, both filled from iconv on first use.
///
/// One decoder serves one read; it is not shared between threads.
final class CodePageDecoder {
  private var singleByteTables: [Int: [String]] = [:]
  private var pairCache: [Int: [UInt16: String]] = [:]
  private var converters: [Int: IconvConverter] = [:]
  private var missing: Set<Int> = []
  /// `CodePageUTF8Table`s by code page number; `nil` for a code page that has none.
  private var utf8Tables: [Int: CodePageUTF8Table?] = [:]
  private var doubleByteTables: [Int: DoubleByteUTF8Table] = [:]

  /// Code pages that iconv could not open; their bytes were decoded as Windows-1252.
  private(set) var unsupportedCodePages: [Int] = []

  /// Decodes `bytes` in `codePage`, appending to `text`.
  ///
  /// For double-byte code pages a lead byte takes the next byte as its trail whatever it is
  /// (Shift-JIS trail bytes include ASCII letters and `\`). A lead byte at the very end is
  /// returned so the caller can wait for its trail; pass `final: true` to decode it as
  /// U+FFFD instead.
  func decode(_ bytes: [UInt8], codePage: CodePage, into text: inout String) -> UInt8? {
    if codePage == .utf8 {
      text += String(decoding: bytes, as: UTF8.self)
      return nil
    }
    if codePage.isDoubleByte {
      return decodeDoubleByte(bytes, codePage: codePage, into: &text)
    }
    let table = singleByteTable(for: codePage)
    for byte in bytes {
      if byte < 0x80 {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        text += table[Int(byte)]
      }
    }
    return nil
  }

  /// The entries of `codePage`'s `CodePageUTF8Table`, valid as long as the decoder, or `nil`
  /// for UTF-8, double-byte code pages and code pages the table cannot hold.
  func utf8Table(for codePage: CodePage) -> UnsafePointer<UInt64>? {
    if let table = utf8Tables[codePage.number] { return table?.entries }
    var table: CodePageUTF8Table?
    if codePage != .utf8, !codePage.isDoubleByte {
      table = CodePageUTF8Table(decoded: singleByteTable(for: codePage))
    }
    utf8Tables[codePage.number] = .some(table)
    return table?.entries
  }

  /// The `DoubleByteUTF8Table` of a double-byte `codePage` (`nil` for others), kept as long
  /// as the decoder.
  func doubleByteTable(for codePage: CodePage) -> DoubleByteUTF8Table? {
    guard codePage.isDoubleByte else { return nil }
    if let table = doubleByteTables[codePage.number] { return table }
    let table = DoubleByteUTF8Table(codePage: codePage)
    doubleByteTables[codePage.number] = table
    return table
  }

  deinit {
    for case .some(let table) in utf8Tables.values { table.deallocate() }
  }

  private func decodeDoubleByte(_ bytes: [UInt8], codePage: CodePage, into text: inout String)
    -> UInt8?
  {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if codePage.isLeadByte(byte) {
        guard index + 1 < bytes.count else { return byte }
        text += pair(byte, bytes[index + 1], codePage: codePage)
        index += 2
      } else if byte < 0x80 {
        text.unicodeScalars.append(Unicode.Scalar(byte))
        index += 1
      } else {
        text += single(byte, codePage: codePage)
        index += 1
      }
    }
    return nil
  }

  /// The character of a lead and trail byte in a double-byte `codePage`.
  func pair(_ lead: UInt8, _ trail: UInt8, codePage: CodePage) -> String {
    let key = UInt16(lead) << 8 | UInt16(trail)
    if let cached = pairCache[codePage.number]?[key] { return cached }
    let decoded = converter(for: codePage)?.convert([lead, trail]) ?? "\u{FFFD}"
    pairCache[codePage.number, default: [:]][key] = decoded
    return decoded
  }

  /// The character of a byte that is not a lead in a double-byte `codePage`.
  func single(_ byte: UInt8, codePage: CodePage) -> String {
    converter(for: codePage)?.convert([byte]) ?? "\u{FFFD}"
  }

  private func singleByteTable(for codePage: CodePage) -> [String] {
    if let table = singleByteTables[codePage.number] { return table }
    var table = (0..<256).map { String(Unicode.Scalar(UInt8($0))) }
    if codePage.number == CodePage.symbol {
      for (byte, scalar) in SymbolFont.mapping {
        table[Int(byte)] = String(scalar)
      }
    } else {
      let converter =
        converter(for: codePage) ?? converter(for: .windowsLatin1)
      for byte in 0x80...0xFF {
        table[byte] = converter?.convert([UInt8(byte)]) ?? "\u{FFFD}"
      }
    }
    singleByteTables[codePage.number] = table
    return table
  }

  private func converter(for codePage: CodePage) -> IconvConverter? {
    if let converter = converters[codePage.number] { return converter }
    guard !missing.contains(codePage.number) else { return nil }
    guard let name = codePage.iconvName, let converter = IconvConverter(from: name) else {
      missing.insert(codePage.number)
      if codePage.number != CodePage.symbol { unsupportedCodePages.append(codePage.number) }
      return nil
    }
    converters[codePage.number] = converter
    return converter
  }
}
