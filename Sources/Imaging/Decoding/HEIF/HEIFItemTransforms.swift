import ByteReading

/// Whether a HEIF file's primary item carries a rotation or mirror property (`irot`,
/// `imir`), read from the ISO BMFF boxes: `meta` → `pitm` (primary item) and
/// `iprp` → `ipco` (properties, 1-based) + `ipma` (which item has which).
///
/// libheif applies those transforms itself; the Exif Orientation tag then describes the same
/// turn again and must not be applied a second time. Only when the item has neither is the
/// Exif orientation the one to honour. Every read is bounds-checked; anything malformed
/// answers `false`, and libheif reports the damage.
enum HEIFItemTransforms {
  /// Boxes examined at most, so a hostile file cannot make this slow.
  static let maximumBoxes = 4096

  /// `true` when the primary item has an `irot` or `imir` property.
  static func primaryItemIsTransformed(_ bytes: [UInt8]) -> Bool {
    var budget = maximumBoxes
    guard let meta = child("meta", in: 0..<bytes.count, bytes, budget: &budget),
      meta.count >= 4
    else { return false }
    let metaBody = meta.lowerBound + 4..<meta.upperBound  // full box: version and flags
    guard let pitm = child("pitm", in: metaBody, bytes, budget: &budget), pitm.count >= 6,
      let iprp = child("iprp", in: metaBody, bytes, budget: &budget),
      let ipco = child("ipco", in: iprp, bytes, budget: &budget),
      let ipma = child("ipma", in: iprp, bytes, budget: &budget)
    else { return false }
    let idSize = bytes[pitm.lowerBound] == 0 ? 2 : 4
    guard pitm.count >= 4 + idSize else { return false }
    let primary = UInt32(Self.read(bytes, pitm.lowerBound + 4, idSize))
    let types = propertyTypes(in: ipco, bytes, budget: &budget)
    for index in associations(of: primary, in: ipma, bytes) {
      guard index >= 1, index <= types.count else { continue }
      if types[index - 1] == "irot" || types[index - 1] == "imir" { return true }
    }
    return false
  }

  /// The property indices (1-based) associated with `item`.
  private static func associations(of item: UInt32, in ipma: Range<Int>, _ bytes: [UInt8])
    -> [Int]
  {
    guard ipma.count >= 8 else { return [] }
    let version = bytes[ipma.lowerBound]
    let wideIndex = bytes[ipma.lowerBound + 3] & 1 == 1
    let entries = Self.read(bytes, ipma.lowerBound + 4, 4)
    var offset = ipma.lowerBound + 8
    for _ in 0..<min(entries, ipma.count) {
      let idSize = version < 1 ? 2 : 4
      guard offset + idSize + 1 <= ipma.upperBound else { return [] }
      let id = UInt32(Self.read(bytes, offset, idSize))
      let count = Int(bytes[offset + idSize])
      offset += idSize + 1
      let size = wideIndex ? 2 : 1
      guard offset + count * size <= ipma.upperBound else { return [] }
      if id == item {
        return (0..<count).map { i in
          Self.read(bytes, offset + i * size, size) & (wideIndex ? 0x7FFF : 0x7F)
        }
      }
      offset += count * size
    }
    return []
  }

  private static func propertyTypes(in ipco: Range<Int>, _ bytes: [UInt8], budget: inout Int)
    -> [String]
  {
    var types: [String] = []
    var offset = ipco.lowerBound
    while let box = box(at: offset, within: ipco, bytes), budget > 0 {
      budget -= 1
      types.append(box.type)
      offset = box.body.upperBound
    }
    return types
  }

  private static func child(
    _ type: String, in range: Range<Int>, _ bytes: [UInt8], budget: inout Int
  ) -> Range<Int>? {
    var offset = range.lowerBound
    while let box = box(at: offset, within: range, bytes), budget > 0 {
      budget -= 1
      if box.type == type { return box.body }
      offset = box.body.upperBound
    }
    return nil
  }

  /// The box at `offset`: its type and body (after the 8- or 16-byte header).
  private static func box(at offset: Int, within range: Range<Int>, _ bytes: [UInt8]) -> (
    type: String, body: Range<Int>
  )? {
    guard offset >= range.lowerBound, offset + 8 <= range.upperBound else { return nil }
    var size = Self.read(bytes, offset, 4)
    var header = 8
    if size == 1 {
      guard offset + 16 <= range.upperBound else { return nil }
      size = Self.read(bytes, offset + 8, 8)
      header = 16
    } else if size == 0 {
      size = range.upperBound - offset
    }
    guard size >= header, size <= range.upperBound - offset else { return nil }
    let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
    return (type, offset + header..<offset + size)
  }

  /// A big-endian unsigned integer of `count` bytes (≤ 8, clamped to Int.max); the callers
  /// check that it lies inside its box.
  private static func read(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
    let value = bytes.getInteger(at: offset, byteCount: count, as: UInt64.self) ?? 0
    return Int(min(value, UInt64(Int.max)))
  }
}
