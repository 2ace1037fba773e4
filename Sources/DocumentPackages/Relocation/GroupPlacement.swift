/// Renames a document and its conflict versions together: all of them or none.
enum GroupPlacement {
  /// Renames each `(from, to)` pair without replacing anything.
  ///
  /// - Returns: `.renamed` when all were renamed; `.exists` or `.crossDevice` when one
  ///   could not be, after the ones already renamed were put back.
  static func renameAll(_ pairs: [(from: String, to: String)]) throws(RelocationError)
    -> ItemPlacement.Outcome
  {
    var done: [(from: String, to: String)] = []
    for pair in pairs {
      let outcome: ItemPlacement.Outcome
      do {
        outcome = try ItemPlacement.renameNoReplace(pair.from, pair.to)
      } catch {
        undo(done)
        throw error
      }
      if outcome != .renamed {
        undo(done)
        return outcome
      }
      done.append(pair)
    }
    return .renamed
  }

  /// Puts renamed items back (best effort: their old names were theirs a moment ago).
  static func undo(_ done: [(from: String, to: String)]) {
    for pair in done.reversed() {
      _ = try? ItemPlacement.renameNoReplace(pair.to, pair.from)
    }
  }
}
