import CCodecABI

/// Chooses which image of a multi-image TIFF to decode.
///
/// Apps write several representations of one picture into one TIFF (TextEdit's pasted
/// graphics carry 1× and 2× versions). Directories with the first image's aspect ratio are
/// treated as such representations: with a target size the smallest one covering it is
/// used (cheap shrink-on-load), otherwise the largest within the pixel limit. Other
/// directories (pages of a fax, transparency masks) are ignored, so the first page wins.
enum TIFFRepresentation {
  /// Directories examined at most; later ones are never read.
  static let maximumDirectories = 16

  /// Makes the chosen directory current and returns its size.
  /// - Throws: the first image's size error when no acceptable directory exists.
  static func select(_ handle: TIFFHandle, options: DecodingOptions) throws -> (
    width: Int, height: Int
  ) {
    let tif = handle.tif
    guard let firstWidth = handle.uint32(TIFFTAG_IMAGEWIDTH).map(Int.init),
      let firstHeight = handle.uint32(TIFFTAG_IMAGELENGTH).map(Int.init)
    else {
      throw ImageDecodingError.missing(format: .tiff, structure: "ImageWidth/ImageLength")
    }
    func acceptable(_ width: Int, _ height: Int) -> Bool {
      (try? ImageDecodingError.checkDimensions(width: width, height: height, options: options))
        != nil
    }
    var candidates: [(index: Int, width: Int, height: Int)] = []
    if acceptable(firstWidth, firstHeight) { candidates.append((0, firstWidth, firstHeight)) }
    if firstWidth > 0 && firstHeight > 0 {
      var index = 1
      while index < maximumDirectories && handle.lib.readDirectory(tif) == 1 {
        defer { index += 1 }
        let kind = handle.uint32(TIFFTAG_SUBFILETYPE) ?? 0
        guard kind & UInt32(FILETYPE_MASK) == 0,
          let width = handle.uint32(TIFFTAG_IMAGEWIDTH).map(Int.init),
          let height = handle.uint32(TIFFTAG_IMAGELENGTH).map(Int.init),
          acceptable(width, height)
        else { continue }
        // Same picture: aspect ratios agree within 2 %.
        let skew = abs(width * firstHeight - height * firstWidth)
        guard skew * 50 <= width * firstHeight else { continue }
        candidates.append((index, width, height))
      }
    }
    handle.source.clearMessages()
    guard !candidates.isEmpty else {
      try ImageDecodingError.checkDimensions(
        width: firstWidth, height: firstHeight, options: options)
      throw ImageDecodingError.missing(format: .tiff, structure: "a decodable image directory")
    }
    let byArea = candidates.sorted { $0.width * $0.height < $1.width * $1.height }
    var chosen = byArea[byArea.count - 1]
    if let target = options.targetSize,
      let covering = byArea.first(where: { $0.width >= target.width && $0.height >= target.height })
    {
      chosen = covering
    }
    guard handle.lib.setDirectory(tif, tdir_t(chosen.index)) == 1 else {
      throw TIFFHandle.failure(handle.source, in: "TIFFSetDirectory")
    }
    return (chosen.width, chosen.height)
  }
}
