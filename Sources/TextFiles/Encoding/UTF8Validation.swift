/// Counts well-formed multi-byte UTF-8 sequences and invalid bytes, to tell UTF-8 text with
/// a few damaged bytes (a file cut mid-character, one stray Latin-1 byte) from 8-bit text.
enum UTF8Validation {
  struct Counts: Equatable {
    var multiByteSequences = 0
    var invalidBytes = 0
  }

  static func counts(_ bytes: ArraySlice<UInt8>) -> Counts {
    var counts = Counts()
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lowestSecond: UInt8 = 0x80
      var highestSecond: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lowestSecond = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        highestSecond = 0x9F
      case 0xF0:
        length = 4
        lowestSecond = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        highestSecond = 0x8F
      default: length = 0
      }
      var valid = length > 0 && index + length <= bytes.endIndex
      if valid {
        for offset in 1..<length {
          let byte = bytes[index + offset]
          let low = offset == 1 ? lowestSecond : 0x80
          let high = offset == 1 ? highestSecond : 0xBF
          if byte < low || byte > high {
            valid = false
            break
          }
        }
      }
      if valid {
        counts.multiByteSequences += 1
        index += length
      } else {
        counts.invalidBytes += 1
        index += 1
      }
    }
    return counts
  }

  /// UTF-8 with damage: at least 8 well-formed multi-byte sequences per invalid byte, or
  /// only a sequence cut off by the end of the input.
  static func isMostlyUTF8(_ bytes: [UInt8]) -> Bool {
    let counts = counts(bytes[...])
    if counts.invalidBytes == 0 { return true }
    if counts.multiByteSequences >= 8 * counts.invalidBytes { return true }
    // Cut mid-character: UTF-8 before, then a lead byte and only continuation bytes.
    let tail = bytes.suffix(3)
    guard counts.multiByteSequences > 0,
      let leadOffset = tail.lastIndex(where: { $0 >= 0xC0 }),
      bytes[(leadOffset + 1)...].allSatisfy({ (0x80...0xBF).contains($0) })
    else { return false }
    return UTF8Validation.counts(bytes[..<leadOffset]).invalidBytes == 0
  }
}
