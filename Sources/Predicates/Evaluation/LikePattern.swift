/// A `LIKE` pattern compiled once: `*` matches any run of characters, `?` exactly one, and a
/// backslash makes the next character literal. Matching walks Unicode scalars without
/// allocating, remembering only the last `*` (linear backtracking, never exponential).
struct LikePattern {
  enum Element: Equatable {
    case scalar(Unicode.Scalar)
    case one
    case any
  }

  let elements: [Element]

  init(_ pattern: String) {
    var elements: [Element] = []
    var escaped = false
    for scalar in pattern.unicodeScalars {
      if escaped {
        elements.append(.scalar(scalar))
        escaped = false
      } else if scalar == "\\" {
        escaped = true
      } else if scalar == "*" {
        if elements.last != .any { elements.append(.any) }
      } else if scalar == "?" {
        elements.append(.one)
      } else {
        elements.append(.scalar(scalar))
      }
    }
    if escaped { elements.append(.scalar("\\")) }
    self.elements = elements
  }

  func matches(_ text: String) -> Bool {
    let scalars = text.unicodeScalars
    var position = scalars.startIndex
    var element = 0
    // The last `*` seen and the text position it is currently allowed to have consumed up to.
    var star: (element: Int, position: String.UnicodeScalarView.Index)?
    while position != scalars.endIndex {
      if element < elements.count {
        switch elements[element] {
        case .any:
          star = (element, position)
          element += 1
          continue
        case .one:
          element += 1
          position = scalars.index(after: position)
          continue
        case .scalar(let wanted) where wanted == scalars[position]:
          element += 1
          position = scalars.index(after: position)
          continue
        case .scalar:
          break
        }
      }
      guard let last = star else { return false }
      let next = scalars.index(after: last.position)
      star = (last.element, next)
      element = last.element + 1
      position = next
    }
    while element < elements.count, elements[element] == .any { element += 1 }
    return element == elements.count
  }
}
