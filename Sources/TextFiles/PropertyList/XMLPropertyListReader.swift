import Foundation
import PropertyLists

/// A small, bounds-checked reader of XML property list elements over UTF-8 bytes. Markup it
/// does not need (the XML declaration, DOCTYPE, comments, processing instructions) is
/// skipped; attributes are ignored.
struct XMLPropertyListReader {
  private let bytes: [UInt8]
  private let maximumDepth: Int
  private var position = 0

  init(_ bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// A start or end tag.
  private struct Tag {
    var name: String
    var isEnd: Bool
    var isEmpty: Bool
    var offset: Int
  }

  mutating func read() throws(XMLPropertyListError) -> PropertyListValue {
    guard var tag = try nextTag() else { throw .noRootElement }
    if tag.name == "plist", !tag.isEnd {
      if tag.isEmpty { throw .noRootElement }
      guard let inner = try nextTag() else { throw .unterminated(what: "<plist>", offset: 0) }
      tag = inner
    }
    guard !tag.isEnd else { throw .noRootElement }
    return try value(startingWith: tag, depth: 0)
  }

  private mutating func value(startingWith tag: Tag, depth: Int) throws(XMLPropertyListError)
    -> PropertyListValue
  {
    guard !tag.isEnd else { throw .unexpectedElement(name: "/" + tag.name, offset: tag.offset) }
    switch tag.name {
    case "dict": return try dictionary(tag, depth: depth + 1)
    case "array": return try array(tag, depth: depth + 1)
    case "true", "false":
      if !tag.isEmpty { _ = try text(closing: tag) }
      return .boolean(tag.name == "true")
    case "string": return .string(tag.isEmpty ? "" : try text(closing: tag))
    case "integer":
      let text = tag.isEmpty ? "" : try text(closing: tag).trimmingASCIIWhitespace()
      guard let integer = Self.integer(text) else {
        throw .invalidValue(kind: "integer", text: text, offset: tag.offset)
      }
      return .integer(integer)
    case "real":
      let text = tag.isEmpty ? "" : try text(closing: tag).trimmingASCIIWhitespace()
      guard let real = Self.real(text) else {
        throw .invalidValue(kind: "real", text: text, offset: tag.offset)
      }
      return .real(real)
    case "date":
      let text = tag.isEmpty ? "" : try text(closing: tag).trimmingASCIIWhitespace()
      guard let date = Self.date(text) else {
        throw .invalidValue(kind: "date", text: text, offset: tag.offset)
      }
      return .date(date)
    case "data":
      let text = tag.isEmpty ? "" : try text(closing: tag)
      let compact = String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
      guard let data = Data(base64Encoded: compact, options: .ignoreUnknownCharacters) else {
        throw .invalidValue(kind: "data", text: compact, offset: tag.offset)
      }
      return .data(data)
    default:
      throw .unexpectedElement(name: tag.name, offset: tag.offset)
    }
  }

  private mutating func dictionary(_ open: Tag, depth: Int) throws(XMLPropertyListError)
    -> PropertyListValue
  {
    guard depth <= maximumDepth else { throw .tooDeep(limit: maximumDepth, offset: open.offset) }
    guard !open.isEmpty else { return .dictionary([:]) }
    var entries: [String: PropertyListValue] = [:]
    while true {
      guard let keyTag = try nextTag() else {
        throw .unterminated(what: "<dict>", offset: open.offset)
      }
      if keyTag.isEnd, keyTag.name == "dict" { break }
      guard keyTag.name == "key", !keyTag.isEnd else {
        throw .malformedDictionary(offset: keyTag.offset)
      }
      let key = keyTag.isEmpty ? "" : try text(closing: keyTag)
      guard let valueTag = try nextTag(), !valueTag.isEnd else {
        throw .malformedDictionary(offset: keyTag.offset)
      }
      entries[key] = try value(startingWith: valueTag, depth: depth)
    }
    if entries.count == 1, case .integer(let uid)? = entries["CF$UID"], uid >= 0 {
      return .uid(UInt64(uid))
    }
    return .dictionary(entries)
  }

  private mutating func array(_ open: Tag, depth: Int) throws(XMLPropertyListError)
    -> PropertyListValue
  {
    guard depth <= maximumDepth else { throw .tooDeep(limit: maximumDepth, offset: open.offset) }
    guard !open.isEmpty else { return .array([]) }
    var elements: [PropertyListValue] = []
    while true {
      guard let tag = try nextTag() else {
        throw .unterminated(what: "<array>", offset: open.offset)
      }
      if tag.isEnd, tag.name == "array" { break }
      elements.append(try value(startingWith: tag, depth: depth))
    }
    return .array(elements)
  }

  // MARK: - Markup

  /// The next start or end tag, skipping text, comments, declarations and processing
  /// instructions; `nil` at the end of input.
  private mutating func nextTag() throws(XMLPropertyListError) -> Tag? {
    while position < bytes.count {
      guard bytes[position] == UInt8(ascii: "<") else {
        position += 1
        continue
      }
      let start = position
      if try skipMarkupDeclaration() { continue }
      var index = start + 1
      let isEnd = index < bytes.count && bytes[index] == UInt8(ascii: "/")
      if isEnd { index += 1 }
      let nameStart = index
      while index < bytes.count, !Self.endsName(bytes[index]) { index += 1 }
      let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
      guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
        throw .unterminated(what: "tag <\(name)", offset: start)
      }
      position = close + 1
      let isEmpty = close > start + 1 && bytes[close - 1] == UInt8(ascii: "/")
      return Tag(name: name, isEnd: isEnd, isEmpty: isEmpty && !isEnd, offset: start)
    }
    return nil
  }

  /// Skips `<!-- -->`, `<? ?>`, `<!DOCTYPE …>` at `position`; `false` when it is none.
  private mutating func skipMarkupDeclaration() throws(XMLPropertyListError) -> Bool {
    let start = position
    let terminator: [UInt8]
    if matches("<!--", at: start) {
      terminator = Array("-->".utf8)
    } else if matches("<?", at: start) {
      terminator = Array("?>".utf8)
    } else if matches("<!", at: start), !matches("<![CDATA[", at: start) {
      terminator = Array(">".utf8)
    } else {
      return false
    }
    guard let end = find(terminator, from: start + 2) else {
      throw .unterminated(what: "markup", offset: start)
    }
    position = end + terminator.count
    return true
  }

  /// The character data up to the matching end tag, entities and CDATA decoded.
  private mutating func text(closing open: Tag) throws(XMLPropertyListError) -> String {
    var utf8: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "&") {
        position = XMLCharacterReference.decode(bytes, at: position, into: &utf8)
      } else if byte == UInt8(ascii: "<") {
        if matches("<![CDATA[", at: position) {
          guard let end = find(Array("]]>".utf8), from: position + 9) else {
            throw .unterminated(what: "CDATA section", offset: position)
          }
          utf8 += bytes[(position + 9)..<end]
          position = end + 3
        } else if matches("<!--", at: position) {
          _ = try skipMarkupDeclaration()
        } else {
          guard let tag = try nextTag() else { break }
          guard tag.isEnd, tag.name == open.name else {
            throw .unexpectedElement(name: (tag.isEnd ? "/" : "") + tag.name, offset: tag.offset)
          }
          return String(decoding: utf8, as: UTF8.self)
        }
      } else {
        utf8.append(byte)
        position += 1
      }
    }
    throw .unterminated(what: "<\(open.name)>", offset: open.offset)
  }

  private func matches(_ literal: String, at index: Int) -> Bool {
    let pattern = Array(literal.utf8)
    guard index + pattern.count <= bytes.count else { return false }
    return bytes[index..<index + pattern.count].elementsEqual(pattern)
  }

  private func find(_ pattern: [UInt8], from start: Int) -> Int? {
    guard let first = pattern.first, start <= bytes.count else { return nil }
    var index = start
    while let candidate = bytes[index...].firstIndex(of: first) {
      guard candidate + pattern.count <= bytes.count else { return nil }
      if bytes[candidate..<candidate + pattern.count].elementsEqual(pattern) { return candidate }
      index = candidate + 1
    }
    return nil
  }

  private static func endsName(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == 0x20 || byte == 0x09
      || byte == 0x0A || byte == 0x0D
  }
}
