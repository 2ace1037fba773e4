/// Numbers' duration display: units week (1), day (2), hour (4), minute (8), second (16),
/// millisecond (32) from the largest to the smallest the format names (or, with automatic
/// units, the ones the value needs); style 0 `1:30:00`-like, 1 `1h 30m`, 2 `1 hour 30
/// minutes`.
enum IWADuration {
  static let units: [(flag: UInt32, seconds: Double, short: String, long: String)] = [
    (1, 604_800, "w", "week"), (2, 86_400, "d", "day"), (4, 3_600, "h", "hour"),
    (8, 60, "m", "minute"), (16, 1, "s", "second"), (32, 0.001, "ms", "millisecond"),
  ]

  static func text(_ seconds: Double, format: IWACellFormat) -> String {
    var largest = format.durationLargest
    var smallest = format.durationSmallest
    if format.automaticDurationUnits || largest == 0 || smallest == 0 || largest > smallest {
      (largest, smallest) = automaticUnits(seconds)
    }
    let negative = seconds < 0
    var remaining = abs(seconds)
    var parts: [String] = []
    let chosen = units.filter { $0.flag >= largest && $0.flag <= smallest }
    for (index, unit) in chosen.enumerated() {
      let isLast = index == chosen.count - 1
      var count = remaining / unit.seconds
      if isLast {
        count = count.rounded()
      } else {
        count = count.rounded(.down)
        remaining -= count * unit.seconds
      }
      let whole = Int64(count)
      switch format.durationStyle {
      case 1: parts.append("\(whole)\(unit.short)")
      case 2: parts.append("\(whole) \(unit.long)\(whole == 1 ? "" : "s")")
      default:
        let padded = index > 0 && unit.flag >= 8 && unit.flag <= 16 && whole < 10
        if unit.flag == 32, index > 0 {
          parts[parts.count - 1] += "." + String(String(whole + 1000).dropFirst())
          continue
        }
        parts.append(padded ? "0\(whole)" : "\(whole)")
      }
    }
    let joined = parts.joined(separator: format.durationStyle == 0 ? ":" : " ")
    return negative ? "-" + joined : joined
  }

  /// The units a value needs: its largest whole unit down to the smallest with a remainder.
  static func automaticUnits(_ seconds: Double) -> (UInt32, UInt32) {
    let value = abs(seconds)
    guard value > 0 else { return (2, 2) }
    let largest = units.first { value >= $0.seconds }?.flag ?? 32
    let smallest: UInt32
    if value != value.rounded(.down) {
      smallest = 32
    } else if value.truncatingRemainder(dividingBy: 60) != 0 {
      smallest = 16
    } else if value.truncatingRemainder(dividingBy: 3_600) != 0 {
      smallest = 8
    } else if value.truncatingRemainder(dividingBy: 86_400) != 0 {
      smallest = 4
    } else if value.truncatingRemainder(dividingBy: 604_800) != 0 {
      smallest = 2
    } else {
      smallest = 1
    }
    return (largest, max(largest, smallest))
  }
}
