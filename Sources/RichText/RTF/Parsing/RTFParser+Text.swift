extension RTFParser {
  /// Literal text bytes: skip `\uc` fallback units, then decode in the current code page.
  mutating func handleText(_ range: Range<Int>) {
    var start = range.lowerBound
    if unicodeSkipRemaining > 0 {
      let skipped = min(unicodeSkipRemaining, range.count)
      unicodeSkipRemaining -= skipped
      start += skipped
    }
    guard start < range.upperBound else { return }
    let bytes = lexer.bytes
    if stack.isEmpty {
      if bytes[start..<range.upperBound].allSatisfy({ $0 <= 0x20 }) { return }
      if documentClosed {
        report(.textAfterEnd(offset: start))
        documentClosed = false
      }
      if bodyAtClose != nil { textAfterClose = true }
    }
    if swallowAttachmentByte {
      swallowAttachmentByte = false
      if bytes[start] == 0xAC {
        start += 1
        guard start < range.upperBound else { return }
      }
    }
    if pendingBytes.isEmpty {
      // The lexer knows when the whole token is plain; otherwise check what is left of it.
      var plain = true
      if !lexer.lastTextIsPlain {
        for index in start..<range.upperBound {
          let byte = bytes[index]
          if byte >= 0x80 || (byte < 0x20 && byte != 0x09) {
            plain = false
            break
          }
        }
      }
      if plain {
        if case .body = state.destination, pendingHighSurrogate == nil, !encapsulatedHTML {
          prepareBodyText()
          sink.appendASCII(UnsafeBufferPointer(rebasing: bytes[start..<range.upperBound]))
        } else {
          emit(String(decoding: bytes[start..<range.upperBound], as: UTF8.self))
        }
        return
      }
    }
    decodeTextBytes(start..<range.upperBound)
  }

  /// One byte of the current code page (`\'hh`, or an escaped `\\`, `\{`, `\}`).
  mutating func appendByte(_ byte: UInt8) {
    if byte < 0x20 && byte != 0x09 { return }
    if swallowAttachmentByte {
      swallowAttachmentByte = false
      if byte == 0xAC { return }
    }
    switch bodyByteDecoding() {
    case .singleByte(let entries):
      prepareBodyText()
      sink.appendCodePageCharacter(entries[Int(byte)])
    case .doubleByte(let pairs, let singles, let codePage):
      decodeDoubleByte(byte, pairs: pairs, singles: singles, codePage: codePage)
    case .collected:
      pendingBytes.append(byte)
    }
  }

  /// Decodes bytes collected for the current code page and emits the text.
  ///
  /// A double-byte lead byte at the end stays pending unless `final` is set, so the trail can
  /// arrive as the next token (`\'82` then `a`).
  @inline(__always)
  mutating func flushPendingBytes(final: Bool) {
    if !pendingBytes.isEmpty { decodePendingBytes(final: final) }
  }

  private mutating func decodePendingBytes(final: Bool) {
    var text = ""
    let leftover = decoder.decode(pendingBytes, codePage: currentCodePage(), into: &text)
    pendingBytes.removeAll(keepingCapacity: true)
    if let leftover {
      if final {
        text.unicodeScalars.append("\u{FFFD}")
      } else {
        pendingBytes.append(leftover)
      }
    }
    emit(text)
  }

  /// The code page for `\'hh` in the current group: the font's `\cpg` or `\fcharset`, else
  /// the document's `\ansicpg`.
  func currentCodePage() -> CodePage {
    let font: FontEntry?
    if state.destination == .htmlTag {
      // [MS-OXRTFEX]: HTML fragments are in the document's code page.
      return ansiCodePage
    } else if state.destination == .fontTable {
      font = fontDraft
    } else if let index = state.character.fontIndex {
      font = fonts[index]
    } else {
      font = nil
    }
    if let font {
      if let codePage = font.codePage { return codePage }
      if let charset = font.charset, let codePage = CodePage.forCharset(charset) {
        return codePage
      }
    }
    return ansiCodePage
  }

  /// `\uN`: a UTF-16 unit (negative N wraps, as Word writes it; above 32767 as Cocoa does).
  mutating func handleUnicode(_ parameter: Int32?) {
    guard let parameter else { return }
    var value = Int(parameter)
    if value < 0 { value += 65536 }
    unicodeSkipRemaining = state.unicodeSkipCount
    // The common case first, as `emitScalar` would take it: a character of body text (not a
    // control character, not a surrogate, in range) with no high surrogate waiting.
    if pendingHighSurrogate == nil, value >= 0x20,
      value < 0xD800 || (value > 0xDFFF && value <= 0x10_FFFF), case .body = state.destination,
      !encapsulatedHTML
    {
      prepareBodyText()
      sink.append(Unicode.Scalar(UInt32(truncatingIfNeeded: value)).unsafelyUnwrapped)
      return
    }
    switch value {
    case 0xD800...0xDBFF:
      if pendingHighSurrogate != nil { replaceLoneSurrogate() }
      pendingHighSurrogate = UInt16(value)
    case 0xDC00...0xDFFF:
      if let high = pendingHighSurrogate {
        pendingHighSurrogate = nil
        let scalar = 0x10000 + ((Int(high) - 0xD800) << 10) + (value - 0xDC00)
        emitScalar(scalar)
      } else {
        replaceLoneSurrogate()
      }
    default:
      if pendingHighSurrogate != nil { replaceLoneSurrogate() }
      emitScalar(value)
    }
  }

  private mutating func replaceLoneSurrogate() {
    pendingHighSurrogate = nil
    report(.loneSurrogate(offset: lexer.tokenStart))
    emit("\u{FFFD}")
  }

  mutating func emitScalar(_ value: Int) {
    // The common case first: a character of body text (not a control character, not a
    // surrogate, in range), straight to the sink.
    if value >= 0x20, value < 0xD800 || (value > 0xDFFF && value <= 0x10_FFFF),
      case .body = state.destination, !encapsulatedHTML
    {
      prepareBodyText()
      sink.append(Unicode.Scalar(UInt32(truncatingIfNeeded: value)).unsafelyUnwrapped)
      return
    }
    guard value >= 0x20 || value == 0x09, let scalar = Unicode.Scalar(UInt32(clamping: value))
    else {
      if value >= 0x20 { emit("\u{FFFD}") }
      return
    }
    if case .body = state.destination, !encapsulatedHTML {
      prepareBodyText()
      sink.append(scalar)
    } else {
      emit(String(scalar))
    }
  }

  /// Readies `bodyText` for text in the current group's attributes.
  @inline(__always)
  mutating func prepareBodyText() {
    swallowAttachmentByte = false
    if Sink.keepsAttributes, attributesDirty {
      attributesDirty = false
      if cachedCharacter != state.character {
        cachedCharacter = state.character
        sink.setAttributes(resolvedAttributes())
      }
    }
    sink.setAlignment(state.alignment)
    hasContent = true
  }

  /// Sends decoded text to the current destination.
  mutating func emit(_ text: String) {
    guard !text.isEmpty else { return }
    if pendingHighSurrogate != nil {
      pendingHighSurrogate = nil
      report(.loneSurrogate(offset: lexer.tokenStart))
      emitToDestination("\u{FFFD}")
    }
    emitToDestination(text)
  }

  private mutating func emitToDestination(_ text: String) {
    switch state.destination {
    case .body:
      if encapsulatedHTML { return feedHTML(text) }
      prepareBodyText()
      sink.append(text)
    case .htmlTag:
      feedHTML(text)
    case .fontTable:
      for character in text {
        if character == ";" {
          commitFont()
        } else {
          fontDraft.name.append(character)
        }
      }
    case .colorTable:
      for character in text where character == ";" {
        commitColor()
      }
    case .infoText(let field):
      appendInfo(text, to: field)
    case .fieldInstruction:
      if Sink.keepsAttributes, let last = fields.indices.last {
        fields[last].instruction += text
      }
    case .nextGraphic:
      attachmentDraft?.fileName += text
    case .info, .infoDate, .container:
      break
    }
  }

  /// The attributes of the current group as the model states them.
  func resolvedAttributes() -> TextAttributes {
    var name: String?
    if let index = state.character.fontIndex, let font = fonts[index], !font.name.isEmpty {
      name = font.name
    }
    return TextAttributes(
      fontName: name, fontSize: state.character.fontSize, isBold: state.character.isBold,
      isItalic: state.character.isItalic, isUnderlined: state.character.isUnderlined,
      isStrikethrough: state.character.isStrikethrough,
      foregroundColor: color(state.character.foregroundIndex),
      backgroundColor: color(state.character.backgroundIndex), baseline: state.character.baseline,
      link: state.character.link)
  }

  private func color(_ index: Int) -> RGBColor? {
    guard index > 0, index < colors.count else { return nil }
    return colors[index]
  }

  /// Ends the current paragraph (`\par`), or at the end of input keeps the last one when
  /// the document has text.
  mutating func finishParagraph(force: Bool) {
    guard force || hasContent || !sink.isEmpty else { return }
    // Paragraph formatting carries on to the next paragraph until `\pard`.
    sink.endParagraph(alignment: force ? state.alignment : nil, nextAlignment: state.alignment)
    hasContent = true
  }
}
