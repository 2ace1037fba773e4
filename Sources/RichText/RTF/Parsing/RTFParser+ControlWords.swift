extension RTFParser {
  /// A control symbol: `\\`, `\{`, `\}` are text; `\~`, `\-`, `\_` special characters; `\*`
  /// marks an ignorable destination; a backslash before a line end is `\par`.
  mutating func handleSymbol(_ symbol: UInt8) {
    switch symbol {
    case UInt8(ascii: "*"):
      ignorableNext = true
      return
    case UInt8(ascii: "\\"), UInt8(ascii: "{"), UInt8(ascii: "}"):
      ignorableNext = false
      appendByte(symbol)
      return
    default:
      break
    }
    ignorableNext = false
    flushPendingBytes(final: true)
    switch symbol {
    case UInt8(ascii: "~"): emit("\u{00A0}")
    case UInt8(ascii: "-"): emit("\u{00AD}")
    case UInt8(ascii: "_"): emit("\u{2011}")
    case 0x0A, 0x0D: breakParagraph()
    case 0x09: emit("\t")
    default: break
    }
  }

  /// A control word, looked up in `RTFKeyword.table` (`nil` when unknown).
  mutating func handleWord(_ keyword: RTFKeyword?, _ parameter: Int32?, ignorable: Bool) {
    guard let keyword else {
      if ignorable { skipGroup() }
      return
    }
    // Without attributes (plain text) the commonest words change nothing.
    if !Sink.keepsAttributes, keyword.onlyShapesAttributes { return }
    let value = parameter.map(Int.init)
    let isOn = value.map { $0 != 0 } ?? true
    switch keyword {
    case .rtf:
      if stack.count > 1 {
        report(.nestedDocument(offset: lexer.tokenStart))
      } else if bodyAtClose != nil {
        report(.concatenatedDocument(offset: lexer.tokenStart))
        keepTextAfterClose = true
      }
    case .ansi: setANSICodePage(.windowsLatin1)
    case .mac: setANSICodePage(CodePage(number: 10000))
    case .pc: setANSICodePage(CodePage(number: 437))
    case .pca: setANSICodePage(CodePage(number: 850))
    case .ansiCodePage:
      if let value, value > 0 { setANSICodePage(CodePage(number: value)) }
    case .defaultFont:
      defaultFont = value
      if state.character.fontIndex == nil { state.character.fontIndex = value }
      attributesDirty = true
    case .unicodeSkipCount:
      state.unicodeSkipCount = max(0, min(value ?? 1, 16))
    case .unicode:
      handleUnicode(parameter)
    case .fontTable: state.destination = .fontTable
    case .colorTable:
      state.destination = .colorTable
      colors.removeAll()
      colorDraft = (nil, nil, nil)
    case .info: state.destination = .info
    case .infoText(let field):
      if state.destination == .info || ignorable {
        state.destination = .infoText(field)
      } else {
        skipGroup()
      }
    case .infoDate(let creation):
      state.destination = .infoDate(creation: creation)
      dateDraft = RTFDate(year: 0, month: 1, day: 1)
    case .dateComponent(let component):
      if case .infoDate = state.destination { setDate(component, value ?? 0) }
    case .skippedDestination:
      skipGroup()
    case .fromHTML:
      encapsulatedHTML = true
    case .htmlRTF:
      state.htmlRTF = isOn
    case .htmlTag:
      // Outside `\fromhtml` documents the fragments are not text (readers skip them).
      if encapsulatedHTML { state.destination = .htmlTag } else { skipGroup() }
    case .readDestination:
      break
    default:
      handleContentWord(keyword, value, isOn: isOn, ignorable: ignorable)
    }
  }

  private mutating func handleContentWord(
    _ keyword: RTFKeyword, _ value: Int?, isOn: Bool, ignorable: Bool
  ) {
    switch keyword {
    case .font:
      if state.destination == .fontTable {
        commitFont()
        fontDraftIndex = value
        fontDraftDepth = stack.count
      } else {
        state.character.fontIndex = value
        attributesDirty = true
      }
    case .fontCharset:
      if state.destination == .fontTable { fontDraft.charset = value }
    case .fontCodePage:
      if state.destination == .fontTable, let value, value > 0 {
        fontDraft.codePage = CodePage(number: value)
      }
    case .red: colorDraft.red = value
    case .green: colorDraft.green = value
    case .blue: colorDraft.blue = value
    case .field:
      fields.append(FieldRecord(depth: stack.count))
    case .fieldInstruction:
      state.destination = .fieldInstruction
    case .fieldResult:
      if state.destination == .fieldInstruction { state.destination = .body }
      // Links are attributes: the plain-text path has no use for them.
      if Sink.keepsAttributes, let instruction = fields.last?.instruction,
        let target = HyperlinkInstruction.target(of: instruction)
      {
        state.character.link = target
        attributesDirty = true
      }
    case .nextGraphic:
      state.destination = .nextGraphic
      attachmentDraft = AttachmentCell(fileName: "")
    case .width:
      if state.destination == .nextGraphic, let value {
        let size = Self.twipsToPoints(value)
        attachmentDraft?.width = size
      }
    case .height:
      if state.destination == .nextGraphic, let value {
        let size = Self.twipsToPoints(value)
        attachmentDraft?.height = size
      }
    case .unicodePair, .object:
      state.containerOuter = state.destination
      state.destination = .container
    case .unicodeAlternative, .objectResult:
      if state.destination == .container { state.destination = state.containerOuter }
    default:
      handleFormattingWord(keyword, value, isOn: isOn)
    }
  }

  private mutating func handleFormattingWord(_ keyword: RTFKeyword, _ value: Int?, isOn: Bool) {
    switch keyword {
    case .character(let scalar):
      // `emit` reports a high surrogate left open before it.
      if pendingHighSurrogate == nil { emitScalar(Int(scalar.value)) } else { emit(String(scalar)) }
    case .paragraphBreak: breakParagraph()
    case .lineBreak: emit("\u{2028}")
    case .cell: emit("\t")
    case .plain: state.resetCharacterFormatting(defaultFont: defaultFont)
    case .bold: state.character.isBold = isOn
    case .italic: state.character.isItalic = isOn
    case .underline: state.character.isUnderlined = isOn
    case .underlineNone: state.character.isUnderlined = false
    case .strike: state.character.isStrikethrough = isOn
    case .fontSize:
      if let value, value > 0 { state.character.fontSize = Double(min(value, 32_767)) / 2 }
    case .fontSizeMilli:
      if let value, value > 0 { state.character.fontSize = Double(min(value, 16_383_000)) / 1000 }
    case .foreground: state.character.foregroundIndex = max(0, value ?? 0)
    case .background: state.character.backgroundIndex = max(0, value ?? 0)
    case .superscript: state.character.baseline = .superscript
    case .lowered: state.character.baseline = .subscript
    case .noSuperSub: state.character.baseline = .normal
    case .up: state.character.baseline = (value ?? 6) > 0 ? .superscript : .normal
    case .down: state.character.baseline = (value ?? 6) > 0 ? .subscript : .normal
    case .paragraphDefault:
      state.alignment = .natural
      if state.destination == .body { sink.setAlignment(.natural) }
      return
    case .align(let alignment):
      state.alignment = alignment
      if state.destination == .body { sink.setAlignment(alignment) }
      return
    default:
      return
    }
    attributesDirty = true
  }

  private mutating func breakParagraph() {
    // In encapsulated HTML a `\par` outside `\htmlrtf` is a line end of the HTML source.
    if encapsulatedHTML { return feedHTML("\n") }
    guard state.destination == .body else { return }
    swallowAttachmentByte = false
    finishParagraph(force: true)
  }

  /// Skips the rest of the current group.
  mutating func skipGroup() {
    guard !stack.isEmpty else { return }
    skipDepth = 1
  }

  private static func twipsToPoints(_ value: Int) -> Double {
    Double(max(0, min(value, 1 << 24))) / 20
  }

  private mutating func setDate(_ component: RTFKeyword.DateComponent, _ value: Int) {
    let value = max(0, min(value, 9999))
    switch component {
    case .year: dateDraft.year = value
    case .month: dateDraft.month = value
    case .day: dateDraft.day = value
    case .hour: dateDraft.hour = value
    case .minute: dateDraft.minute = value
    case .second: dateDraft.second = value
    }
  }
}
