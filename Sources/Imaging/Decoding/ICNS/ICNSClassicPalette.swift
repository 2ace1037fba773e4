/// The fixed colour tables of classic Mac OS that `icl4`/`icl8`-style icons index into.
enum ICNSClassicPalette {
  /// The 16-colour system palette, as RGB triples.
  static let fourBit: [(UInt8, UInt8, UInt8)] = [
    (0xFF, 0xFF, 0xFF), (0xFC, 0xF3, 0x05), (0xFF, 0x64, 0x02), (0xDD, 0x08, 0x06),
    (0xF2, 0x08, 0x84), (0x46, 0x00, 0xA5), (0x00, 0x00, 0xD4), (0x02, 0xAB, 0xEA),
    (0x1F, 0xB7, 0x14), (0x00, 0x64, 0x11), (0x56, 0x2C, 0x05), (0x90, 0x71, 0x3A),
    (0xC0, 0xC0, 0xC0), (0x80, 0x80, 0x80), (0x40, 0x40, 0x40), (0x00, 0x00, 0x00),
  ]

  /// The 256-colour system palette: the 6×6×6 cube from white down (black left out), then
  /// ten-step ramps of red, green, blue and grey, then black.
  static let eightBit: [(UInt8, UInt8, UInt8)] = {
    var table: [(UInt8, UInt8, UInt8)] = []
    for index in 0..<215 {
      let red = UInt8((5 - index / 36) * 0x33)
      let green = UInt8((5 - index / 6 % 6) * 0x33)
      let blue = UInt8((5 - index % 6) * 0x33)
      table.append((red, green, blue))
    }
    let ramp: [UInt8] = [0xEE, 0xDD, 0xBB, 0xAA, 0x88, 0x77, 0x55, 0x44, 0x22, 0x11]
    table += ramp.map { ($0, 0, 0) }
    table += ramp.map { (0, $0, 0) }
    table += ramp.map { (0, 0, $0) }
    table += ramp.map { ($0, $0, $0) }
    table.append((0, 0, 0))
    return table
  }()
}
