import Foundation

/// A tiny GIF encoder for tests: literal-only LZW (a clear code before the table grows),
/// global or local palettes, a GCE transparent index, interlacing and frame offsets.
enum GIFWriter {
  struct Frame {
    var left = 0
    var top = 0
    var width: Int
    var height: Int
    var indices: [UInt8]
    var localPalette: [(UInt8, UInt8, UInt8)]? = nil
    var transparentIndex: Int? = nil
    var interlaced = false
  }

  static func file(
    screenWidth: Int, screenHeight: Int, globalPalette: [(UInt8, UInt8, UInt8)]?,
    frames: [Frame]
  ) -> Data {
    var out: [UInt8] = Array("GIF89a".utf8)
    out += TestImages.le16(screenWidth) + TestImages.le16(screenHeight)
    if let globalPalette {
      let (bits, table) = colorTable(globalPalette)
      out += [0xF0 | UInt8(bits - 1), 0, 0] + table
    } else {
      out += [0x70, 0, 0]
    }
    for frame in frames {
      if let transparent = frame.transparentIndex {
        out += [0x21, 0xF9, 4, 0x01, 0, 0, UInt8(transparent), 0]
      }
      out += [0x2C] + TestImages.le16(frame.left) + TestImages.le16(frame.top)
      out += TestImages.le16(frame.width) + TestImages.le16(frame.height)
      var flags: UInt8 = frame.interlaced ? 0x40 : 0
      var table: [UInt8] = []
      var bits = 8
      if let local = frame.localPalette {
        let made = colorTable(local)
        bits = made.bits
        table = made.table
        flags |= 0x80 | UInt8(bits - 1)
      } else if let globalPalette {
        bits = colorTable(globalPalette).bits
      }
      out += [flags] + table
      var rows = Array(0..<frame.height)
      if frame.interlaced {
        rows = [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap {
          stride(from: $0.0, to: frame.height, by: $0.1)
        }
      }
      // A frame may carry fewer indices than its size (for lying-header tests).
      let complete = frame.indices.count == frame.width * frame.height
      let ordered =
        complete
        ? rows.flatMap { frame.indices[$0 * frame.width..<($0 + 1) * frame.width] }
        : frame.indices
      out += lzw(ordered, minimumCodeSize: max(2, bits))
    }
    out.append(0x3B)
    return Data(out)
  }

  /// A colour table padded to a power of two; returns its size exponent.
  static func colorTable(_ palette: [(UInt8, UInt8, UInt8)]) -> (bits: Int, table: [UInt8]) {
    var bits = 1
    while 1 << bits < palette.count { bits += 1 }
    var table: [UInt8] = []
    for index in 0..<(1 << bits) {
      let entry = index < palette.count ? palette[index] : (0, 0, 0)
      table += [entry.0, entry.1, entry.2]
    }
    return (bits, table)
  }

  /// Literal-only LZW with sub-blocks.
  static func lzw(_ indices: [UInt8], minimumCodeSize m: Int) -> [UInt8] {
    let clear = 1 << m
    let codeSize = m + 1
    var codes = [clear]
    var sinceClear = 0
    for index in indices {
      if sinceClear == clear - 2 {
        codes.append(clear)
        sinceClear = 0
      }
      codes.append(Int(index))
      sinceClear += 1
    }
    codes.append(clear + 1)
    var bytes: [UInt8] = []
    var accumulator = 0
    var bitCount = 0
    for code in codes {
      accumulator |= code << bitCount
      bitCount += codeSize
      while bitCount >= 8 {
        bytes.append(UInt8(accumulator & 0xFF))
        accumulator >>= 8
        bitCount -= 8
      }
    }
    if bitCount > 0 { bytes.append(UInt8(accumulator & 0xFF)) }
    var out: [UInt8] = [UInt8(m)]
    var offset = 0
    while offset < bytes.count {
      let count = min(255, bytes.count - offset)
      out.append(UInt8(count))
      out += bytes[offset..<offset + count]
      offset += count
    }
    out.append(0)
    return out
  }
}
