/// The tokenizer and tree-less renderer behind ``HTMLText``: walks the scalars once,
/// recognising tags, comments, CDATA and raw-text elements, and feeds an
/// ``HTMLTextBuilder``.
struct HTMLTextConverter {
  private let input: [Unicode.Scalar]
  private var position = 0
  private var builder = HTMLTextBuilder()
  private var title: String?
  private var preDepth = 0

  init(_ input: [Unicode.Scalar]) {
    self.input = input
  }

  mutating func run() -> HTMLText.Page {
    while position < input.count {
      let scalar = input[position]
      if scalar == "<" {
        markup()
      } else if scalar == "&" {
        let (decoded, next) = HTMLEntityDecoder.decode(input, at: position)
        for character in decoded { builder.append(character, preformatted: preDepth > 0) }
        position = next
      } else {
        builder.append(scalar, preformatted: preDepth > 0)
        position += 1
      }
    }
    return HTMLText.Page(title: title, text: builder.text)
  }

  private mutating func markup() {
    let start = position
    if starts(with: "<!--") {
      position = find("-->", from: start + 4).map { $0 + 3 } ?? input.count
    } else if starts(with: "<![CDATA[") {
      let end = find("]]>", from: start + 9) ?? input.count
      for scalar in input[(start + 9)..<end] { builder.append(scalar, preformatted: preDepth > 0) }
      position = min(input.count, end + 3)
    } else if starts(with: "<!") || starts(with: "<?") {
      position = (input[start...].firstIndex(of: ">") ?? input.count - 1) + 1
    } else if let tag = HTMLTag.parse(input, at: start) {
      position = tag.end
      handle(tag)
    } else {
      builder.append("<", preformatted: preDepth > 0)
      position += 1
    }
  }

  private mutating func handle(_ tag: HTMLTag) {
    let name = tag.name
    if !tag.isEnd, let rawText = HTMLElements.rawText[name] {
      let end = findEndTag(name, from: position)
      let content = input[position..<end]
      position =
        end < input.count ? (input[end...].firstIndex(of: ">") ?? input.count - 1) + 1 : end
      switch rawText {
      case .dropped: break
      case .title:
        if title == nil {
          var collected = HTMLTextBuilder()
          var index = content.startIndex
          while index < content.endIndex {
            if content[index] == "&" {
              let (decoded, next) = HTMLEntityDecoder.decode(input, at: index, limit: end)
              for scalar in decoded { collected.append(scalar, preformatted: false) }
              index = next
            } else {
              collected.append(content[index], preformatted: false)
              index += 1
            }
          }
          let text = collected.text
          title = text.isEmpty ? nil : text
        }
      }
      return
    }
    switch name {
    case "br": builder.lineBreak()
    case "p": builder.requestBreaks(2)
    case "li":
      if tag.isEnd { builder.endListItem() } else { builder.startListItem() }
    case "ul", "ol", "menu", "dir":
      builder.endListItem()
    case "td", "th":
      if !tag.isEnd { builder.cellSeparator() }
    case "pre", "listing", "xmp", "plaintext":
      builder.requestBreaks(1)
      if tag.isEnd {
        preDepth = max(0, preDepth - 1)
      } else if !tag.isSelfClosing {
        preDepth += 1
        // The newline right after <pre> is not content.
        if position < input.count, input[position] == "\n" { position += 1 }
      }
    default:
      if HTMLElements.block.contains(name) { builder.requestBreaks(1) }
    }
  }

  private func starts(with literal: String) -> Bool {
    var index = position
    for scalar in literal.unicodeScalars {
      guard index < input.count, input[index] == scalar else { return false }
      index += 1
    }
    return true
  }

  private func find(_ literal: String, from start: Int) -> Int? {
    let pattern = Array(literal.unicodeScalars)
    guard let first = pattern.first else { return nil }
    var index = start
    while index + pattern.count <= input.count {
      if input[index] == first, input[index..<index + pattern.count].elementsEqual(pattern) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The index of `</name` (case-insensitive) from `start`, or the end of input.
  private func findEndTag(_ name: String, from start: Int) -> Int {
    let pattern = Array(name.unicodeScalars)
    var index = start
    while let candidate = input[index...].firstIndex(of: "<") {
      var matched = candidate + 1 < input.count && input[candidate + 1] == "/"
      if matched {
        for (offset, scalar) in pattern.enumerated() {
          let at = candidate + 2 + offset
          guard at < input.count, HTMLTag.lowercased(input[at]) == scalar else {
            matched = false
            break
          }
        }
      }
      if matched {
        let after = candidate + 2 + pattern.count
        if after >= input.count || !HTMLTag.isNameCharacter(input[after]) { return candidate }
      }
      index = candidate + 1
    }
    return input.count
  }
}
