/// The little-endian 32-bit magic that opens every block of an LZFSE stream.
enum BlockMagic: UInt32, Sendable {
  /// `bvx$`: end of stream, no payload.
  case endOfStream = 0x2478_7662
  /// `bvx-`: stored bytes.
  case raw = 0x2D78_7662
  /// `bvx1`: LZFSE with frequency tables stored as 16-bit values.
  case lzfseV1 = 0x3178_7662
  /// `bvx2`: LZFSE with packed header fields and variable-length frequency codes.
  case lzfseV2 = 0x3278_7662
  /// `bvxn`: LZVN.
  case lzvn = 0x6E78_7662
}

/// Fixed facts of the format (lzfse_internal.h, restated).
enum Format {
  static let literalStates = 1024
  static let lStates = 64
  static let mStates = 64
  static let dStates = 256
  static let literalSymbols = 256
  static let lSymbols = 20
  static let mSymbols = 20
  static let dSymbols = 64
  /// The most literals and matches one LZFSE block may hold.
  static let literalsPerBlock = 40_000
  static let matchesPerBlock = 10_000
  static let maximumL = 315
  static let maximumM = 2359
  static let maximumD = 262_139
  /// `bvx1` header: 7 UInt32, literal bits, 4 literal states, LMD bits, 3 states, 360 UInt16
  /// frequencies; 770 bytes, 772 with the C struct's tail padding (what the stream holds).
  static let v1HeaderSize = 772
  /// `bvx2` fixed part: magic, raw size, three packed UInt64.
  static let v2FixedHeaderSize = 32
  /// The most bytes LZVN can expand one payload byte to: `lrg_m` writes 271 bytes from 2.
  static let lzvnMaximumRatio = (numerator: 271, denominator: 2)

  static let lExtraBits: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 5, 8]
  static let lBase: [Int32] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20, 28, 60,
  ]
  static let mExtraBits: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 5, 8, 11]
  static let mBase: [Int32] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 24, 56, 312,
  ]
  /// Distance symbols: 0–3 stand for themselves; from 4 on, symbol s carries s / 4 extra bits
  /// and the bases grow by 2^extra per symbol (4, 6, 8, 10, 12, 16, …, 229372).
  static let dExtraBits: [UInt8] = (0..<64).map { $0 < 4 ? 0 : UInt8($0 >> 2) }
  static let dBase: [Int32] = {
    var bases: [Int32] = []
    var next: Int32 = 0
    for symbol in 0..<64 {
      bases.append(next)
      next += Int32(1) << dExtraBits[symbol]
    }
    return bases
  }()
}
