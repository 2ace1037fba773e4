/// Scores how plausible a sample is in each candidate single-byte code page, looking only
/// at bytes 0x80–0xFF and their neighbours (Spec/Formats/TextFiles.md, "Single-byte
/// scoring"): letters inside words of their own script score, typographic punctuation
/// scores a little, rare symbols cost a little and undefined bytes or C1 controls cost
/// a lot.
enum SingleByteScorer {
  /// The candidates in tie-breaking order.
  static let candidates: [TextEncoding] = [
    .windows1252, .macRoman, .windows1251, .koi8R, .windows1253, .iso88597,
  ]

  /// The candidates, best first, with their scores.
  static func rank(_ sample: ArraySlice<UInt8>) -> [(encoding: TextEncoding, score: Double)] {
    let bytes = Array(sample)
    let classicMacLines = bytes.contains(0x0D) && !bytes.contains(0x0A)
    let scored = candidates.enumerated().map { index, encoding in
      var value = score(bytes, table: encoding.upperHalf ?? [])
      // Classic Mac OS files end lines with CR alone.
      if encoding == .macRoman, classicMacLines { value += 3 }
      return (index: index, encoding: encoding, score: value)
    }
    return scored.sorted { ($0.score, -$0.index) > ($1.score, -$1.index) }
      .map { ($0.encoding, $0.score) }
  }

  static func score(_ bytes: [UInt8], table: [UInt16]) -> Double {
    guard table.count == 128 else { return -.infinity }
    func character(_ index: Int) -> Unicode.Scalar? {
      guard index >= 0, index < bytes.count else { return nil }
      let byte = bytes[index]
      return Unicode.Scalar(byte < 0x80 ? UInt16(byte) : table[Int(byte - 0x80)])
    }
    var total = 0.0
    for (index, byte) in bytes.enumerated() where byte >= 0x80 {
      guard let scalar = character(index) else {
        total -= 10
        continue
      }
      total += score(scalar, previous: character(index - 1), next: character(index + 1))
    }
    return total
  }

  private static func score(
    _ scalar: Unicode.Scalar, previous: Unicode.Scalar?, next: Unicode.Scalar?
  ) -> Double {
    let value = scalar.value
    if value < 0xA0 || value == 0xFFFD { return -10 }
    if value == 0xA0 { return 0 }
    if let script = Script(scalar) {
      return letterScore(scalar, script: script, previous: previous, next: next)
    }
    if value == 0x2019, let previous, let next, isLetter(previous), isLetter(next) {
      return 2
    }
    if goodPunctuation.contains(value) { return 1 }
    if neutralSymbols.contains(value) { return 0 }
    return -1
  }

  private static func letterScore(
    _ scalar: Unicode.Scalar, script: Script, previous: Unicode.Scalar?, next: Unicode.Scalar?
  ) -> Double {
    // Written out rather than over an array of the two neighbours: this runs per byte
    // and per candidate, and the array would be allocated each time.
    func isASCIILetterNeighbour(_ scalar: Unicode.Scalar?) -> Bool {
      scalar.map(isASCIILetter) ?? false
    }
    func isSameScript(_ scalar: Unicode.Scalar?) -> Bool {
      guard let scalar, !scalar.isASCII else { return false }
      return Script(scalar) == script
    }
    let asciiNeighbour = isASCIILetterNeighbour(previous) || isASCIILetterNeighbour(next)
    let sameScriptNeighbour = isSameScript(previous) || isSameScript(next)
    switch script {
    case .latin:
      if scalar.properties.isUppercase, let previous, isASCIILetter(previous),
        previous.properties.isLowercase
      {
        return -3
      }
      if asciiNeighbour { return 2 }
      return sameScriptNeighbour ? 1 : 0
    case .cyrillic, .greek:
      if asciiNeighbour { return -2 }
      var value: Double = sameScriptNeighbour ? 2 : 0
      if script.frequentLetters.contains(scalar.value) { value += 1 }
      return value
    }
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && scalar.properties.isAlphabetic
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic
  }

  /// Quotes, dashes, ellipsis, bullet, currency and legal signs, guillemets, degree.
  private static let goodPunctuation: Set<UInt32> = [
    0x2018, 0x2019, 0x201C, 0x201D, 0x201E, 0x2013, 0x2014, 0x2026, 0x2022, 0x20AC, 0x00A3,
    0x00A9, 0x00AE, 0x2122, 0x00B0, 0x00A7, 0x00B6, 0x2020, 0x00AB, 0x00BB, 0x00BF, 0x00A1,
    0x00B7, 0x2116,
  ]

  /// Symbols that are ordinary in text but not telling: ± × ÷ ¢ ¥ ½ ¼ ¾ µ.
  private static let neutralSymbols: Set<UInt32> = [
    0x00B1, 0x00D7, 0x00F7, 0x00A2, 0x00A5, 0x00BD, 0x00BC, 0x00BE, 0x00B5,
  ]

  /// The scripts whose letters the code pages hold.
  enum Script {
    case latin, cyrillic, greek

    init?(_ scalar: Unicode.Scalar) {
      guard scalar.properties.isAlphabetic, scalar.value != 0xAA, scalar.value != 0xBA,
        scalar.value != 0xB5
      else { return nil }
      switch scalar.value {
      case 0x00C0...0x024F: self = .latin
      case 0x0370...0x03FF: self = .greek
      case 0x0400...0x04FF: self = .cyrillic
      default: return nil
      }
    }

    /// The eight most frequent lowercase letters (Russian: о е а и н т с р; Greek:
    /// α ο ε ι τ σ ν η), which text in the right code page is full of.
    var frequentLetters: Set<UInt32> {
      switch self {
      case .latin: return []
      case .cyrillic: return [0x043E, 0x0435, 0x0430, 0x0438, 0x043D, 0x0442, 0x0441, 0x0440]
      case .greek: return [0x03B1, 0x03BF, 0x03B5, 0x03B9, 0x03C4, 0x03C3, 0x03BD, 0x03B7]
      }
    }
  }
}
