import Foundation

/// Windows' `.url` files: an INI file whose `[InternetShortcut]` section has `URL=`.
enum InternetShortcut {
  static func url(in data: Data) -> String? {
    guard data.count < 1 << 20 else { return nil }
    let text = TextEncodingDetector().detect([UInt8](data)).text
    var inSection = false
    for rawLine in text.split(whereSeparator: \.isNewline) {
      let line = String(rawLine).trimmingASCIIWhitespace()
      if line.hasPrefix("[") {
        inSection = line.lowercased() == "[internetshortcut]"
      } else if inSection, line.lowercased().hasPrefix("url=") {
        return String(line.dropFirst(4))
      }
    }
    return nil
  }
}
