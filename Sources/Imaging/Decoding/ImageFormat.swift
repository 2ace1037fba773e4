/// The raster formats Imaging decodes, identified by content, never by file name.
public enum ImageFormat: String, Sendable, CaseIterable {
  /// Portable Network Graphics.
  case png
  /// JPEG / JFIF / EXIF.
  case jpeg
  /// GIF 87a / 89a.
  case gif
  /// Windows / OS/2 bitmap.
  case bmp
  /// TIFF, either byte order.
  case tiff
  /// WebP (RIFF container).
  case webp
  /// HEIF still images: HEIC (HEVC), AVIF (AV1) and other HEIF brands (ISO BMFF `ftyp`).
  case heif
  /// PDF: the first page, rendered (``PDFDocument`` reads the rest).
  case pdf
  /// Apple icon image (`icns` magic), decoded in Swift.
  case icns
  /// Windows icon (`.ico`), decoded in Swift.
  case ico
  /// SVG (an XML document whose root element is `svg`), through librsvg.
  case svg

  /// The `ftyp` major brands of HEIF still images and sequences libheif reads.
  static let heifBrands: Set<String> = [
    "heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis", "mif2",
  ]

  /// How many leading bytes the sniffer looks at (SVG needs its prolog; the rest need 12).
  public static let sniffLength = SVGSniffer.prologLimit

  /// Identifies the format from the first bytes of a file, or `nil` when none matches.
  /// - Parameter prefix: the first ``sniffLength`` bytes (fewer give fewer matches: the
  ///   binary formats need 12, SVG its XML prolog).
  public init?(sniffing prefix: some Collection<UInt8>) {
    let bytes = Array(prefix.prefix(12))
    let isSVG = { SVGSniffer.rootIsSVG(Array(prefix.prefix(Self.sniffLength))) }
    func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + magic.count && Array(bytes[offset..<offset + magic.count]) == magic
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if starts([0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
      self = .gif
    } else if starts(Array("BM".utf8)) && bytes.count >= 6 {
      self = .bmp
    } else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
      self = .tiff
    } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
      self = .webp
    } else if starts(Array("ftyp".utf8), at: 4), bytes.count >= 12,
      Self.heifBrands.contains(String(decoding: bytes[8..<12], as: UTF8.self))
    {
      self = .heif
    } else if starts(Array("%PDF-".utf8)) {
      self = .pdf
    } else if starts(Array("icns".utf8)) {
      self = .icns
    } else if starts([0, 0, 1, 0]) && bytes.count >= 10 && bytes[4] | bytes[5] != 0 && bytes[9] == 0
    {
      self = .ico
    } else if isSVG() {
      self = .svg
    } else {
      return nil
    }
  }
}
