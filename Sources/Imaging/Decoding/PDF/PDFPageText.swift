import CCodecABI

/// Puts back the separators poppler's selection text leaves out between blocks.
///
/// `poppler_page_get_text` joins the words of a line with spaces and lines with newlines,
/// but two blocks on one line ("c1_by_c2" beside a box holding "c2") come out as one word.
/// Each character has a box (`poppler_page_get_text_layout`); where two adjacent non-space
/// characters are further apart than 30 % of the text height, a space is inserted, and
/// where the next one is on another line, a newline.
enum PDFPageText {
  static func separated(_ text: String, boxes: UnsafeBufferPointer<PopplerRectangle>) -> String {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == boxes.count else { return text }
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if index > 0, !isSpace(scalar), !isSpace(scalars[index - 1]) {
        let previous = boxes[index - 1]
        let box = boxes[index]
        let height = max(previous.y2 - previous.y1, box.y2 - box.y1, 0.1)
        let overlap = min(previous.y2, box.y2) - max(previous.y1, box.y1)
        if overlap < height * 0.3 {
          result.append("\n")
        } else if box.x1 - previous.x2 > height * 0.3 || box.x2 < previous.x1 {
          result.append(" ")
        }
      }
      result.append(scalar)
    }
    return String(result)
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
  }
}
