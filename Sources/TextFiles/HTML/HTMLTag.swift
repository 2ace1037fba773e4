/// A start or end tag: its lowercased name and where it ends. Attributes are skipped
/// (quoted values may hold `>`).
struct HTMLTag {
  var name: String
  var isEnd: Bool
  var isSelfClosing: Bool
  /// The index after the closing `>`.
  var end: Int

  /// The tag at `start` (a `<`), or `nil` when `<` does not begin a tag (`a < b`).
  static func parse(_ input: [Unicode.Scalar], at start: Int) -> HTMLTag? {
    var index = start + 1
    let isEnd = index < input.count && input[index] == "/"
    if isEnd { index += 1 }
    guard index < input.count, input[index].properties.isAlphabetic, input[index].isASCII else {
      return nil
    }
    var name = String.UnicodeScalarView()
    while index < input.count, isNameCharacter(input[index]) {
      name.append(lowercased(input[index]))
      index += 1
    }
    var quote: Unicode.Scalar?
    var previous: Unicode.Scalar = " "
    while index < input.count {
      let scalar = input[index]
      if let open = quote {
        if scalar == open { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == ">" {
        return HTMLTag(
          name: String(name), isEnd: isEnd, isSelfClosing: previous == "/", end: index + 1)
      }
      previous = scalar
      index += 1
    }
    return HTMLTag(name: String(name), isEnd: isEnd, isSelfClosing: false, end: input.count)
  }

  static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "\t", "\n", "\r", "\u{0C}", "/", ">": return false
    default: return true
    }
  }

  static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
  }
}
