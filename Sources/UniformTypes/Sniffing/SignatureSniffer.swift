/// Formats recognised by magic numbers at fixed offsets.
enum SignatureSniffer {
  static func type(of head: ByteWindow) -> UTType? {
    guard let first = head[0] else { return nil }
    switch first {
    case 0x89 where head.matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]):
      return .png
    case 0xFF where head.matches([0xFF, 0xD8, 0xFF]):
      return .jpeg
    case 0xFF
    where head.matches([0xFF, 0xFB]) || head.matches([0xFF, 0xF3])
      || head.matches([0xFF, 0xF2]):
      return .mp3
    case 0x47 where head.matches(Array("GIF87a".utf8)) || head.matches(Array("GIF89a".utf8)):
      return .gif
    case 0x42 where head.matches(Array("BM".utf8)):
      return isBMP(head) ? .bmp : nil
    case 0x42 where head.matches(Array("BZh".utf8)):
      return .bz2
    case 0x49 where head.matches([0x49, 0x49, 0x2A, 0x00]):
      return .tiff
    case 0x4D where head.matches([0x4D, 0x4D, 0x00, 0x2A]):
      return .tiff
    case 0x4D where head.matches(Array("MZ".utf8)):
      return UTType(builtIn: "com.microsoft.windows-executable")
    case 0x52 where head.matches(Array("RIFF".utf8)):
      return riff(head)
    case 0x25 where head.matches(Array("%PDF-".utf8)):
      return .pdf
    case 0x25 where head.matches(Array("%!PS-Adobe-3.0 EPSF".utf8)):
      return UTType(builtIn: "com.adobe.encapsulated-postscript")
    case 0x25 where head.matches(Array("%!PS".utf8)):
      return UTType(builtIn: "com.adobe.postscript")
    case 0x50 where head.matches([0x50, 0x4B, 0x03, 0x04]):
      return ZipContainerSniffer.type(of: head)
    case 0x50 where head.matches([0x50, 0x4B, 0x05, 0x06]):
      return .zip
    case 0x1F where head.matches([0x1F, 0x8B]):
      return .gzip
    // SQLite 3's 16-byte header, NUL included (Core Data stores have no fixed extension).
    case 0x53 where head.matches(Array("SQLite format 3\u{0}".utf8)):
      return UTType(builtIn: "org.sqlite.sqlite3")
    case 0x37 where head.matches([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]):
      return UTType(builtIn: "org.7-zip.7-zip-archive")
    case 0xFD where head.matches([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]):
      return UTType(builtIn: "org.tukaani.xz-archive")
    case 0x7B where head.matches(Array("{\\rtf".utf8)):
      return .rtf
    case 0x62 where head.matches(Array("bplist00".utf8)):
      return .binaryPropertyList
    case 0x38 where head.matches(Array("8BPS".utf8)):
      return UTType(builtIn: "com.adobe.photoshop-image")
    case 0x49 where head.matches(Array("ID3".utf8)):
      return .mp3
    case 0x66 where head.matches(Array("fLaC".utf8)):
      return UTType(builtIn: "org.xiph.flac")
    case 0x46 where head.matches(Array("FORM".utf8)):
      if head.matches(Array("AIFF".utf8), at: 8) { return UTType(builtIn: "public.aiff-audio") }
      if head.matches(Array("AIFC".utf8), at: 8) { return UTType(builtIn: "public.aifc-audio") }
      return nil
    case 0x7F where head.matches([0x7F, 0x45, 0x4C, 0x46]):
      return UTType(builtIn: "public.elf-binary")
    case 0x69 where head.matches(Array("icns".utf8)):
      return .icns
    case 0x4F where head.matches(Array("OTTO".utf8)):
      return UTType(builtIn: "public.opentype-font")
    case 0x1A where head.matches([0x1A, 0x45, 0xDF, 0xA3]):
      return head.firstOffset(of: Array("webm".utf8)).map { _ in
        UTType(builtIn: "org.webmproject.webm")
      }
    case 0x00:
      return leadingZero(head)
    default:
      break
    }
    if head.matches(Array("ustar".utf8), at: 257) {
      return UTType(builtIn: "public.tar-archive")
    }
    return nil
  }

  /// `BM`, then a DIB header whose size is one of the published ones.
  private static func isBMP(_ head: ByteWindow) -> Bool {
    guard let headerSize = head.littleEndian(at: 14, size: 4) else { return head.count >= 2 }
    return [12, 16, 40, 52, 56, 64, 108, 124].contains(headerSize)
  }

  private static func riff(_ head: ByteWindow) -> UTType? {
    if head.matches(Array("WEBP".utf8), at: 8) { return .webP }
    if head.matches(Array("WAVE".utf8), at: 8) { return .wav }
    if head.matches(Array("AVI ".utf8), at: 8) { return UTType(builtIn: "public.avi") }
    return nil
  }

  /// ISO base media (`ftyp` at 4), ICO, TrueType and JPEG 2000, which all start with 0.
  private static func leadingZero(_ head: ByteWindow) -> UTType? {
    if head.matches(Array("ftyp".utf8), at: 4) { return isoMedia(head) }
    if head.matches([0x00, 0x00, 0x01, 0x00]), let count = head.littleEndian(at: 4, size: 2),
      count > 0, head[9] == 0
    {
      return .ico
    }
    if head.matches([0x00, 0x01, 0x00, 0x00, 0x00]) {
      return UTType(builtIn: "public.truetype-ttf-font")
    }
    if head.matches([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20]) {
      return UTType(builtIn: "public.jpeg-2000")
    }
    return nil
  }

  /// The major brand of an `ftyp` box, then the compatible brands.
  private static func isoMedia(_ head: ByteWindow) -> UTType? {
    let boxSize = head.bigEndian32(at: 0) ?? 0
    var brands = [head.ascii(8..<12)]
    var offset = 16
    while offset + 4 <= min(boxSize, 256) {
      brands.append(head.ascii(offset..<offset + 4))
      offset += 4
    }
    for brand in brands {
      switch brand {
      case "heic", "heix", "hevc", "hevx", "heim", "heis": return .heic
      case "mif1", "msf1", "heif": return .heif
      case "avif", "avis": return .avif
      case "qt  ": return .quickTimeMovie
      case "M4A ": return UTType(builtIn: "com.apple.m4a-audio")
      case "M4V ", "M4VH", "M4VP": return UTType(builtIn: "com.apple.m4v-video")
      case "crx ": return UTType(builtIn: "public.camera-raw-image")
      default: continue
      }
    }
    // isom, mp41, mp42, avc1, dash and the rest of the MPEG-4 family.
    return .mpeg4Movie
  }
}
