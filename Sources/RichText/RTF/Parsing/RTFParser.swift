/// Turns RTF tokens into body text for a sink (the `AttributedDocument` builder or the
/// plain-text writer), keeping groups on an explicit stack so nesting never grows the call
/// stack.
struct RTFParser<Sink: RTFTextSink> {
  var lexer: RTFLexer
  let options: RTFReader.Options
  /// `RTFKeywordTable.shared`, held here so lookups skip the global's once-check.
  let keywordTable = RTFKeywordTable.shared

  // Group state
  var state = GroupState()
  var stack: [GroupState] = []
  /// Open groups inside a skipped destination (0 when not skipping).
  var skipDepth = 0
  /// `\*` was just seen: the next control word names an ignorable destination.
  var ignorableNext = false
  var sawDocumentGroup = false
  var documentClosed = false
  /// `hasContent` when the outermost group first closed (the sink saved its body then).
  /// Text after it is dropped at the end unless a stray `}` later shows the close was
  /// premature.
  var bodyAtClose: Bool?
  /// Whether to keep what follows the first close: a later `{\rtf` (concatenated documents)
  /// or a stray `}` after trailing text (a premature close) says so.
  var keepTextAfterClose = false
  var textAfterClose = false

  // Document-wide settings and tables
  var ansiCodePage = CodePage.windowsLatin1
  var defaultFont: Int?
  var fonts: [Int: FontEntry] = [:]
  var fontDraft = FontEntry()
  var fontDraftIndex: Int?
  /// The group depth where the font being defined started.
  var fontDraftDepth = 0
  var colors: [RGBColor?] = []
  var colorDraft: (red: Int?, green: Int?, blue: Int?) = (nil, nil, nil)
  var dateDraft = RTFDate(year: 0, month: 1, day: 1)
  var metadata = DocumentMetadata()

  // Text assembly
  let decoder = CodePageDecoder()
  var pendingBytes: [UInt8] = []
  /// How the body's code page is decoded and the font it was looked up for; `nil` until a
  /// byte needs it, and again when fonts or `\ansicpg` change.
  var bodyDecoding: (fontIndex: Int?, decoding: BodyByteDecoding)?
  var pendingHighSurrogate: UInt16?
  var unicodeSkipRemaining = 0
  /// Where body text goes.
  var sink: Sink
  var hasContent = false
  /// The formatting the sink's attributes were last resolved from; `nil` after the font or
  /// colour table changed.
  var cachedCharacter: GroupState.CharacterFormatting?
  var attributesDirty = true
  var fields: [FieldRecord] = []
  /// `\fromhtml` was seen: the body is the text of the encapsulated HTML ([MS-OXRTFEX]).
  var encapsulatedHTML = false
  var html = HTMLTextExtractor()
  var attachmentDraft: AttachmentCell?
  var swallowAttachmentByte = false

  // Damage
  var damage: [RTFDamage] = []
  var droppedDamage = 0
  /// Reports met so far per `RTFDamage.kind`, and the last one past the per-kind limit.
  var damageCounts: [Int: Int] = [:]
  var repeatedDamage: [(kind: Int, last: RTFDamage, count: Int)] = []

  init(bytes: UnsafeBufferPointer<UInt8>, start: Int, options: RTFReader.Options, sink: Sink) {
    lexer = RTFLexer(bytes: bytes, start: start)
    self.options = options
    self.sink = sink
  }

  /// A font table entry.
  struct FontEntry {
    var name = ""
    var charset: Int?
    var codePage: CodePage?
  }

  /// An open `\field` group and the instruction read so far.
  struct FieldRecord {
    var depth: Int
    var instruction = ""
  }

  /// Reads every token, sending the body to `sink` and the metadata to `metadata`.
  mutating func parse() throws {
    while let token = lexer.next() {
      if skipDepth > 0 {
        switch token {
        case .groupStart: skipDepth += 1
        case .groupEnd:
          skipDepth -= 1
          if skipDepth == 0 { endGroup() }
        default: break
        }
        continue
      }
      try handle(token)
    }
    flushPendingBytes(final: true)
    if !stack.isEmpty {
      report(.unclosedGroups(count: stack.count))
      while !stack.isEmpty { endGroup() }
    }
    if let closedHasContent = bodyAtClose, !keepTextAfterClose {
      sink.restoreBodyAtClose()
      hasContent = closedHasContent
    }
    finishParagraph(force: false)
    for number in decoder.unsupportedCodePages { report(.unsupportedCodePage(number)) }
    for item in repeatedDamage { damage.append(.repeated(last: item.last, count: item.count)) }
    if droppedDamage > 0 { damage.append(.moreDamage(count: droppedDamage)) }
  }

  @inline(__always)
  private mutating func handle(_ token: RTFToken) throws {
    switch token {
    case .text(let range):
      ignorableNext = false
      handleText(range)
    case .hexByte(let byte):
      ignorableNext = false
      if consumeSkipUnit() { return }
      appendByte(byte)
    case .controlSymbol(let symbol):
      if consumeSkipUnit() { return }
      handleSymbol(symbol)
    case .controlWord(let name, let parameter):
      let ignorable = ignorableNext
      ignorableNext = false
      if consumeSkipUnit() { return }
      flushPendingBytes(final: true)
      handleWord(
        keywordTable.keyword(in: lexer.bytes, name), parameter, ignorable: ignorable)
    case .unicode(let value):
      ignorableNext = false
      // Another `\u` ends the fallback of the previous one.
      unicodeSkipRemaining = 0
      flushPendingBytes(final: true)
      handleUnicode(value)
      // The usual fallback is one text byte (`\u233?`): skip it here, as `handleText` would,
      // instead of as a token of its own.
      while unicodeSkipRemaining > 0, lexer.skipTextByte() { unicodeSkipRemaining -= 1 }
    case .groupStart:
      ignorableNext = false
      unicodeSkipRemaining = 0
      flushPendingBytes(final: true)
      try beginGroup()
    case .groupEnd:
      ignorableNext = false
      unicodeSkipRemaining = 0
      flushPendingBytes(final: true)
      if stack.isEmpty {
        report(.unmatchedClosingBrace(offset: lexer.tokenStart))
        if textAfterClose { keepTextAfterClose = true }
      } else {
        endGroup()
      }
    case .binary(let range, let declared):
      ignorableNext = false
      if consumeSkipUnit() { return }
      flushPendingBytes(final: true)
      if range.count < declared {
        report(
          .truncatedBinary(offset: lexer.tokenStart, declared: declared, available: range.count))
      }
    case .invalidHex:
      ignorableNext = false
      report(.invalidHexEscape(offset: lexer.tokenStart))
    }
  }

  /// Takes one unit of the fallback text after `\uN`; `true` when the token was skipped.
  private mutating func consumeSkipUnit() -> Bool {
    guard unicodeSkipRemaining > 0 else { return false }
    unicodeSkipRemaining -= 1
    return true
  }

  private mutating func beginGroup() throws {
    if stack.isEmpty {
      if documentClosed {
        report(.textAfterEnd(offset: lexer.tokenStart))
        documentClosed = false
        textAfterClose = true
      }
      sawDocumentGroup = true
    }
    guard stack.count < options.maximumGroupDepth else {
      throw RTFReadingError.groupNestingTooDeep(
        limit: options.maximumGroupDepth, offset: lexer.tokenStart)
    }
    stack.append(state)
  }

  /// Closes the current group: commits what its destination collected, restores the saved
  /// state.
  mutating func endGroup() {
    guard let outer = stack.popLast() else { return }
    let inner = state
    state = outer
    attributesDirty = true
    pendingHighSurrogate = nil
    if inner.destination != outer.destination {
      commitDestination(inner.destination)
    } else if inner.destination == .fontTable, stack.count < fontDraftDepth {
      commitFont()
    }
    while let field = fields.last, field.depth > stack.count {
      fields.removeLast()
    }
    if stack.isEmpty {
      documentClosed = true
      if bodyAtClose == nil {
        sink.saveBodyAtClose()
        bodyAtClose = hasContent
      }
    }
  }

  /// Records damage: the first `options.maximumReportsPerKind` of each kind one by one (at
  /// most `options.maximumDamageReports` in all), the rest of a kind as one summary.
  mutating func report(_ item: RTFDamage) {
    let kind = item.kind
    let seen = damageCounts[kind, default: 0]
    damageCounts[kind] = seen + 1
    if seen >= options.maximumReportsPerKind {
      if let index = repeatedDamage.firstIndex(where: { $0.kind == kind }) {
        repeatedDamage[index].last = item
        repeatedDamage[index].count += 1
      } else {
        repeatedDamage.append((kind, item, 1))
      }
    } else if damage.count < options.maximumDamageReports {
      damage.append(item)
    } else {
      droppedDamage += 1
    }
  }
}
