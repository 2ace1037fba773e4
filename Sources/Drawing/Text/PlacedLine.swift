/// A line with its place in the rectangle, ready to draw.
struct PlacedLine: Sendable {
  /// Index of its paragraph in ``TextLayout/paragraphs``.
  var paragraph: Int
  var items: [ShapedItem]
  /// Left edge after indents, 26.6 pixels.
  var left: Int
  /// Width available after indents, 26.6 pixels.
  var available: Int
  var alignment: LineAlignment
  /// Ended by a hard break or the paragraph's end (justification leaves it ragged).
  var isHardEnd: Bool
  /// Baseline row in whole pixels.
  var baseline: Int
  /// Top and bottom of the glyph box in whole pixels.
  var top: Int
  var bottom: Int

  /// Width of the items without trailing spaces, 26.6 pixels.
  var contentWidth: Int {
    var width = 0
    var trailing = 0
    for item in items {
      width += item.advance
      trailing = item.breakClass == .space ? trailing + item.advance : 0
    }
    return width - trailing
  }

  /// Spaces before the last non-space item, which justification widens.
  var interiorSpaceCount: Int {
    guard let last = items.lastIndex(where: { $0.breakClass != .space }) else { return 0 }
    return items[..<last].count { $0.breakClass == .space }
  }

  /// Width added by justification.
  func extraWidth(_ perSpace: Int) -> Int { perSpace * interiorSpaceCount }

  /// Pen position of the first item, and extra advance per interior space, 26.6 pixels.
  func penStart() -> (x: Int, extraPerSpace: Int) {
    let slack = max(0, available - contentWidth)
    switch alignment {
    case .left, .natural: return (left, 0)
    case .center: return (left + slack / 2, 0)
    case .right: return (left + slack, 0)
    case .justified:
      let spaces = interiorSpaceCount
      guard !isHardEnd, spaces > 0 else { return (left, 0) }
      return (left, slack / spaces)
    }
  }
}
