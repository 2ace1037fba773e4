import Synchronization

/// Loaded fonts and rendered glyphs, shared by text drawing calls.
///
/// FreeType objects are not thread-safe, so each cache owns its own `FT_Library` and
/// serialises every FreeType call with a lock. Text drawing takes the lock once per
/// paragraph to look up glyphs (mostly cache hits) and releases it before blending pixels,
/// so parallel thumbnail jobs can share ``shared``; a job may also make its own cache to
/// avoid even that contention.
///
/// Memory is bounded: rendered glyphs are dropped when they exceed about 16 MB, and font
/// sizes are clamped to 1–512 pixels.
///
/// ```swift
/// let fonts = FontCache(source: .fontconfig)
/// var canvas = Canvas(width: 256, height: 64, background: .white)
/// canvas.drawText([TextParagraph("Hello")], in: canvas.bounds, fonts: fonts)
/// ```
public final class FontCache: Sendable {
  /// The process-wide cache using fontconfig.
  public static let shared = FontCache()

  private let state: Mutex<FontCacheStorage>

  /// A cache drawing on `source` for font files.
  public init(source: FontSource = .fontconfig) {
    state = Mutex(FontCacheStorage(source: source))
  }

  /// The file text in `descriptor`'s style would be drawn with (after the DejaVu Sans
  /// fallback), or the reason no font can be used.
  public func resolvedFile(for descriptor: FontDescriptor) -> Result<FontFile, FontLoadingError> {
    state.withLock { storage -> Result<FontFile, FontLoadingError> in
      let resolved = storage.resolve(descriptor)
      if let face = resolved.font?.face { return .success(face.file) }
      return .failure(resolved.problems.last ?? .noMatch(descriptor))
    }
  }

  /// Runs `body` with exclusive access to the loaded fonts.
  func withStorage<Result: Sendable>(_ body: (FontCacheStorage) -> Result) -> Result {
    state.withLock { storage in body(storage) }
  }
}
