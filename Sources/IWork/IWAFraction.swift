/// Numbers' fraction display: a whole part, then the fraction nearest the rest whose
/// denominator is the format's (accuracy 2, 4, 8, 10, 16, 100…) or has at most one, two or
/// three digits (accuracy -1, -2, -3): `1/4`, `1 1/2`, `-3/8`.
enum IWAFraction {
  static func text(_ value: Double, accuracy: Int32) -> String {
    guard value.isFinite, abs(value) < 1e15 else {
      return IWACellText.decimal(abs(value), exact: nil, places: nil, grouping: false)
    }
    let negative = value < 0
    var whole = abs(value).rounded(.down)
    let rest = abs(value) - whole
    var (numerator, denominator): (Int64, Int64)
    if accuracy > 0 {
      denominator = Int64(min(accuracy, 1_000_000))
      numerator = Int64((rest * Double(denominator)).rounded())
    } else {
      let digits = min(Int(-accuracy), 6)
      var limit: Int64 = 1
      for _ in 0..<max(digits, 1) { limit *= 10 }
      (numerator, denominator) = nearest(rest, maximumDenominator: limit - 1)
    }
    if numerator == denominator {
      whole += 1
      numerator = 0
    }
    var text = ""
    if whole > 0 || numerator == 0 { text = String(Int64(whole)) }
    if numerator > 0 { text += (text.isEmpty ? "" : " ") + "\(numerator)/\(denominator)" }
    return negative && text != "0" ? "-" + text : text
  }

  /// The fraction nearest `value` (0 ≤ value < 1) with a denominator up to `maximum`, by
  /// continued fractions.
  static func nearest(_ value: Double, maximumDenominator maximum: Int64) -> (Int64, Int64) {
    var (p0, q0, p1, q1): (Int64, Int64, Int64, Int64) = (0, 1, 1, 0)
    var x = value
    for _ in 0..<40 {
      let a = Int64(x.rounded(.down))
      let q2 = q0 + a * q1
      guard q2 <= maximum else { break }
      (p0, q0, p1, q1) = (p1, q1, p0 + a * p1, q2)
      let fraction = x - Double(a)
      guard fraction > 1e-12 else { break }
      x = 1 / fraction
    }
    // Also consider the best semiconvergent between the last two convergents.
    guard q1 > 0 else { return (0, 1) }
    let k = (maximum - q0) / q1
    let (ps, qs) = (p0 + k * p1, q0 + k * q1)
    if qs > 0, abs(Double(ps) / Double(qs) - value) < abs(Double(p1) / Double(q1) - value) {
      return (ps, qs)
    }
    return (p1, q1)
  }
}
