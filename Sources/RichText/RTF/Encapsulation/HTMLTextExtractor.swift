/// Turns the HTML that an RTF-encapsulated message carries ([MS-OXRTFEX]) into the text a
/// mail client shows, one scalar at a time with bounded state.
///
/// Tags become line breaks (`<br>`, and block elements such as `<p>`, `<div>`, `<li>`,
/// `<tr>`, `<h1>` where a line has text) and tabs (between `<td>` cells); character
/// references become characters; runs of white space collapse to one space, except inside
/// `<pre>`; the content of `<head>`, `<title>`, `<style>`, `<script>`, comments and
/// declarations is hidden. The parser feeds it the encapsulated HTML in order — the
/// `{\*\htmltag}` fragments and the text outside `\htmlrtf` — and drains `output`.
///
/// Memory is fixed: a tag name is kept to 16 letters and a character reference to 32.
struct HTMLTextExtractor {
  /// What the parser appends to the body.
  enum Output: Equatable {
    case text(Unicode.Scalar)
    case lineBreak
    case tab
  }

  /// Text produced since the parser last drained it.
  private(set) var output: [Output] = []

  private enum Mode: Equatable {
    case text
    /// After `<`.
    case tagOpen
    /// After `</`.
    case closingTagOpen
    case tagName
    /// Attributes, up to `>`.
    case tagBody
    case quoted(UInt32)
    /// After `<!`, with the number of `-` seen (2 starts a comment).
    case bang(Int)
    /// Inside `<!-- … -->`, with the number of `-` just seen.
    case comment(Int)
    /// `<!DOCTYPE …>`, `<?xml …>`, `<![endif]>`: skipped to `>`.
    case declaration
    case reference
    /// The content of `<style>` or `<script>`, up to its end tag.
    case rawText
  }

  private var mode = Mode.text
  private var name: [UInt8] = []
  private var isClosing = false
  private var reference: [UInt8] = []
  /// `</style` or `</script` while in `.rawText`, and how much of it matched.
  private var rawEnd: [UInt8] = []
  private var rawMatched = 0

  private var inHead = false
  private var inTitle = false
  private var preDepth = 0
  private var pendingSpace = false
  private var lineIsEmpty = true

  static let maximumNameLength = 16
  static let maximumReferenceLength = 32

  /// Forgets the drained output.
  mutating func clearOutput() {
    output.removeAll(keepingCapacity: true)
  }

  /// Reads one scalar of HTML source.
  mutating func feed(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    switch mode {
    case .text:
      feedText(scalar)
    case .tagOpen:
      if Self.isLetter(value) {
        startName(value, closing: false)
      } else if value == 0x2F {  // "/"
        mode = .closingTagOpen
      } else if value == 0x21 {  // "!"
        mode = .bang(0)
      } else if value == 0x3F {  // "?"
        mode = .declaration
      } else {
        mode = .text
        emitVisible("<")
        feedText(scalar)
      }
    case .closingTagOpen:
      if Self.isLetter(value) {
        startName(value, closing: true)
      } else {
        mode = value == 0x3E ? .text : .declaration
      }
    case .tagName:
      if Self.isLetter(value) || (value >= 0x30 && value <= 0x39) || value == 0x3A
        || value == 0x2D
      {
        if name.count < Self.maximumNameLength { name.append(UInt8(value | 0x20)) }
      } else if value == 0x3E {
        finishTag()
      } else {
        mode = .tagBody
        feedTagBody(value)
      }
    case .tagBody:
      feedTagBody(value)
    case .quoted(let quote):
      if value == quote { mode = .tagBody }
    case .bang(let dashes):
      if value == 0x2D {
        mode = dashes == 1 ? .comment(0) : .bang(1)
      } else {
        mode = value == 0x3E ? .text : .declaration
      }
    case .comment(let dashes):
      if value == 0x2D {
        mode = .comment(dashes + 1)
      } else if value == 0x3E, dashes >= 2 {
        mode = .text
      } else {
        mode = .comment(0)
      }
    case .declaration:
      if value == 0x3E { mode = .text }
    case .reference:
      feedReference(scalar)
    case .rawText:
      feedRawText(value)
    }
  }

  private mutating func feedText(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x3C:  // "<"
      mode = .tagOpen
    case 0x26:  // "&"
      mode = .reference
      reference.removeAll(keepingCapacity: true)
    case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
      if preDepth > 0 {
        if scalar.value == 0x0A {
          breakLine()
        } else if scalar.value == 0x09 {
          emitVisible("\t")
        } else if scalar.value != 0x0D {
          emitVisible(" ")
        }
      } else {
        pendingSpace = true
      }
    default:
      emitVisible(scalar)
    }
  }

  private mutating func feedTagBody(_ value: UInt32) {
    if value == 0x22 || value == 0x27 {
      mode = .quoted(value)
    } else if value == 0x3E {
      finishTag()
    }
  }

  private mutating func feedReference(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    if value == 0x3B {  // ";"
      mode = .text
      if let decoded = HTMLCharacterReference.decode(reference) {
        emitVisible(decoded)
      } else {
        emitLiteralReference(withSemicolon: true)
      }
      return
    }
    let isNameByte =
      Self.isLetter(value) || (value >= 0x30 && value <= 0x39) || value == 0x23
    if isNameByte, reference.count < Self.maximumReferenceLength {
      reference.append(UInt8(value))
      return
    }
    mode = .text
    emitLiteralReference(withSemicolon: false)
    feedText(scalar)
  }

  /// An `&…` that names no character is text, as browsers show it.
  private mutating func emitLiteralReference(withSemicolon: Bool) {
    emitVisible("&")
    for byte in reference { emitVisible(Unicode.Scalar(byte)) }
    if withSemicolon { emitVisible(";") }
  }

  private mutating func feedRawText(_ value: UInt32) {
    let lowered = Self.isLetter(value) ? (value | 0x20) : value
    if rawMatched < rawEnd.count, lowered == UInt32(rawEnd[rawMatched]) {
      rawMatched += 1
      if rawMatched == rawEnd.count {
        // The end tag's name is complete; its attributes and `>` follow.
        name = Array(rawEnd.dropFirst(2))
        isClosing = true
        mode = .tagName
      }
    } else {
      rawMatched = value == 0x3C ? 1 : 0
    }
  }

  private mutating func startName(_ value: UInt32, closing: Bool) {
    name.removeAll(keepingCapacity: true)
    name.append(UInt8(value | 0x20))
    isClosing = closing
    mode = .tagName
  }

  private mutating func finishTag() {
    mode = .text
    let element = HTMLElementKind(name)
    switch element {
    case .head: inHead = !isClosing
    case .body: inHead = false
    case .title: inTitle = !isClosing
    case .rawText:
      if !isClosing {
        rawEnd = Array("</".utf8) + name
        rawMatched = 0
        mode = .rawText
      }
    case .lineBreak:
      breakLine()
    case .block:
      endLine()
    case .preformatted:
      endLine()
      preDepth = max(0, preDepth + (isClosing ? -1 : 1))
    case .cell:
      if !isClosing, !lineIsEmpty {
        pendingSpace = false
        output.append(.tab)
      }
    case .inline:
      break
    }
  }

  private var isHidden: Bool { inHead || inTitle }

  private mutating func emitVisible(_ scalar: Unicode.Scalar) {
    guard !isHidden else { return }
    if pendingSpace {
      pendingSpace = false
      if !lineIsEmpty { output.append(.text(" ")) }
    }
    output.append(.text(scalar))
    lineIsEmpty = false
  }

  /// `<br>`: always a new line.
  private mutating func breakLine() {
    pendingSpace = false
    guard !isHidden else { return }
    output.append(.lineBreak)
    lineIsEmpty = true
  }

  /// A block boundary: a new line unless the line is already empty.
  private mutating func endLine() {
    pendingSpace = false
    guard !lineIsEmpty, !isHidden else { return }
    output.append(.lineBreak)
    lineIsEmpty = true
  }

  private static func isLetter(_ value: UInt32) -> Bool {
    (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A
  }
}
