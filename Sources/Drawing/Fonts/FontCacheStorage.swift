/// The mutable contents of a ``FontCache``; only touched under its lock.
final class FontCacheStorage {
  /// A face chosen for a descriptor, with the traits FreeType must synthesise.
  struct ResolvedFont {
    /// What was asked for (the face may be a substitute).
    var descriptor: FontDescriptor
    var face: FontFace
    var embolden: Bool
    var oblique: Bool
  }

  /// The outcome of resolving a descriptor, remembered with the problems met on the way.
  struct Resolution {
    var font: ResolvedFont?
    var problems: [FontLoadingError]
  }

  private struct GlyphKey: Hashable {
    var face: Int
    var glyph: UInt32
    var size: Int
    var embolden: Bool
    var oblique: Bool
  }

  private struct CoverageKey: Hashable {
    var scalar: UInt32
    var bold: Bool
    var italic: Bool
  }

  static let glyphCacheLimit = 16 << 20
  /// Distinct descriptors matched individually; past this (hostile documents naming
  /// thousands of families) new families go straight to the fallback family.
  static let resolutionLimit = 256

  let source: FontSource
  private var library: Result<FreeTypeLibrary, FontLoadingError>?
  private var faces: [FontFile: Result<FontFace, FontLoadingError>] = [:]
  private var resolutions: [FontDescriptor: Resolution] = [:]
  private var coverage: [CoverageKey: FontFace?] = [:]
  private var glyphs: [GlyphKey: GlyphBitmap?] = [:]
  private var glyphBytes = 0

  init(source: FontSource) {
    self.source = source
  }

  /// The face (and synthesis flags) for a descriptor, falling back to DejaVu Sans.
  func resolve(_ descriptor: FontDescriptor) -> Resolution {
    if let known = resolutions[descriptor] { return known }
    if resolutions.count >= Self.resolutionLimit, descriptor.family != FontDescriptor.fallbackFamily
    {
      var fallback = descriptor
      fallback.family = FontDescriptor.fallbackFamily
      return resolve(fallback)
    }
    var problems: [FontLoadingError] = []
    var result: ResolvedFont?
    var candidates = [descriptor]
    if descriptor.family != FontDescriptor.fallbackFamily {
      var fallback = descriptor
      fallback.family = FontDescriptor.fallbackFamily
      candidates.append(fallback)
    }
    for candidate in candidates {
      guard let file = source.match(candidate) else {
        problems.append(.noMatch(candidate))
        continue
      }
      switch face(for: file) {
      case .success(let face):
        result = ResolvedFont(
          descriptor: descriptor, face: face, embolden: descriptor.bold && !face.isBold,
          oblique: descriptor.italic && !face.isItalic)
      case .failure(let error):
        problems.append(error)
      }
      if result != nil { break }
    }
    let resolution = Resolution(font: result, problems: problems)
    resolutions[descriptor] = resolution
    return resolution
  }

  /// A face other than the run's own that has a glyph for `scalar`.
  func fallbackFace(for scalar: Unicode.Scalar, descriptor: FontDescriptor) -> FontFace? {
    let key = CoverageKey(scalar: scalar.value, bold: descriptor.bold, italic: descriptor.italic)
    if let known = coverage[key] { return known }
    var found: FontFace?
    if coverage.count < 65_536, let file = source.covering(scalar, descriptor),
      case .success(let face) = face(for: file), face.glyphIndex(for: scalar) != 0
    {
      found = face
    }
    coverage[key] = found
    return found
  }

  /// The rendered glyph, or `nil` when FreeType cannot render it.
  func glyph(_ index: UInt32, of font: ResolvedFont, size: Int) -> GlyphBitmap? {
    glyph(index, face: font.face, size: size, embolden: font.embolden, oblique: font.oblique)
  }

  func glyph(_ index: UInt32, face: FontFace, size: Int, embolden: Bool, oblique: Bool)
    -> GlyphBitmap?
  {
    let key = GlyphKey(
      face: face.id, glyph: index, size: size, embolden: embolden, oblique: oblique)
    if let known = glyphs[key] { return known }
    let bitmap = try? face.render(glyph: index, size: size, embolden: embolden, oblique: oblique)
    let cost = (bitmap?.coverage.count ?? 0) + 64
    if glyphBytes + cost > Self.glyphCacheLimit {
      glyphs.removeAll(keepingCapacity: true)
      glyphBytes = 0
    }
    glyphs[key] = bitmap
    glyphBytes += cost
    return bitmap
  }

  private func face(for file: FontFile) -> Result<FontFace, FontLoadingError> {
    if let known = faces[file] { return known }
    let loaded: Result<FontFace, FontLoadingError>
    switch freeType() {
    case .success(let library):
      loaded = Result { () throws(FontLoadingError) in
        try FontFace(file: file, id: faces.count, library: library)
      }
    case .failure(let error):
      loaded = .failure(error)
    }
    faces[file] = loaded
    return loaded
  }

  private func freeType() -> Result<FreeTypeLibrary, FontLoadingError> {
    if let library { return library }
    let created = Result { () throws(FontLoadingError) in try FreeTypeLibrary() }
    library = created
    return created
  }
}
