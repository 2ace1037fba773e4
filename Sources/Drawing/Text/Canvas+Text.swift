extension Canvas {
  /// Lays out `paragraphs` in `rect` and draws them, clipped to `rect`.
  ///
  /// Lines wrap at spaces, hyphens and around ideographs, and break inside words wider
  /// than the rectangle; `\n` starts a new line. Lines are stacked from the top using the
  /// fonts' own line heights; a line that would not fit entirely is left out and the last
  /// drawn line ends in "…". Characters missing from a run's font come from any installed
  /// font that has them (fontconfig), else the font's missing-glyph box. Runs whose font
  /// cannot be loaded at all (not even DejaVu Sans) are drawn as grey bars the width of
  /// their words. Glyphs are anti-aliased and blended gamma-naively in sRGB.
  ///
  /// Only left-to-right text is laid out; there is no shaping beyond kerning (no
  /// ligatures, no complex scripts).
  ///
  /// - Parameters:
  ///   - paragraphs: the text, top to bottom.
  ///   - rect: the box to fill; nothing is drawn outside it.
  ///   - fonts: where glyphs come from; ``FontCache/shared`` by default.
  /// - Returns: what was drawn (lines, used box, truncation, font problems).
  /// - Complexity: O(characters that fit + pixels covered).
  @discardableResult
  public mutating func drawText(
    _ paragraphs: [TextParagraph], in rect: PixelRect, fonts: FontCache = .shared
  ) -> TextLayoutResult {
    let layout = TextLayout(paragraphs, in: rect, fonts: fonts)
    let clip = rect.intersection(bounds)
    guard !clip.isEmpty else { return layout.result }
    for line in layout.lines {
      draw(line, runs: layout.paragraphs[line.paragraph].runs, clip: clip)
    }
    return layout.result
  }

  /// Lays out `paragraphs` in `rect` without drawing, to measure them first.
  public static func measureText(
    _ paragraphs: [TextParagraph], in rect: PixelRect, fonts: FontCache = .shared
  ) -> TextLayoutResult {
    TextLayout(paragraphs, in: rect, fonts: fonts).result
  }

  private mutating func draw(_ line: PlacedLine, runs: [ShapedRun], clip: PixelRect) {
    let start = line.penStart()
    let lastVisible = line.items.lastIndex { $0.breakClass != .space } ?? -1
    var pen = start.x
    for (index, item) in line.items.enumerated() {
      let run = runs[item.run]
      var advance = item.advance
      if item.breakClass == .space, index < lastVisible { advance += start.extraPerSpace }
      let x = (pen + 32) >> 6
      let nextX = (pen + advance + 32) >> 6
      if let bitmap = item.bitmap {
        blit(
          bitmap, x: x + bitmap.left, y: line.baseline - bitmap.top, color: run.style.color,
          clip: clip)
      } else if item.isGreek, item.breakClass != .space, nextX > x {
        // Letters' bars touch, so each word reads as one bar about the x-height tall.
        let height = max(1, (run.metrics.ascent * 9 / 16 + 32) >> 6)
        let bar = PixelRect(x: x, y: line.baseline - height, width: nextX - x, height: height)
        fill(bar.intersection(clip), color: RGBAColor(gray: 170, alpha: run.style.color.alpha))
      }
      if index <= lastVisible, run.style.underline || run.style.strikethrough {
        let thickness = max(1, (run.size / 16 + 32) >> 6)
        if run.style.underline {
          let y = line.baseline + max(1, (run.size / 10 + 32) >> 6)
          fill(
            PixelRect(x: x, y: y, width: nextX - x, height: thickness).intersection(clip),
            color: run.style.color)
        }
        if run.style.strikethrough {
          let y = line.baseline - ((run.size * 3 / 10 + 32) >> 6)
          fill(
            PixelRect(x: x, y: y, width: nextX - x, height: thickness).intersection(clip),
            color: run.style.color)
        }
      }
      pen += advance
    }
  }

  /// Blends a coverage mask in `color` with its top-left corner at (`x`, `y`).
  private mutating func blit(
    _ bitmap: GlyphBitmap, x: Int, y: Int, color: RGBAColor, clip: PixelRect
  ) {
    let area = PixelRect(x: x, y: y, width: bitmap.width, height: bitmap.height)
      .intersection(clip)
    guard !area.isEmpty else { return }
    let canvasWidth = width
    bitmap.coverage.withUnsafeBufferPointer { mask in
      storage.withUnsafeMutableBufferPointer { pixels in
        for row in area.y..<area.maxY {
          var source = (row - y) * bitmap.width + (area.x - x)
          var destination = (row * canvasWidth + area.x) * 4
          for _ in 0..<area.width {
            let coverage = mask[source]
            if coverage != 0 {
              Blending.blend(color, coverage: coverage, into: pixels, at: destination)
            }
            source += 1
            destination += 4
          }
        }
      }
    }
  }
}
