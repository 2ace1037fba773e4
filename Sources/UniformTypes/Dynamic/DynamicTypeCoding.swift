/// Apple's encoding of dynamic type identifiers: `dyn.a` followed by a base-32 rendering
/// (alphabet `abcdefghkmnpqrstuvwxyz0123456789`, 5 bits per character, most significant bit
/// first, no padding) of a string such as `?0=6:1=sql`: `key=value` pairs joined by `:`,
/// where `0` is the conformance key, `1`–`5` abbreviate tag classes and `6`–`F` common
/// parent types. The extension `sql` under `public.data` gives `dyn.ah62d4rv4ge81g6pq`.
///
/// `:`, `=` and `\` inside values are escaped with `\` (a docpkg choice; Apple's own escaping
/// is undocumented).
enum DynamicTypeCoding {
  /// What a dynamic identifier says: its parents and its tags.
  struct Fields: Equatable, Sendable {
    var conformsTo: [String]
    var tags: [UTTagClass: [String]]
  }

  /// Why a `dyn.` identifier does not decode.
  enum DecodingError: Error, Equatable {
    case notDynamic
    case invalidCharacter(Character)
    case notUTF8
    case malformedPair(String)
  }

  static let alphabet = Array("abcdefghkmnpqrstuvwxyz0123456789".utf8)
  static let conformanceKey = "0"

  /// The abbreviations: key or value in the pairs, full identifier.
  static let abbreviations: [(code: String, identifier: String)] = [
    ("0", "UTTypeConformsTo"),
    ("1", "public.filename-extension"),
    ("2", "com.apple.ostype"),
    ("3", "public.mime-type"),
    ("4", "com.apple.nspboard-type"),
    ("5", "public.url-scheme"),
    ("6", "public.data"),
    ("7", "public.text"),
    ("8", "public.plain-text"),
    ("9", "public.utf16-plain-text"),
    ("A", "com.apple.traditional-mac-plain-text"),
    ("B", "public.image"),
    ("C", "public.video"),
    ("D", "public.audio"),
    ("E", "public.directory"),
    ("F", "public.folder"),
  ]

  private static let codeForIdentifier: [String: String] = Dictionary(
    uniqueKeysWithValues: abbreviations.map { ($0.identifier, $0.code) })
  private static let identifierForCode: [String: String] = Dictionary(
    uniqueKeysWithValues: abbreviations.map { ($0.code, $0.identifier) })

  /// The `dyn.a…` identifier for `fields`: conformance pairs first, then tags by class name.
  static func encode(_ fields: Fields) -> String {
    var pairs: [String] = []
    for parent in fields.conformsTo {
      pairs.append(conformanceKey + "=" + abbreviate(parent))
    }
    for tagClass in fields.tags.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      for tag in fields.tags[tagClass] ?? [] {
        pairs.append(abbreviate(tagClass.rawValue) + "=" + escape(tag))
      }
    }
    return "dyn.a" + base32(Array(("?" + pairs.joined(separator: ":")).utf8))
  }

  /// The parents and tags a `dyn.a…` identifier encodes.
  /// - Throws: `DecodingError` when it is not one, or its payload does not decode.
  static func decode(_ identifier: String) throws(DecodingError) -> Fields {
    let lower = identifier.lowercased()
    guard lower.hasPrefix("dyn.a") else { throw .notDynamic }
    let bytes = try unbase32(lower.dropFirst(5))
    guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
    guard text.hasPrefix("?") else { throw .malformedPair(text) }
    var fields = Fields(conformsTo: [], tags: [:])
    for pair in split(String(text.dropFirst()), on: ":") where !pair.isEmpty {
      let parts = split(pair, on: "=")
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw .malformedPair(pair)
      }
      let key = unescape(identifierForCode[parts[0]] ?? parts[0])
      let value = unescape(parts[1])
      if key == "UTTypeConformsTo" {
        fields.conformsTo.append(identifierForCode[value] ?? value)
      } else {
        fields.tags[UTTagClass(rawValue: key), default: []].append(value)
      }
    }
    guard !fields.conformsTo.isEmpty || !fields.tags.isEmpty else { throw .malformedPair(text) }
    return fields
  }

  private static func abbreviate(_ text: String) -> String {
    if let code = codeForIdentifier[text] { return code }
    return escape(text)
  }

  /// Tag values are never abbreviated (an extension `6` stays `6`), only escaped.
  private static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == ":" || character == "=" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  /// Splits on `separator` outside `\` escapes, keeping escapes for `unescape`.
  private static func split(_ text: String, on separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var escaping = false
    for character in text {
      if escaping {
        current.append(character)
        escaping = false
      } else if character == "\\" {
        current.append(character)
        escaping = true
      } else if character == separator {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    return parts
  }

  private static func unescape(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var result = ""
    var escaping = false
    for character in text {
      if !escaping && character == "\\" {
        escaping = true
        continue
      }
      escaping = false
      result.append(character)
    }
    return result
  }

  private static func base32(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count * 8 + 4) / 5)
    var buffer: UInt32 = 0
    var bits = 0
    for byte in bytes {
      buffer = (buffer << 8) | UInt32(byte)
      bits += 8
      while bits >= 5 {
        bits -= 5
        output.append(alphabet[Int((buffer >> UInt32(bits)) & 31)])
      }
    }
    if bits > 0 {
      output.append(alphabet[Int((buffer << UInt32(5 - bits)) & 31)])
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func unbase32(_ text: Substring) throws(DecodingError) -> [UInt8] {
    var output: [UInt8] = []
    var buffer: UInt32 = 0
    var bits = 0
    for character in text {
      guard let ascii = character.asciiValue, let value = alphabet.firstIndex(of: ascii) else {
        throw .invalidCharacter(character)
      }
      buffer = (buffer << 5) | UInt32(value)
      bits += 5
      if bits >= 8 {
        bits -= 8
        output.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
      }
    }
    return output
  }
}
