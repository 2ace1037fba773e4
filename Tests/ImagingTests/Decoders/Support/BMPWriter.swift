import Foundation

/// Writes BMP files of every kind the decoder reads, for round-trip tests.
enum BMPWriter {
  enum Header: Int {
    case core = 12
    case info = 40
    case v4 = 108
    case v5 = 124
  }

  /// Assembles a file from prepared pixel bytes.
  /// - Parameters:
  ///   - compression: 0 RGB, 1 RLE8, 2 RLE4, 3 BITFIELDS.
  ///   - masks: R, G, B (and A) masks, written into V4/V5 headers or after an INFO header.
  static func file(
    header: Header, width: Int, height: Int, bits: Int, compression: Int = 0,
    masks: [UInt32] = [], palette: [(UInt8, UInt8, UInt8)] = [], pixelData: [UInt8],
    topDown: Bool = false
  ) -> Data {
    var dib: [UInt8] = []
    if header == .core {
      dib +=
        TestImages.le32(12) + TestImages.le16(width) + TestImages.le16(height)
      dib += TestImages.le16(1) + TestImages.le16(bits)
    } else {
      dib += TestImages.le32(header.rawValue) + TestImages.le32(width)
      dib += TestImages.le32(topDown ? -height : height)
      dib +=
        TestImages.le16(1) + TestImages.le16(bits)
        + TestImages.le32(compression)
      dib +=
        TestImages.le32(pixelData.count) + TestImages.le32(2835)
        + TestImages.le32(2835)
      dib += TestImages.le32(palette.count) + TestImages.le32(0)
      if header != .info {
        let m = masks + [UInt32](repeating: 0, count: max(0, 4 - masks.count))
        for mask in m.prefix(4) { dib += TestImages.le32(Int(mask)) }
        dib += Array("BGRs".utf8.reversed())  // LCS_sRGB
        dib += [UInt8](repeating: 0, count: 36 + 12)  // endpoints + gamma
        if header == .v5 { dib += [UInt8](repeating: 0, count: 16) }
      } else if compression == 3 {
        for mask in masks.prefix(3) { dib += TestImages.le32(Int(mask)) }
      }
    }
    var table: [UInt8] = []
    for entry in palette {
      table += [entry.2, entry.1, entry.0]
      if header != .core { table.append(0) }
    }
    let offset = 14 + dib.count + table.count
    var bytes: [UInt8] = Array("BM".utf8) + TestImages.le32(offset + pixelData.count)
    bytes += [0, 0, 0, 0] + TestImages.le32(offset)
    return Data(bytes + dib + table + pixelData)
  }

  /// Packs rows of samples (`bits` each, or whole bytes per pixel) bottom-up with padding.
  static func rows(width: Int, height: Int, bits: Int, topDown: Bool, pixel: (Int, Int) -> [UInt8])
    -> [UInt8]
  {
    let stride = ((width * bits + 31) / 32) * 4
    var out: [UInt8] = []
    for fileRow in 0..<height {
      let y = topDown ? fileRow : height - 1 - fileRow
      var row = [UInt8](repeating: 0, count: stride)
      if bits < 8 {
        for x in 0..<width {
          let value = pixel(x, y)[0]
          let bitOffset = x * bits
          row[bitOffset / 8] |= value << UInt8(8 - bits - bitOffset % 8)
        }
      } else {
        var i = 0
        for x in 0..<width {
          for byte in pixel(x, y) {
            row[i] = byte
            i += 1
          }
        }
      }
      out += row
    }
    return out
  }

  /// RLE8 or RLE4 data: even rows as encoded runs, odd rows in absolute mode.
  static func rle(indices: [UInt8], width: Int, height: Int, fourBit: Bool) -> [UInt8] {
    var out: [UInt8] = []
    for fileRow in 0..<height {
      let y = height - 1 - fileRow
      let row = Array(indices[y * width..<(y + 1) * width])
      if fileRow % 2 == 1 && width >= 3 {
        var x = 0
        while x < width {
          let count = min(width - x, 255)
          if count < 3 {
            for value in row[x..<x + count] { out += [1, fourBit ? value << 4 : value] }
          } else {
            out += [0, UInt8(count)]
            var chunk: [UInt8] = []
            if fourBit {
              for i in stride(from: 0, to: count, by: 2) {
                let high = row[x + i] << 4
                let low = i + 1 < count ? row[x + i + 1] : 0
                chunk.append(high | low)
              }
            } else {
              chunk = Array(row[x..<x + count])
            }
            if chunk.count % 2 == 1 { chunk.append(0) }
            out += chunk
          }
          x += count
        }
      } else {
        var x = 0
        while x < width {
          var run = 1
          while x + run < width && row[x + run] == row[x] && run < 255 { run += 1 }
          out += [UInt8(run), fourBit ? row[x] << 4 | row[x] : row[x]]
          x += run
        }
      }
      out += [0, 0]
    }
    return out + [0, 1]
  }
}
