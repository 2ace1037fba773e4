extension RTFParser {
  /// How a code page byte added to the body now is decoded (`BodyByteDecoding`). Decoding
  /// byte by byte gives the text decoding the collected bytes at the next flush would: bytes
  /// are decoded in order either way, and nothing changes the destination or the code page
  /// without flushing first.
  @inline(__always)
  mutating func bodyByteDecoding() -> BodyByteDecoding {
    guard case .body = state.destination, !encapsulatedHTML, pendingHighSurrogate == nil
    else { return .collected }
    let font = state.character.fontIndex
    let decoding: BodyByteDecoding
    if let cached = bodyDecoding, cached.fontIndex == font {
      decoding = cached.decoding
    } else {
      decoding = lookUpBodyDecoding()
      bodyDecoding = (font, decoding)
    }
    if pendingBytes.isEmpty { return decoding }
    // A lead byte decoded straight to the body waits alone in `pendingBytes` for its trail
    // (a flush without one decodes it to U+FFFD).
    if case .doubleByte(_, let singles, _) = decoding, pendingBytes.count == 1,
      singles[Int(pendingBytes[0])] == DoubleByteUTF8Table.lead
    {
      return decoding
    }
    return .collected
  }

  /// `\ansi`, `\mac`, `\pc`, `\pca`, `\ansicpgN`: the document's code page.
  mutating func setANSICodePage(_ codePage: CodePage) {
    ansiCodePage = codePage
    bodyDecoding = nil
  }

  private mutating func lookUpBodyDecoding() -> BodyByteDecoding {
    let codePage = currentCodePage()
    if let entries = decoder.utf8Table(for: codePage) { return .singleByte(entries) }
    if let table = decoder.doubleByteTable(for: codePage) {
      return .doubleByte(pairs: table.pairs, singles: table.singles, codePage: codePage)
    }
    return .collected
  }

  /// One byte of a double-byte code page: the trail of the waiting lead, a lead to wait, or
  /// a character of its own, decoded as `CodePageDecoder.decode` would.
  @inline(__always)
  mutating func decodeDoubleByte(
    _ byte: UInt8, pairs: UnsafeMutablePointer<UInt64>, singles: UnsafeMutablePointer<UInt64>,
    codePage: CodePage
  ) {
    if let lead = pendingBytes.last {
      pendingBytes.removeLast()
      let index = Int(lead & 0x7F) << 8 | Int(byte)
      if pairs[index] == 0 {
        pairs[index] = DoubleByteUTF8Table.entry(for: decoder.pair(lead, byte, codePage: codePage))
      }
      let entry = pairs[index]
      if entry & DoubleByteUTF8Table.asString != 0 {
        emit(decoder.pair(lead, byte, codePage: codePage))
      } else {
        prepareBodyText()
        sink.appendCodePageCharacter(entry & 0xFF_FFFF_FFFF)
      }
    } else if singles[Int(byte)] == DoubleByteUTF8Table.lead {
      pendingBytes.append(byte)
    } else {
      if singles[Int(byte)] == 0 {
        singles[Int(byte)] = DoubleByteUTF8Table.entry(
          for: decoder.single(byte, codePage: codePage))
      }
      let entry = singles[Int(byte)]
      if entry & DoubleByteUTF8Table.asString != 0 {
        emit(decoder.single(byte, codePage: codePage))
      } else {
        prepareBodyText()
        sink.appendCodePageCharacter(entry & 0xFF_FFFF_FFFF)
      }
    }
  }

  /// Text bytes that need a code page (8-bit text, control bytes), out of line: rare in
  /// real files, and the parser's token loop stays small enough to inline.
  @inline(never)
  mutating func decodeTextBytes(_ range: Range<Int>) {
    let bytes = lexer.bytes
    switch bodyByteDecoding() {
    case .singleByte(let entries):
      var started = false
      for index in range {
        let byte = bytes[index]
        if byte < 0x20 && byte != 0x09 { continue }
        if !started {
          prepareBodyText()
          started = true
        }
        sink.appendCodePageCharacter(entries[Int(byte)])
      }
      return
    case .doubleByte(let pairs, let singles, let codePage):
      for index in range {
        let byte = bytes[index]
        if byte < 0x20 && byte != 0x09 { continue }
        decodeDoubleByte(byte, pairs: pairs, singles: singles, codePage: codePage)
      }
      return
    case .collected:
      break
    }
    for index in range {
      let byte = bytes[index]
      if byte < 0x20 && byte != 0x09 { continue }
      pendingBytes.append(byte)
    }
  }
}
