import CFontconfig
import Synchronization

/// Font matching through fontconfig's default configuration.
///
/// Calls are serialised with one process-wide lock: fontconfig's default configuration is
/// shared, and matching is rare because ``FontCache`` remembers every answer.
enum Fontconfig {
  private static let lock = Mutex<Bool>(false)

  /// The file of the best match for `descriptor`, optionally required to cover `scalar`.
  static func match(_ descriptor: FontDescriptor, covering scalar: Unicode.Scalar? = nil)
    -> FontFile?
  {
    lock.withLock { initialized -> FontFile? in
      if !initialized {
        guard FcInit() != 0 else { return nil }
        initialized = true
      }
      return unlockedMatch(descriptor, covering: scalar)
    }
  }

  private static func unlockedMatch(_ descriptor: FontDescriptor, covering scalar: Unicode.Scalar?)
    -> FontFile?
  {
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    let family = Array(descriptor.family.utf8) + [0]
    _ = family.withUnsafeBufferPointer { FcPatternAddString(pattern, FC_FAMILY, $0.baseAddress) }
    _ = FcPatternAddInteger(
      pattern, FC_WEIGHT, descriptor.bold ? Int32(FC_WEIGHT_BOLD) : Int32(FC_WEIGHT_REGULAR))
    _ = FcPatternAddInteger(
      pattern, FC_SLANT, descriptor.italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
    _ = FcPatternAddBool(pattern, FC_SCALABLE, 1)
    if let scalar {
      guard let charset = FcCharSetCreate() else { return nil }
      defer { FcCharSetDestroy(charset) }
      _ = FcCharSetAddChar(charset, scalar.value)
      _ = FcPatternAddCharSet(pattern, FC_CHARSET, charset)
    }
    guard FcConfigSubstitute(nil, pattern, FcMatchPattern) != 0 else { return nil }
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
    defer { FcPatternDestroy(matched) }
    if let scalar {
      var charset: OpaquePointer?
      guard FcPatternGetCharSet(matched, FC_CHARSET, 0, &charset) == FcResultMatch,
        FcCharSetHasChar(charset, scalar.value) != 0
      else { return nil }
    }
    var file: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(matched, FC_FILE, 0, &file) == FcResultMatch, let file else {
      return nil
    }
    var index: Int32 = 0
    if FcPatternGetInteger(matched, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
    let path = String(
      decoding: UnsafeBufferPointer(start: file, count: strlen(file)), as: UTF8.self)
    return FontFile(path: path, index: Int(index))
  }

  private static func strlen(_ string: UnsafePointer<FcChar8>) -> Int {
    var count = 0
    while string[count] != 0 { count += 1 }
    return count
  }
}
