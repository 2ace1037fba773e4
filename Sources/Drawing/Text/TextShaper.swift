/// Turns styled runs into glyphs: font resolution, per-character fallback, kerning.
///
/// This is the only part of text drawing that touches FreeType, so it runs under the
/// ``FontCache`` lock; the result holds immutable glyph bitmaps only.
struct TextShaper {
  let storage: FontCacheStorage

  /// Shapes at most `scalarLimit` scalars of `paragraph`.
  func shape(_ paragraph: TextParagraph, scalarLimit: Int) -> ShapedParagraph {
    var items: [ShapedItem] = []
    var runs: [ShapedRun] = []
    var missing = 0
    var problems: [FontLoadingError] = []
    var remaining = scalarLimit
    for run in paragraph.runs where remaining > 0 {
      let size = run.style.fixedSize
      let resolution = storage.resolve(run.style.fontDescriptor)
      problems.append(contentsOf: resolution.problems)
      let runIndex = runs.count
      guard let font = resolution.font, let metrics = try? font.face.metrics(size: size) else {
        // No usable font: every letter becomes a grey bar of an average letter's width.
        runs.append(greekRun(run.style, size: size, index: runIndex))
        var previousScalar: Unicode.Scalar?
        for scalar in run.text.unicodeScalars.prefix(remaining) {
          defer { previousScalar = scalar }
          if scalar == "\n", previousScalar == "\r" { continue }
          items.append(greekItem(scalar, size: size, run: runIndex))
        }
        remaining -= min(remaining, run.text.unicodeScalars.count)
        continue
      }
      var previous: (index: Int, glyph: UInt32)?
      var previousScalar: Unicode.Scalar?
      for scalar in run.text.unicodeScalars {
        guard remaining > 0 else { break }
        remaining -= 1
        defer { previousScalar = scalar }
        let breakClass = BreakClass(scalar)
        switch breakClass {
        case .ignorable:
          continue
        case .newline:
          // "\r\n" is one break.
          if scalar == "\n", previousScalar == "\r" { continue }
          items.append(ShapedItem(breakClass: .newline, advance: 0, run: runIndex, isGreek: false))
          previous = nil
          continue
        default:
          break
        }
        var glyph = font.face.glyphIndex(for: scalar == "\t" ? " " : scalar)
        var bitmap: GlyphBitmap?
        if glyph != 0 {
          bitmap = storage.glyph(glyph, of: font, size: size)
          if let index = previous?.index, let left = previous?.glyph {
            items[index].advance += font.face.kerning(left, glyph, size: size)
          }
        } else if let fallback = storage.fallbackFace(for: scalar, descriptor: font.descriptor) {
          glyph = fallback.glyphIndex(for: scalar)
          bitmap = storage.glyph(
            glyph, face: fallback, size: size, embolden: run.style.bold && !fallback.isBold,
            oblique: run.style.italic && !fallback.isItalic)
        } else {
          missing += 1
          bitmap = storage.glyph(0, of: font, size: size)
        }
        var advance = bitmap?.advance ?? size / 2
        if scalar == "\t" { advance *= 4 }
        if breakClass == .space { bitmap = nil }
        previous = glyph != 0 && bitmap != nil ? (items.count, glyph) : nil
        items.append(
          ShapedItem(
            bitmap: bitmap, breakClass: breakClass, advance: advance, run: runIndex,
            isGreek: false))
      }
      let ellipsis = ellipsisItem(font: font, size: size, run: runIndex)
      runs.append(
        ShapedRun(
          style: run.style, size: size, metrics: metrics, isGreek: false, ellipsis: ellipsis))
    }
    let defaultMetrics = runs.first?.metrics ?? LineMetrics.approximate(size: 12 * 64)
    return ShapedParagraph(
      items: items, runs: runs, defaultMetrics: defaultMetrics, missingGlyphCount: missing,
      fontProblems: problems)
  }

  private func ellipsisItem(font: FontCacheStorage.ResolvedFont, size: Int, run: Int)
    -> ShapedItem
  {
    let glyph = font.face.glyphIndex(for: "\u{2026}")
    let period = font.face.glyphIndex(for: ".")
    let bitmap = storage.glyph(glyph != 0 ? glyph : period, of: font, size: size)
    return ShapedItem(
      bitmap: bitmap, breakClass: .normal, advance: bitmap?.advance ?? size / 2, run: run,
      isGreek: false)
  }

  private func greekRun(_ style: TextStyle, size: Int, index: Int) -> ShapedRun {
    ShapedRun(
      style: style, size: size, metrics: .approximate(size: size), isGreek: true,
      ellipsis: ShapedItem(breakClass: .normal, advance: size, run: index, isGreek: true))
  }

  private func greekItem(_ scalar: Unicode.Scalar, size: Int, run: Int) -> ShapedItem {
    let breakClass = BreakClass(scalar)
    let advance: Int
    switch breakClass {
    case .space: advance = size * 5 / 16
    case .newline, .ignorable: advance = 0
    case .ideographic: advance = size
    default: advance = size * 9 / 16
    }
    return ShapedItem(breakClass: breakClass, advance: advance, run: run, isGreek: true)
  }
}
