/// A growing byte buffer of JSON text with the few writers records need, flushed in pieces.
struct JSONBuffer {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  var count: Int { bytes.count }

  mutating func flush(_ sink: (UnsafeRawBufferPointer) throws -> Void) throws {
    guard !bytes.isEmpty else { return }
    try bytes.withUnsafeBytes { try sink($0) }
    bytes.removeAll(keepingCapacity: true)
  }

  mutating func append(_ text: String) {
    var copy = text
    copy.withUTF8 { bytes.append(contentsOf: $0) }
  }

  mutating func appendRaw(_ raw: UnsafeRawBufferPointer) { bytes.append(contentsOf: raw) }

  mutating func appendInteger(_ value: Int64) {
    if value >= 0 && value < 10 {
      bytes.append(UInt8(48 + value))
      return
    }
    var magnitude = value.magnitude
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
      var index = 20
      repeat {
        index -= 1
        buffer[index] = UInt8(48 + magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if value < 0 { bytes.append(45) }
      bytes.append(contentsOf: buffer[index..<20])
    }
  }

  mutating func appendReal(_ value: Double) {
    guard value.isFinite else {
      append("null")
      return
    }
    if value == value.rounded(), abs(value) < 1e15 {
      appendInteger(Int64(value))
      append(".0")
      return
    }
    append(value.description)
  }

  /// Seconds since 2001 as `YYYY-MM-DDTHH:MM:SS[.fff]Z`.
  mutating func appendDate(_ seconds: Double) {
    guard seconds.isFinite, abs(seconds) < 3e11 else {
      append("null")
      return
    }
    let unix = seconds + 978_307_200
    let whole = unix.rounded(.down)
    var millis = Int64(((unix - whole) * 1000).rounded())
    var total = Int64(whole)
    if millis == 1000 {
      millis = 0
      total += 1
    }
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let secondOfDay = total - days * 86_400
    // Days to civil date (Howard Hinnant's algorithm).
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    bytes.append(34)
    pad(year, 4)
    bytes.append(45)
    pad(month, 2)
    bytes.append(45)
    pad(day, 2)
    bytes.append(84)
    pad(secondOfDay / 3600, 2)
    bytes.append(58)
    pad(secondOfDay / 60 % 60, 2)
    bytes.append(58)
    pad(secondOfDay % 60, 2)
    if millis > 0 {
      bytes.append(46)
      pad(millis, 3)
    }
    bytes.append(90)
    bytes.append(34)
  }

  private mutating func pad(_ value: Int64, _ width: Int) {
    if value < 0 || value >= 10_000 {
      appendInteger(value)
      return
    }
    var divisor: Int64 = 1
    for _ in 1..<width { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(UInt8(48 + rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  mutating func appendString(_ text: String) {
    var copy = text
    copy.withUTF8 { appendQuoted(UnsafeRawBufferPointer($0)) }
  }

  /// UTF-8 bytes as a JSON string, escaping quotes, backslashes and control characters.
  mutating func appendQuoted(_ raw: UnsafeRawBufferPointer) {
    bytes.append(34)
    var start = 0
    for (index, byte) in raw.enumerated() where byte < 0x20 || byte == 34 || byte == 92 {
      if index > start { bytes.append(contentsOf: raw[start..<index]) }
      start = index + 1
      switch byte {
      case 34: bytes.append(contentsOf: [92, 34])
      case 92: bytes.append(contentsOf: [92, 92])
      case 10: bytes.append(contentsOf: [92, 110])
      case 13: bytes.append(contentsOf: [92, 114])
      case 9: bytes.append(contentsOf: [92, 116])
      default:
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [92, 117, 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
      }
    }
    if raw.count > start { bytes.append(contentsOf: raw[start..<raw.count]) }
    bytes.append(34)
  }

  static func quoted(_ text: String) -> String {
    var buffer = JSONBuffer(capacity: text.utf8.count + 2)
    buffer.appendString(text)
    return String(decoding: buffer.bytes, as: UTF8.self)
  }
}
