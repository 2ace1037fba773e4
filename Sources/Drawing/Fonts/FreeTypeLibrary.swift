import CFreeType

/// The one owner of an `FT_Library`; faces keep it alive until they are freed.
final class FreeTypeLibrary {
  let handle: FT_Library

  init() throws(FontLoadingError) {
    var library: FT_Library?
    let code = FT_Init_FreeType(&library)
    guard code == 0, let library else { throw .libraryUnavailable(code: code) }
    handle = library
  }

  deinit { FT_Done_FreeType(handle) }

  /// Runs a FreeType call and throws a ``FontLoadingError`` naming it when it fails.
  static func check(_ function: String, file: FontFile, _ code: FT_Error) throws(FontLoadingError) {
    if code != 0 { throw .freeType(function: function, code: code, file: file) }
  }
}
