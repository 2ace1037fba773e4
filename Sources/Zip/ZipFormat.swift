import Foundation

/// Constants and small codecs of the zip file format (APPNOTE.TXT 6.3.x).
enum ZipFormat {
  static let localHeaderSignature: UInt32 = 0x0403_4b50
  static let centralHeaderSignature: UInt32 = 0x0201_4b50
  static let endOfCentralDirectorySignature: UInt32 = 0x0605_4b50
  static let zip64LocatorSignature: UInt32 = 0x0706_4b50
  static let localHeaderSize = 30
  static let centralHeaderSize = 46
  static let endOfCentralDirectorySize = 22
  static let maxCommentSize = 0xFFFF

  /// General purpose flag bits.
  static let flagEncrypted: UInt16 = 1 << 0
  static let flagDataDescriptor: UInt16 = 1 << 3
  static let flagStrongEncryption: UInt16 = 1 << 6
  static let flagUTF8: UInt16 = 1 << 11

  /// "Version made by" host systems.
  static let hostMSDOS: UInt8 = 0
  static let hostUnix: UInt8 = 3
  static let hostNTFS: UInt8 = 10
  static let hostVFAT: UInt8 = 14
  static let hostDarwin: UInt8 = 19

  /// Unix file type bits in the high half of the external attributes.
  static let typeMask: UInt32 = 0o170000
  static let typeDirectory: UInt32 = 0o040000
  static let typeRegular: UInt32 = 0o100000
  static let typeSymlink: UInt32 = 0o120000

  /// The MS-DOS directory attribute bit in the low byte of the external attributes.
  static let dosDirectoryAttribute: UInt32 = 0x10

  /// 1980-01-01T00:00:00Z, the earliest MS-DOS timestamp.
  static let dosEpoch = Date(timeIntervalSince1970: 315_532_800)

  /// Encodes `date` as MS-DOS (time, date) in UTC, clamped to 1980…2107, seconds halved.
  static func dosDateTime(_ date: Date) -> (time: UInt16, date: UInt16) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let clamped = min(max(date, dosEpoch), Date(timeIntervalSince1970: 4_354_819_198))
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: clamped)
    let year = UInt16(max(0, (parts.year ?? 1980) - 1980))
    let dosDate = year << 9 | UInt16(parts.month ?? 1) << 5 | UInt16(parts.day ?? 1)
    let dosTime =
      UInt16(parts.hour ?? 0) << 11 | UInt16(parts.minute ?? 0) << 5
      | UInt16((parts.second ?? 0) / 2)
    return (dosTime, dosDate)
  }

  /// Decodes an MS-DOS (time, date) pair read as UTC; invalid fields fall back to the epoch.
  static func date(dosTime: UInt16, dosDate: UInt16) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    var parts = DateComponents()
    parts.year = 1980 + Int(dosDate >> 9)
    parts.month = Int(dosDate >> 5 & 0x0F)
    parts.day = Int(dosDate & 0x1F)
    parts.hour = Int(dosTime >> 11)
    parts.minute = Int(dosTime >> 5 & 0x3F)
    parts.second = Int(dosTime & 0x1F) * 2
    guard (1...12).contains(parts.month ?? 0), (1...31).contains(parts.day ?? 0),
      (parts.hour ?? 0) < 24, (parts.minute ?? 0) < 60, (parts.second ?? 0) < 60
    else { return dosEpoch }
    return calendar.date(from: parts) ?? dosEpoch
  }
}

extension Data {
  /// Appends `value` little-endian.
  mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}
