/// Paragraphs broken into lines and stacked in a rectangle, top to bottom.
///
/// Lines that do not fit entirely are left out; when text is left out the last line drawn
/// ends in an ellipsis. Paragraphs are shaped lazily, so text far past the bottom costs
/// nothing, and no paragraph shapes more scalars than the rectangle has pixels.
struct TextLayout: Sendable {
  private(set) var paragraphs: [ShapedParagraph] = []
  private(set) var lines: [PlacedLine] = []
  private(set) var result = TextLayoutResult()

  init(_ input: [TextParagraph], in rect: PixelRect, fonts: FontCache) {
    guard !rect.isEmpty else {
      result.isTruncated = input.contains { !$0.runs.isEmpty }
      return
    }
    let bottom = rect.maxY * 64
    let scalarLimit = rect.width * rect.height / 2 + 256
    var y = rect.y * 64
    var problems: [FontLoadingError] = []
    paragraphLoop: for (number, paragraph) in input.enumerated() {
      if number > 0 { y += Self.fixed(paragraph.spacingBefore) }
      let shaped = fonts.withStorage { storage in
        TextShaper(storage: storage).shape(paragraph, scalarLimit: scalarLimit)
      }
      paragraphs.append(shaped)
      result.missingGlyphCount += shaped.missingGlyphCount
      result.isGreeked = result.isGreeked || shaped.runs.contains { $0.isGreek }
      for problem in shaped.fontProblems where !problems.contains(problem) {
        problems.append(problem)
      }
      let width = rect.width * 64
      let first = Self.fixed(paragraph.firstLineHeadIndent)
      let other = Self.fixed(paragraph.headIndent)
      let breaks = LineBreaker().lines(shaped.items) { line in
        max(64, width - (line == 0 ? first : other))
      }
      for (lineNumber, line) in breaks.enumerated() {
        let metrics = Self.metrics(of: line, in: shaped)
        let natural = metrics.height
        let gap = natural - metrics.ascent - metrics.descent
        if y + gap / 2 + metrics.ascent + metrics.descent > bottom {
          result.isTruncated = true
          break paragraphLoop
        }
        let baseline = y + gap / 2 + metrics.ascent
        let indent = lineNumber == 0 ? first : other
        lines.append(
          PlacedLine(
            paragraph: paragraphs.count - 1, items: Array(shaped.items[line.start..<line.end]),
            left: rect.x * 64 + indent, available: max(64, width - indent),
            alignment: paragraph.alignment, isHardEnd: line.isHardEnd,
            baseline: (baseline + 32) >> 6, top: (baseline - metrics.ascent) >> 6,
            bottom: (baseline + metrics.descent + 63) >> 6))
        let multiple = paragraph.lineHeightMultiple.isFinite ? paragraph.lineHeightMultiple : 1
        y += max(64, Int(Double(natural) * min(max(multiple, 0.1), 10)))
      }
      y += Self.fixed(paragraph.spacingAfter)
    }
    result.fontProblems = problems
    if result.isTruncated { addEllipsis() }
    result.lineCount = lines.count
    result.usedRect = usedRect()
  }

  /// A length in pixels as 26.6, with nonsense (negative, infinite) treated as zero.
  private static func fixed(_ length: Double) -> Int {
    guard length.isFinite, length > 0 else { return 0 }
    return Int((min(length, 100_000) * 64).rounded())
  }

  private static func metrics(of line: LineBreaker.Line, in paragraph: ShapedParagraph)
    -> LineMetrics
  {
    // Include the hard break so an empty line gets its run's height.
    let last = min(line.end + 1, paragraph.items.count)
    var combined: LineMetrics?
    for item in paragraph.items[line.start..<last] {
      let metrics = paragraph.runs[item.run].metrics
      guard let current = combined else {
        combined = metrics
        continue
      }
      combined = LineMetrics(
        ascent: max(current.ascent, metrics.ascent),
        descent: max(current.descent, metrics.descent),
        height: max(current.height, metrics.height))
    }
    return combined ?? paragraph.defaultMetrics
  }

  /// Ends the last line with an ellipsis, dropping items until it fits.
  private mutating func addEllipsis() {
    guard var line = lines.popLast() else { return }
    let runs = paragraphs[line.paragraph].runs
    let run = line.items.last(where: { $0.breakClass != .space })?.run ?? runs.indices.first
    guard let run else {
      lines.append(line)
      return
    }
    let ellipsis = runs[run].ellipsis
    while let last = line.items.last,
      last.breakClass == .space || line.contentWidth + ellipsis.advance > line.available
    {
      line.items.removeLast()
    }
    line.items.append(ellipsis)
    line.isHardEnd = true
    lines.append(line)
  }

  private func usedRect() -> PixelRect {
    guard let first = lines.first, let last = lines.last else {
      return PixelRect(x: 0, y: 0, width: 0, height: 0)
    }
    var minX = Int.max
    var maxX = Int.min
    for line in lines {
      let start = line.penStart()
      let width = line.extraWidth(start.extraPerSpace) + line.contentWidth
      minX = min(minX, start.x >> 6)
      maxX = max(maxX, (start.x + width + 63) >> 6)
    }
    return PixelRect(x: minX, y: first.top, width: maxX - minX, height: last.bottom - first.top)
  }
}
