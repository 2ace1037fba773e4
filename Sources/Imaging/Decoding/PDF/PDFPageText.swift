import CCodecABI

/// Puts back the separators poppler's selection text leaves out between blocks.
///
/// `poppler_page_get_text` joins the words of a line with spaces and lines with newlines,
/// but two blocks on one line ("c1_by_c2" beside a box holding "c2") come out as one word.
/// Each character has a box (`poppler_page_get_text_layout`, in the turned page's
/// coordinates); where two adjacent non-space characters' boxes are further apart, along
/// either axis, than 30 % of the larger box's longer side, a space is inserted. Measuring
/// the gap on both axes keeps text that runs down a turned page (/Rotate 90) intact.
enum PDFPageText {
  static func separated(_ text: String, boxes: UnsafeBufferPointer<PopplerRectangle>) -> String {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == boxes.count else { return text }
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if index > 0, !isSpace(scalar), !isSpace(scalars[index - 1]),
        gap(boxes[index - 1], boxes[index])
      {
        result.append(" ")
      }
      result.append(scalar)
    }
    return String(result)
  }

  /// Whether `b` lies clearly apart from `a`.
  static func gap(_ a: PopplerRectangle, _ b: PopplerRectangle) -> Bool {
    let size = max(a.x2 - a.x1, a.y2 - a.y1, b.x2 - b.x1, b.y2 - b.y1, 0.1)
    let across = max(b.x1 - a.x2, a.x1 - b.x2, 0)
    let down = max(b.y1 - a.y2, a.y1 - b.y2, 0)
    return max(across, down) > size * 0.3
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
  }
}
