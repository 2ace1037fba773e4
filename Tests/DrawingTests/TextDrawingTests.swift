import Drawing
import Imaging
import Testing

@Suite("Text drawing")
struct TextDrawingTests {
  let rect = PixelRect(x: 20, y: 30, width: 220, height: 120)

  private func draw(
    _ paragraphs: [TextParagraph], in rect: PixelRect? = nil, fonts: FontCache = .shared,
    size: (Int, Int) = (300, 200)
  ) -> (Canvas, TextLayoutResult) {
    var canvas = Canvas(width: size.0, height: size.1, background: .white)
    let result = canvas.drawText(paragraphs, in: rect ?? self.rect, fonts: fonts)
    return (canvas, result)
  }

  @Test func textRendersInsideTheRectangleOnly() throws {
    let (canvas, result) = draw([TextParagraph(DrawingTestSupport.noteText)])
    let ink = DrawingTestSupport.ink(in: canvas, rect: rect)
    #expect(ink.inside > 500)
    #expect(ink.outside == 0)
    #expect(!result.isGreeked)
    #expect(result.fontProblems.isEmpty)
    #expect(result.usedRect.x >= rect.x && result.usedRect.maxX <= rect.maxX)
    DrawingTestSupport.dump(canvas.makeImage(), name: "text-basic")
  }

  @Test func longTextWrapsAndTruncatesWithEllipsis() {
    let (_, result) = draw([TextParagraph(DrawingTestSupport.noteText)])
    #expect(result.lineCount > 3)
    #expect(result.isTruncated)
    let short = draw([TextParagraph("Two words")]).1
    #expect(short.lineCount == 1)
    #expect(!short.isTruncated)
  }

  @Test func explicitNewlinesStartLines() {
    let result = draw([TextParagraph("one\ntwo\r\nthree\u{2028}four")]).1
    #expect(result.lineCount == 4)
    let empty = draw([TextParagraph("a\n\nb")]).1
    #expect(empty.lineCount == 3)
  }

  @Test func wordsLongerThanTheLineAreBroken() {
    let narrow = PixelRect(x: 10, y: 10, width: 60, height: 180)
    let (canvas, result) = draw(
      [TextParagraph(String(repeating: "W", count: 40))], in: narrow)
    #expect(result.lineCount > 3)
    #expect(DrawingTestSupport.ink(in: canvas, rect: narrow).outside == 0)
  }

  @Test func boldDiffersFromRegular() {
    let regular = draw([TextParagraph("Bold or not", style: TextStyle(size: 20))]).0
    let bold = draw([TextParagraph("Bold or not", style: TextStyle(size: 20, bold: true))]).0
    #expect(regular != bold)
    #expect(DrawingTestSupport.darkness(bold) > DrawingTestSupport.darkness(regular) * 11 / 10)
    let italic = draw([TextParagraph("Bold or not", style: TextStyle(size: 20, italic: true))]).0
    #expect(italic != regular)
  }

  @Test func colourIsApplied() throws {
    let red = RGBAColor(red: 220, green: 0, blue: 0)
    let (canvas, _) = draw([TextParagraph("Red text", style: TextStyle(size: 24, color: red))])
    var solid = 0
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        let color = canvas.color(x: x, y: y)
        #expect(color.red >= color.green && color.green == color.blue)
        if color == red { solid += 1 }
      }
    }
    #expect(solid > 20)
  }

  @Test func greekedBarsWhenNoFontLoads() {
    let fonts = FontCache(source: .unavailable)
    let (canvas, result) = draw([TextParagraph(DrawingTestSupport.noteText)], fonts: fonts)
    #expect(result.isGreeked)
    #expect(result.lineCount > 3)
    #expect(result.fontProblems.contains(.noMatch(FontDescriptor(family: "DejaVu Sans"))))
    let ink = DrawingTestSupport.ink(in: canvas, rect: rect)
    #expect(ink.inside > 1000)
    #expect(ink.outside == 0)
    DrawingTestSupport.dump(canvas.makeImage(), name: "text-greeked")
  }

  @Test func unreadableFontFileIsReportedAndGreeked() {
    let bogus = FontFile(path: "/nonexistent/font.ttf")
    let fonts = FontCache(source: .file(bogus))
    let result = draw([TextParagraph("Hello")], fonts: fonts).1
    #expect(result.isGreeked)
    let problem = result.fontProblems.first
    guard case .freeType(function: "FT_New_Face", _, file: bogus) = problem else {
      Issue.record("unexpected problem \(String(describing: problem))")
      return
    }
    #expect(problem?.description.hasPrefix("/nonexistent/font.ttf: FT_New_Face failed") == true)
  }

  @Test func cjkAndEmojiDrawWithoutCrashing() {
    let text = "中文字符测试，日本語のテキスト。한국어 😀🎉👍🏽 \u{1F1F5}\u{1F1F9} e\u{301} \u{200D}\u{FE0F}"
    let (canvas, result) = draw([TextParagraph(text, style: TextStyle(size: 18))])
    #expect(DrawingTestSupport.ink(in: canvas, rect: rect).inside > 100)
    #expect(DrawingTestSupport.ink(in: canvas, rect: rect).outside == 0)
    #expect(result.lineCount >= 2)
    DrawingTestSupport.dump(canvas.makeImage(), name: "text-cjk")
  }

  @Test func alignmentMovesLines() {
    let paragraph = { (alignment: LineAlignment) in
      [TextParagraph("Centre me", style: TextStyle(size: 16), alignment: alignment)]
    }
    let left = draw(paragraph(.left)).1.usedRect
    let center = draw(paragraph(.center)).1.usedRect
    let right = draw(paragraph(.right)).1.usedRect
    #expect(left.x == rect.x)
    #expect(abs((center.x + center.maxX) / 2 - (rect.x + rect.maxX) / 2) <= 1)
    #expect(abs(right.maxX - rect.maxX) <= 1)
    let justified = draw(
      [TextParagraph(DrawingTestSupport.noteText, alignment: .justified)],
      in: PixelRect(x: 0, y: 0, width: 300, height: 60)
    ).1.usedRect
    #expect(justified.width >= 298)
  }

  @Test func stylesAndSpacingAreHonoured() {
    let plain = draw([TextParagraph("Under", style: TextStyle(size: 16))]).0
    let underlined = draw([TextParagraph("Under", style: TextStyle(size: 16, underline: true))]).0
    #expect(DrawingTestSupport.darkness(underlined) > DrawingTestSupport.darkness(plain))
    let tight = draw([TextParagraph("a"), TextParagraph("b")]).1.usedRect
    var spaced = TextParagraph("b")
    spaced.spacingBefore = 20
    let loose = draw([TextParagraph("a"), spaced]).1.usedRect
    #expect(loose.height == tight.height + 20)
  }

  @Test func outputIsDeterministic() {
    let paragraphs = [
      TextParagraph(
        runs: [
          StyledRun("Mixed ", style: TextStyle(size: 15, bold: true)),
          StyledRun(DrawingTestSupport.noteText, style: TextStyle(fontFamily: "Serif", size: 13)),
        ])
    ]
    let first = draw(paragraphs, fonts: FontCache()).0
    let second = draw(paragraphs, fonts: FontCache()).0
    let third = draw(paragraphs).0
    #expect(first == second && second == third)
  }

  @Test func hugeAndDegenerateInputIsBounded() {
    let huge = String(repeating: "word ", count: 200_000) + String(repeating: "\n", count: 100_000)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      _ = draw([TextParagraph(huge)] + Array(repeating: TextParagraph(""), count: 10_000))
    }
    #expect(elapsed < .seconds(30), "hang guard; speed lives in Benchmarks/drawing-text.sh")
    let nonsense = TextStyle(size: .nan)
    _ = draw([TextParagraph("x", style: nonsense)])
    _ = draw([TextParagraph("x", style: TextStyle(size: 1e9))])
    _ = draw([TextParagraph("x")], in: PixelRect(x: 0, y: 0, width: 0, height: -4))
    _ = draw([TextParagraph(runs: [])])
  }

  @Test func parallelDrawingSharesTheCacheSafely() async {
    let paragraphs = [TextParagraph(DrawingTestSupport.noteText, style: TextStyle(size: 14))]
    let reference = draw(paragraphs).0
    let results = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<8 {
        group.addTask {
          var canvas = Canvas(width: 300, height: 200, background: .white)
          let fonts = index.isMultiple(of: 2) ? FontCache.shared : FontCache()
          canvas.drawText(
            paragraphs, in: PixelRect(x: 20, y: 30, width: 220, height: 120), fonts: fonts)
          return canvas == reference
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.allSatisfy { $0 })
  }

  @Test func kerningTightensPairsFromTheKernTable() {
    let wide = PixelRect(x: 0, y: 0, width: 1000, height: 100)
    let width = { (text: String) in
      Canvas.measureText([TextParagraph(text, style: TextStyle(size: 48))], in: wide).usedRect
        .width
    }
    #expect(width("AVAV") < width("AAAA") / 2 + width("VVVV") / 2 - 4)
  }

  @Test func fontLookupFindsDejaVu() throws {
    let file = try FontCache.shared.resolvedFile(
      for: FontDescriptor(family: "DejaVu Sans", bold: true)
    ).get()
    #expect(file.path.hasSuffix("DejaVuSans-Bold.ttf"))
    let substitute = FontSource.fontconfig.match(FontDescriptor(family: "No Such Family 123"))
    #expect(substitute != nil)
    #expect(FontSource.fontconfig.covering("\u{E000}", FontDescriptor(family: "Sans")) == nil)
  }
}

@Suite("Text drawing sampler")
struct TextSamplerTests {
  @Test func samplerCoversStylesAndAlignments() {
    let body = "The quick brown fox jumps over the lazy dog; 混合中文文本也会换行。"
    let paragraphs = [
      TextParagraph(
        runs: [
          StyledRun("Underlined ", style: TextStyle(size: 16, underline: true)),
          StyledRun("struck ", style: TextStyle(size: 16, strikethrough: true)),
          StyledRun("bold italic ", style: TextStyle(size: 16, bold: true, italic: true)),
          StyledRun(
            "blue serif",
            style: TextStyle(
              fontFamily: "DejaVu Serif", size: 16, color: RGBAColor(red: 20, green: 60, blue: 200))
          ),
        ], spacingAfter: 8),
      TextParagraph(body, style: TextStyle(size: 13), alignment: .center),
      TextParagraph(body, style: TextStyle(size: 13), alignment: .right),
      TextParagraph(
        runs: [StyledRun(body + " " + body, style: TextStyle(size: 13))], alignment: .justified,
        spacingBefore: 8, firstLineHeadIndent: 20),
      TextParagraph("Tiny 7 px text stays legible-ish.", style: TextStyle(size: 7)),
      TextParagraph("Big 40", style: TextStyle(size: 40, bold: true)),
    ]
    var canvas = Canvas(width: 360, height: 300, background: .white)
    let result = canvas.drawText(paragraphs, in: PixelRect(x: 10, y: 10, width: 340, height: 280))
    #expect(result.lineCount >= 10)
    // The Chinese text needs a CJK font; a fresh machine has DejaVu only, and then every
    // CJK glyph (11 per copy of the body, 4 copies) is drawn as missing and counted.
    let hasCJKFont = FontSource.fontconfig.covering("混", FontDescriptor(family: "Sans")) != nil
    #expect(result.missingGlyphCount == (hasCJKFont ? 0 : 44))
    DrawingTestSupport.dump(canvas.makeImage(), name: "text-sampler")
  }
}
