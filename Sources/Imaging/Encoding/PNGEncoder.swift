import CImagingShims
import CZlib
import Foundation

/// Encodes images as 8-bit PNG through libpng, choosing the smallest colour type that holds
/// the pixels exactly. Identical input gives byte-identical output (no timestamps).
///
/// ```swift
/// var options = PNGEncoder.Options()
/// options.textChunks = [.init(key: "Thumb::URI", value: "file:///photo.jpg")]
/// let data = try PNGEncoder.encode(thumbnail, options: options)
/// ```
public enum PNGEncoder {
  /// One tEXt chunk.
  public struct TextChunk: Sendable, Equatable {
    /// The keyword (1–79 Latin-1 characters), e.g. `Thumb::MTime`.
    public var key: String
    /// The value, Latin-1.
    public var value: String

    /// A keyword and its value.
    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }

  /// Encoder settings.
  public struct Options: Sendable, Equatable {
    /// zlib level 0 (store) … 9 (smallest); 6 by default.
    public var compressionLevel: Int
    /// tEXt chunks written before the image data, in order.
    public var textChunks: [TextChunk]
    /// Whether to drop unused alpha and colour (grey, grey + alpha, RGB or RGBA); when
    /// `false` the image's own layout is written.
    public var reducesColorType: Bool
    /// How zlib searches for repeats; ``Strategy/automatic`` by default.
    public var strategy: Strategy

    /// Level 6, no text, smallest colour type, automatic strategy.
    public init(
      compressionLevel: Int = 6, textChunks: [TextChunk] = [], reducesColorType: Bool = true,
      strategy: Strategy = .automatic
    ) {
      self.compressionLevel = compressionLevel
      self.textChunks = textChunks
      self.reducesColorType = reducesColorType
      self.strategy = strategy
    }
  }

  /// The PNG bytes for `image`.
  /// - Throws: ``PNGEncodingError``.
  /// - Complexity: O(width × height).
  public static func encode(_ image: Image, options: Options = Options()) throws -> Data {
    guard image.width > 0, image.height > 0, image.width < 1 << 31, image.height < 1 << 31 else {
      throw PNGEncodingError.invalidDimensions(width: image.width, height: image.height)
    }
    let layout = options.reducesColorType ? smallestLayout(for: image) : image.layout
    let pixels = image.converted(to: layout)
    let colorType = colorType(layout)
    let texts = try latin1Texts(options)
    return try withCStrings(texts) { cTexts in
      func encode(strategy: Int32) throws -> Data {
        // Run-length passes are for photographs: Paeth on every row (see Strategy).
        try deflated(
          pixels, colorType: colorType, level: options.compressionLevel, strategy: strategy,
          paethOnly: strategy == Z_RLE, texts: cTexts)
      }
      switch options.strategy {
      case .deflate: return try encode(strategy: -1)
      case .runLength: return try encode(strategy: Z_RLE)
      case .automatic:
        let quick = try encode(strategy: Z_RLE)
        guard quick.count * Strategy.drawingRatio <= pixels.rowBytes * pixels.height else {
          return quick
        }
        let full = try encode(strategy: -1)
        return full.count < quick.count ? full : quick
      }
    }
  }

  /// The text chunks' keys and values, NUL-terminated Latin-1.
  static func latin1Texts(_ options: Options) throws -> [([CChar], [CChar])] {
    try options.textChunks.map { chunk in
      (
        try latin1(chunk.key, isKey: true, name: chunk.key),
        try latin1(chunk.value, isKey: false, name: chunk.key)
      )
    }
  }

  /// The colour type PNG numbers `layout` with.
  static func colorType(_ layout: Image.Layout) -> Int32 {
    switch layout {
    case .gray: return 0
    case .rgb: return 2
    case .grayAlpha: return 4
    case .rgba: return 6
    }
  }

  /// One libpng run over `image` (already in its final layout).
  private static func deflated(
    _ image: Image, colorType: Int32, level: Int, strategy: Int32, paethOnly: Bool,
    texts: UnsafeBufferPointer<ims_png_text>
  ) throws -> Data {
    try image.pixels.withUnsafeBufferPointer { buffer in
      var output: UnsafeMutablePointer<UInt8>?
      var size = 0
      var message = [CChar](repeating: 0, count: 256)
      let code = ims_png_encode(
        buffer.baseAddress, UInt32(image.width), UInt32(image.height), image.rowBytes,
        colorType, Int32(min(max(level, 0), 9)), strategy, paethOnly ? 1 : 0, texts.baseAddress,
        Int32(texts.count), &output, &size, &message, message.count)
      guard code == IMS_OK, let output else {
        let text = String(
          decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        throw PNGEncodingError.encoderFailed(text)
      }
      defer { ims_free(output) }
      return Data(bytes: output, count: size)
    }
  }

  /// Grey when every pixel has r = g = b, alpha only when some pixel is not opaque.
  static func smallestLayout(for image: Image) -> Image.Layout {
    var isGray = !image.layout.isColor
    var isOpaque = !image.layout.hasAlpha
    image.pixels.withUnsafeBufferPointer { p in
      let count = image.width * image.height
      switch image.layout {
      case .gray: break
      case .grayAlpha:
        isOpaque = true
        for i in 0..<count where p[2 * i + 1] != 255 {
          isOpaque = false
          break
        }
      case .rgb:
        isGray = true
        for i in 0..<count where p[3 * i] != p[3 * i + 1] || p[3 * i] != p[3 * i + 2] {
          isGray = false
          break
        }
      case .rgba:
        isGray = true
        isOpaque = true
        for i in 0..<count {
          let s = 4 * i
          if isGray && (p[s] != p[s + 1] || p[s] != p[s + 2]) { isGray = false }
          if isOpaque && p[s + 3] != 255 { isOpaque = false }
          if !isGray && !isOpaque { break }
        }
      }
    }
    switch (isGray, isOpaque) {
    case (true, true): return .gray
    case (true, false): return .grayAlpha
    case (false, true): return .rgb
    case (false, false): return .rgba
    }
  }

  static func latin1(_ text: String, isKey: Bool, name: String) throws -> [CChar] {
    var bytes: [CChar] = []
    for scalar in text.unicodeScalars {
      guard scalar.value > 0, scalar.value < 256 else {
        throw isKey ? PNGEncodingError.invalidTextKeyword(name) : .invalidTextValue(key: name)
      }
      if isKey && (scalar.value < 32 || (scalar.value > 126 && scalar.value < 161)) {
        throw PNGEncodingError.invalidTextKeyword(name)
      }
      bytes.append(CChar(bitPattern: UInt8(scalar.value)))
    }
    if isKey
      && (bytes.isEmpty || bytes.count > 79 || text.hasPrefix(" ") || text.hasSuffix(" ")
        || text.contains("  "))
    {
      throw PNGEncodingError.invalidTextKeyword(name)
    }
    return bytes + [0]
  }

  static func withCStrings<T>(
    _ texts: [([CChar], [CChar])], _ body: (UnsafeBufferPointer<ims_png_text>) throws -> T
  ) throws -> T {
    // Flatten into one buffer so every pointer stays valid for the call.
    var storage: [CChar] = []
    var offsets: [(Int, Int)] = []
    for (key, value) in texts {
      offsets.append((storage.count, storage.count + key.count))
      storage += key
      storage += value
    }
    return try storage.withUnsafeBufferPointer { base in
      let chunks = offsets.map { key, value in
        ims_png_text(
          key: base.baseAddress.map { $0 + key }, text: base.baseAddress.map { $0 + value })
      }
      return try chunks.withUnsafeBufferPointer { try body($0) }
    }
  }
}
