import CFreeType

/// The one owner of an `FT_Face`, with its per-size caches.
///
/// Not thread-safe: only ``FontCache`` touches it, under its lock.
final class FontFace {
  let handle: FT_Face
  let file: FontFile
  /// Small integer identifying the face in glyph-cache keys.
  let id: Int
  /// Whether the face itself is bold / italic (otherwise they are synthesised).
  let isBold: Bool
  let isItalic: Bool
  let hasKerning: Bool
  private let library: FreeTypeLibrary
  private var currentSize = 0
  private var glyphIndices: [UInt32: UInt32] = [:]
  private var metricsBySize: [Int: LineMetrics] = [:]

  init(file: FontFile, id: Int, library: FreeTypeLibrary) throws(FontLoadingError) {
    var face: FT_Face?
    let code = FT_New_Face(library.handle, file.path, FT_Long(file.index), &face)
    guard code == 0, let face else {
      throw .freeType(function: "FT_New_Face", code: code, file: file)
    }
    self.handle = face
    self.file = file
    self.id = id
    self.library = library
    let flags = face.pointee.face_flags
    let style = face.pointee.style_flags
    isBold = style & docpkg_ft_style_flag_bold() != 0
    isItalic = style & docpkg_ft_style_flag_italic() != 0
    hasKerning = flags & docpkg_ft_face_flags_kerning() != 0
  }

  deinit { FT_Done_Face(handle) }

  /// Makes `size` (26.6 pixels per em) the active size.
  func setSize(_ size: Int) throws(FontLoadingError) {
    guard size != currentSize else { return }
    try FreeTypeLibrary.check(
      "FT_Set_Char_Size", file: file, FT_Set_Char_Size(handle, 0, FT_F26Dot6(size), 72, 72))
    currentSize = size
  }

  /// The glyph for a scalar, or 0 when the face lacks it.
  func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
    if let known = glyphIndices[scalar.value] { return known }
    let index = FT_Get_Char_Index(handle, FT_ULong(scalar.value))
    glyphIndices[scalar.value] = index
    return index
  }

  /// Line metrics at `size`.
  func metrics(size: Int) throws(FontLoadingError) -> LineMetrics {
    if let known = metricsBySize[size] { return known }
    try setSize(size)
    let metrics = handle.pointee.size.pointee.metrics
    let ascent = Int(metrics.ascender)
    let descent = -Int(metrics.descender)
    let result = LineMetrics(
      ascent: ascent, descent: descent, height: max(Int(metrics.height), ascent + descent))
    metricsBySize[size] = result
    return result
  }

  /// Horizontal kerning between two glyphs at `size`, in 26.6 pixels, from the legacy
  /// `kern` table when the face has one (OpenType GPOS kerning is not applied).
  func kerning(_ left: UInt32, _ right: UInt32, size: Int) -> Int {
    guard hasKerning, left != 0, right != 0, (try? setSize(size)) != nil else { return 0 }
    var vector = FT_Vector()
    guard FT_Get_Kerning(handle, left, right, FT_KERNING_DEFAULT.rawValue, &vector) == 0 else {
      return 0
    }
    return Int(vector.x)
  }

  /// Renders a glyph anti-aliased, optionally emboldened or slanted synthetically.
  func render(glyph: UInt32, size: Int, embolden: Bool, oblique: Bool) throws(FontLoadingError)
    -> GlyphBitmap
  {
    try setSize(size)
    try FreeTypeLibrary.check(
      "FT_Load_Glyph", file: file, FT_Load_Glyph(handle, glyph, docpkg_ft_load_flags()))
    guard let slot = handle.pointee.glyph else {
      throw .freeType(function: "FT_Load_Glyph", code: -1, file: file)
    }
    if embolden { FT_GlyphSlot_Embolden(slot) }
    if oblique { FT_GlyphSlot_Oblique(slot) }
    try FreeTypeLibrary.check(
      "FT_Render_Glyph", file: file, FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL))
    let bitmap = slot.pointee.bitmap
    let width = Int(bitmap.width)
    let height = Int(bitmap.rows)
    let pitch = Int(bitmap.pitch)
    var coverage = [UInt8](repeating: 0, count: width * height)
    if let buffer = bitmap.buffer, width > 0, height > 0 {
      let mono = bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_MONO.rawValue)
      let gray = bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue)
      // Rows run top-down for a positive pitch and bottom-up for a negative one.
      for row in 0..<height {
        let source = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
        for column in 0..<width {
          let value: UInt8
          if gray {
            value = buffer[source + column]
          } else if mono {
            let byte = buffer[source + column / 8]
            value = byte & (0x80 >> UInt8(column % 8)) != 0 ? 255 : 0
          } else {
            value = 0
          }
          coverage[row * width + column] = value
        }
      }
    }
    return GlyphBitmap(
      width: width, height: height, left: Int(slot.pointee.bitmap_left),
      top: Int(slot.pointee.bitmap_top), advance: Int(slot.pointee.advance.x),
      coverage: coverage)
  }
}
