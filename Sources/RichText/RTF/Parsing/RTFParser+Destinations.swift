extension RTFParser {
  /// Commits what a group that started `destination` collected, when the group closes.
  mutating func commitDestination(_ destination: Destination) {
    switch destination {
    case .fontTable:
      commitFont()
    case .colorTable:
      if colorDraft.red != nil || colorDraft.green != nil || colorDraft.blue != nil {
        commitColor()
      }
    case .infoDate(let creation):
      if dateDraft.year > 0 {
        if creation {
          metadata.creationDate = dateDraft
        } else {
          metadata.modificationDate = dateDraft
        }
      }
    case .nextGraphic:
      guard var attachment = attachmentDraft else { return }
      attachmentDraft = nil
      attachment.fileName = attachment.fileName.trimmingSpaces()
      if state.destination == .body {
        sink.appendAttachment(
          attachment,
          attributes: Sink.keepsAttributes ? resolvedAttributes() : TextAttributes())
        sink.setAlignment(state.alignment)
        hasContent = true
        swallowAttachmentByte = true
      }
    case .infoText(let field):
      switch field {
      case .title: metadata.title = metadata.title?.trimmingSpaces().nonEmpty
      case .author: metadata.author = metadata.author?.trimmingSpaces().nonEmpty
      case .subject: metadata.subject = metadata.subject?.trimmingSpaces().nonEmpty
      case .keywords: metadata.keywords = metadata.keywords?.trimmingSpaces().nonEmpty
      case .comment: metadata.comment = metadata.comment?.trimmingSpaces().nonEmpty
      case .company: metadata.company = metadata.company?.trimmingSpaces().nonEmpty
      }
    case .body, .info, .fieldInstruction, .container, .htmlTag:
      break
    }
  }

  /// Adds the font being defined to the table (at `;` or the end of its group).
  mutating func commitFont() {
    defer {
      fontDraft = FontEntry()
      fontDraftIndex = nil
    }
    guard let index = fontDraftIndex else { return }
    var entry = fontDraft
    entry.name = entry.name.trimmingSpaces()
    if fonts[index] == nil || !entry.name.isEmpty {
      fonts[index] = entry
    }
    bodyDecoding = nil
    cachedCharacter = nil
    attributesDirty = true
  }

  /// Adds the colour being defined (at `;`); an entry without components is "auto".
  mutating func commitColor() {
    let draft = colorDraft
    colorDraft = (nil, nil, nil)
    cachedCharacter = nil
    attributesDirty = true
    if draft.red == nil && draft.green == nil && draft.blue == nil {
      colors.append(nil)
      return
    }
    func component(_ value: Int?) -> UInt8 { UInt8(max(0, min(value ?? 0, 255))) }
    colors.append(
      RGBColor(
        red: component(draft.red), green: component(draft.green), blue: component(draft.blue)))
  }

  mutating func appendInfo(_ text: String, to field: RTFKeyword.InfoField) {
    switch field {
    case .title: metadata.title = (metadata.title ?? "") + text
    case .author: metadata.author = (metadata.author ?? "") + text
    case .subject: metadata.subject = (metadata.subject ?? "") + text
    case .keywords: metadata.keywords = (metadata.keywords ?? "") + text
    case .comment: metadata.comment = (metadata.comment ?? "") + text
    case .company: metadata.company = (metadata.company ?? "") + text
    }
  }
}

extension String {
  /// The string, or `nil` when it is empty.
  var nonEmpty: String? { isEmpty ? nil : self }

  /// The string without leading and trailing spaces, tabs and line ends.
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else {
      return ""
    }
    return String(self[first...last])
  }
}
