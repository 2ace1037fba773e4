import Foundation

/// The PDF standard security handler, revision 2 (40-bit RC4), as ISO 32000-1 §7.6.3
/// describes it: enough to write an encrypted fixture that needs a user password.
struct PDFRC4Encryption {
  /// The padding string of algorithm 2.
  static let padding: [UInt8] = [
    0x28, 0xBF, 0x4E, 0x5E, 0x4E, 0x75, 0x8A, 0x41, 0x64, 0x00, 0x4E, 0x56, 0xFF, 0xFA, 0x01,
    0x08, 0x2E, 0x2E, 0x00, 0xB6, 0xD0, 0x68, 0x3E, 0x80, 0x2F, 0x0C, 0xA9, 0xFE, 0x64, 0x53,
    0x69, 0x7A,
  ]
  /// `/P`: every permission bit set (as a signed 32-bit integer).
  static let permissions: Int32 = -4

  let fileID: [UInt8] = Array(0..<16)
  let owner: [UInt8]
  let user: [UInt8]
  let key: [UInt8]

  init(userPassword: String, ownerPassword: String) {
    func padded(_ password: String) -> [UInt8] {
      Array((Array(password.utf8) + Self.padding).prefix(32))
    }
    // Algorithm 3: the owner entry is the padded user password under the owner key.
    let ownerKey = Array(MD5.digest(padded(ownerPassword)).prefix(5))
    owner = RC4.apply(ownerKey, padded(userPassword))
    // Algorithm 2: the file key.
    let p = UInt32(bitPattern: Self.permissions)
    let pBytes = (0..<4).map { UInt8(truncatingIfNeeded: p >> (8 * UInt32($0))) }
    key = Array(MD5.digest(padded(userPassword) + owner + pBytes + fileID).prefix(5))
    // Algorithm 4: the user entry is the padding under the file key.
    user = RC4.apply(key, Self.padding)
  }

  var dictionary: String {
    "<< /Filter /Standard /V 1 /R 2 /O <\(PDFFixtures.hex(owner))> /U <\(PDFFixtures.hex(user))> /P \(Self.permissions) >>"
  }

  /// Algorithm 1: a string or stream of object `object` (generation 0).
  func encrypt(_ bytes: [UInt8], object: Int) -> [UInt8] {
    let suffix: [UInt8] = [
      UInt8(object & 0xFF), UInt8(object >> 8 & 0xFF), UInt8(object >> 16 & 0xFF), 0, 0,
    ]
    let objectKey = Array(MD5.digest(key + suffix).prefix(min(16, key.count + 5)))
    return RC4.apply(objectKey, bytes)
  }
}

/// RC4, for the fixture only.
enum RC4 {
  static func apply(_ key: [UInt8], _ input: [UInt8]) -> [UInt8] {
    var s = (0...255).map { UInt8($0) }
    var j = 0
    for i in 0..<256 {
      j = (j + Int(s[i]) + Int(key[i % key.count])) & 0xFF
      s.swapAt(i, j)
    }
    var i = 0
    j = 0
    return input.map { byte in
      i = (i + 1) & 0xFF
      j = (j + Int(s[i])) & 0xFF
      s.swapAt(i, j)
      return byte ^ s[(Int(s[i]) + Int(s[j])) & 0xFF]
    }
  }
}

/// MD5 (RFC 1321), for the fixture only.
enum MD5 {
  static let shifts: [UInt32] = [
    7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9,
    14, 20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15,
    21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
  ]
  static let constants: [UInt32] = (0..<64).map {
    UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296))
  }

  static func digest(_ message: [UInt8]) -> [UInt8] {
    var bytes = message + [0x80]
    while bytes.count % 64 != 56 { bytes.append(0) }
    let bits = UInt64(message.count) * 8
    bytes += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (8 * UInt64($0))) }
    var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476]
    for chunk in stride(from: 0, to: bytes.count, by: 64) {
      let words = (0..<16).map { w in
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[chunk + 4 * w + $1]) << (8 * UInt32($1)) }
      }
      var (a, b, c, d) = (state[0], state[1], state[2], state[3])
      for i in 0..<64 {
        var f: UInt32
        var g: Int
        switch i / 16 {
        case 0: (f, g) = ((b & c) | (~b & d), i)
        case 1: (f, g) = ((d & b) | (~d & c), (5 * i + 1) % 16)
        case 2: (f, g) = (b ^ c ^ d, (3 * i + 5) % 16)
        default: (f, g) = (c ^ (b | ~d), (7 * i) % 16)
        }
        f = f &+ a &+ constants[i] &+ words[g]
        a = d
        d = c
        c = b
        b = b &+ (f << shifts[i] | f >> (32 - shifts[i]))
      }
      state[0] = state[0] &+ a
      state[1] = state[1] &+ b
      state[2] = state[2] &+ c
      state[3] = state[3] &+ d
    }
    return state.flatMap { word in
      (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * UInt32($0))) }
    }
  }
}
