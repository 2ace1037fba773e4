extension Canvas {
  /// Draws a ``FileIcon`` centred in the largest square inside `rect`.
  public mutating func drawFileIcon(
    label: String, in rect: PixelRect, fonts: FontCache = .shared
  ) {
    let side = Double(min(rect.width, rect.height))
    guard side >= 1 else { return }
    let originX = Double(rect.x) + (Double(rect.width) - side) / 2
    let originY = Double(rect.y) + (Double(rect.height) - side) / 2
    let pageWidth = side * 0.68
    let pageHeight = side * 0.88
    let left = originX + (side - pageWidth) / 2
    let top = originY + (side - pageHeight) / 2
    let right = left + pageWidth
    let bottom = top + pageHeight
    let fold = pageWidth * 0.28
    let stroke = max(1, side / 56)
    let diagonal = stroke * (2.squareRoot() - 1)
    let borderColor = RGBAColor(gray: 140)

    // The page: border colour, then the paper inset by the stroke width.
    fillPolygon(
      [(left, top), (right - fold, top), (right, top + fold), (right, bottom), (left, bottom)],
      color: borderColor)
    fillPolygon(
      [
        (left + stroke, top + stroke), (right - fold - diagonal, top + stroke),
        (right - stroke, top + fold + diagonal), (right - stroke, bottom - stroke),
        (left + stroke, bottom - stroke),
      ], color: RGBAColor(gray: 252))
    // The folded corner, outlined the same way.
    fillPolygon(
      [(right - fold, top), (right - fold, top + fold), (right, top + fold)], color: borderColor)
    let inner = stroke * (1 + 2.squareRoot())
    fillPolygon(
      [
        (right - fold + stroke, top + inner), (right - fold + stroke, top + fold - stroke),
        (right - inner, top + fold - stroke),
      ], color: RGBAColor(gray: 222))

    let text = FileIcon.normalizedLabel(label)
    guard !text.isEmpty else { return }
    let bandLeft = Int((left - side * 0.04).rounded())
    let bandRight = Int((right - stroke - side * 0.02).rounded())
    let bandTop = Int((top + pageHeight * 0.58).rounded())
    let bandHeight = max(1, Int((pageHeight * 0.2).rounded()))
    let band = PixelRect(x: bandLeft, y: bandTop, width: bandRight - bandLeft, height: bandHeight)
    fill(band, color: RGBAColor(red: 52, green: 101, blue: 164))
    drawLabel(text, in: band, fonts: fonts)
  }

  /// Draws `text` in bold white, as large as fits, centred in `band`.
  private mutating func drawLabel(_ text: String, in band: PixelRect, fonts: FontCache) {
    var style = TextStyle(size: Double(band.height) * 0.7, bold: true, color: .white)
    let wide = PixelRect(x: 0, y: 0, width: 1 << 16, height: band.height * 4)
    let available = Double(band.width) * 0.86
    let measured = Canvas.measureText([TextParagraph(text, style: style)], in: wide, fonts: fonts)
    if measured.usedRect.width > 0, Double(measured.usedRect.width) > available {
      style.size *= available / Double(measured.usedRect.width)
    }
    let paragraph = TextParagraph(text, style: style, alignment: .center)
    let fitted = Canvas.measureText([paragraph], in: wide, fonts: fonts)
    // Centre the line's glyph box; with capitals only, its ascent and descent margins
    // roughly balance.
    let used = fitted.usedRect
    let y = band.y + (band.height - used.height) / 2 - used.y
    let box = PixelRect(x: band.x, y: y, width: band.width, height: used.y + used.height + 2)
    drawText([paragraph], in: box, fonts: fonts)
  }
}
