/// What an icns element type holds, and at what size, as Apple's icon types define them.
enum ICNSMemberKind: Equatable {
  /// A PNG or JPEG 2000 stream (or, for `ic04`/`ic05`/`icsb`/`icsB`, `ARGB` run-length
  /// data), identified by its content.
  case encoded
  /// Three run-length (or raw) colour planes, alpha from the mask element `mask`.
  case rgb(mask: String)
  /// A 1-bit image followed by its 1-bit mask (`ICN#`, `ics#`, `ich#`, `icm#`).
  case monochrome
  /// An indexed image (`bits` 4 or 8) in the classic Mac palette, masked by `mask` (a 1-bit
  /// `#` element).
  case indexed(bits: Int, mask: String)

  /// The kind and pixel size (width, height) of a picture element type, or nil for the
  /// others (`TOC `, `icnV`, `info`, `name`, masks, nested dark-mode icons).
  static func of(_ type: String) -> (kind: ICNSMemberKind, width: Int, height: Int)? {
    switch type {
    case "icp4", "ic04": return (.encoded, 16, 16)
    case "icsb": return (.encoded, 18, 18)
    case "icp5", "ic05", "ic11": return (.encoded, 32, 32)
    case "icsB": return (.encoded, 36, 36)
    case "icp6", "ic12": return (.encoded, 64, 64)
    case "ic07": return (.encoded, 128, 128)
    case "ic08", "ic13": return (.encoded, 256, 256)
    case "ic09", "ic14": return (.encoded, 512, 512)
    case "ic10": return (.encoded, 1024, 1024)
    case "is32": return (.rgb(mask: "s8mk"), 16, 16)
    case "il32": return (.rgb(mask: "l8mk"), 32, 32)
    case "ih32": return (.rgb(mask: "h8mk"), 48, 48)
    case "it32": return (.rgb(mask: "t8mk"), 128, 128)
    case "icm#": return (.monochrome, 16, 12)
    case "ics#": return (.monochrome, 16, 16)
    case "ICN#": return (.monochrome, 32, 32)
    case "ich#": return (.monochrome, 48, 48)
    case "icm4": return (.indexed(bits: 4, mask: "icm#"), 16, 12)
    case "ics4": return (.indexed(bits: 4, mask: "ics#"), 16, 16)
    case "icl4": return (.indexed(bits: 4, mask: "ICN#"), 32, 32)
    case "ich4": return (.indexed(bits: 4, mask: "ich#"), 48, 48)
    case "icm8": return (.indexed(bits: 8, mask: "icm#"), 16, 12)
    case "ics8": return (.indexed(bits: 8, mask: "ics#"), 16, 16)
    case "icl8": return (.indexed(bits: 8, mask: "ICN#"), 32, 32)
    case "ich8": return (.indexed(bits: 8, mask: "ich#"), 48, 48)
    default: return nil
    }
  }

  /// Preference among members of the same size: deeper colour first.
  var rank: Int {
    switch self {
    case .encoded: return 0
    case .rgb: return 1
    case .indexed(let bits, _): return bits == 8 ? 2 : 3
    case .monochrome: return 4
    }
  }
}
