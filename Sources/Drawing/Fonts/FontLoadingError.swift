/// Why a font could not be used; reported in ``TextLayoutResult/fontProblems``.
///
/// Text drawing never throws: a run whose font fails falls back to DejaVu Sans, then to
/// greeked bars, and the reason is recorded here.
public enum FontLoadingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// FreeType itself could not be initialised.
  case libraryUnavailable(code: Int32)
  /// The font source found no font for the descriptor.
  case noMatch(FontDescriptor)
  /// A FreeType call failed on a font file.
  case freeType(function: String, code: Int32, file: FontFile)

  /// One line naming the font or file and the cause.
  public var description: String {
    switch self {
    case .libraryUnavailable(let code):
      return "FreeType could not be initialised (error \(code))"
    case .noMatch(let descriptor):
      return "no installed font matches \(descriptor)"
    case .freeType(let function, let code, let file):
      return "\(file.path): \(function) failed with FreeType error \(code)"
    }
  }
}
