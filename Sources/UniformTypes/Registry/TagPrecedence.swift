/// Orders the declarations that claim one tag; the first conforming one is the answer.
/// The rules are documented on `UTTypeRegistry` and in `Spec/Types/README.md`.
enum TagPrecedence {
  /// `candidates` sorted by origin, generality, `public.` domain, preferred tag, declaration
  /// order. Every key is computed first, so the order is total and deterministic.
  static func sort(_ candidates: [TypeRecord], tag: String, tagClass: UTTagClass)
    -> [TypeRecord]
  {
    guard candidates.count > 1 else { return candidates }
    struct Keyed {
      var record: TypeRecord
      var originRank: Int
      var depth: Int
      var isPublic: Bool
      var isPreferredTag: Bool
    }
    let keyed = candidates.map { record -> Keyed in
      // How many other candidates of the same origin this one conforms to: supertypes first.
      let depth = candidates.filter {
        !$0.isSame(as: record) && $0.origin == record.origin && record.conforms(to: $0)
      }.count
      return Keyed(
        record: record, originRank: record.origin.rawValue, depth: depth,
        isPublic: record.key.hasPrefix("public."),
        isPreferredTag: record.tags[tagClass]?.first.map(TypeIdentifierSyntax.foldCase) == tag)
    }
    return keyed.sorted { a, b in
      if a.originRank != b.originRank { return a.originRank > b.originRank }
      if a.depth != b.depth { return a.depth < b.depth }
      if a.isPublic != b.isPublic { return a.isPublic }
      if a.isPreferredTag != b.isPreferredTag { return a.isPreferredTag }
      return a.record.order < b.record.order
    }.map(\.record)
  }
}
