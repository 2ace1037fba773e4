/// Why a document is not read as XML: expat's line and reason.
package struct XMLError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line expat had reached (1-based; 0 when the parser could not be created).
  package var line: Int
  /// Expat's reason, or why docpkg stopped the parse.
  package var reason: String

  /// An error at `line` for `reason`.
  package init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }

  /// "XML line 3: mismatched tag".
  package var description: String { "XML line \(line): \(reason)" }
}
