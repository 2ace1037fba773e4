extension UTTypeRegistry {
  /// The most declarations one registry holds (built-in ones included); bounds the work an
  /// untrusted declaration file can cause.
  static let maximumDeclarations = 20_000

  /// Builds the records and indexes from `entries`.
  /// - Throws: `UTTypeDeclarationError` for invalid syntax, duplicates, cycles or size.
  static func build(_ entries: [Entry]) throws(UTTypeDeclarationError) -> UTTypeRegistry {
    guard entries.count <= maximumDeclarations else {
      throw .tooManyDeclarations(count: entries.count, limit: maximumDeclarations)
    }
    let winners = try chooseWinners(entries)
    var builder = RecordBuilder(winners: winners)
    for key in winners.keys.sorted() {
      _ = try builder.record(for: key, spelled: key)
    }
    let records = builder.built
    var extensionIndex: [String: [TypeRecord]] = [:]
    var mimeTypeIndex: [String: [TypeRecord]] = [:]
    var otherTagIndex: [UTTagClass: [String: [TypeRecord]]] = [:]
    for record in records.values.sorted(by: { $0.order < $1.order }) {
      for (tagClass, tags) in record.tags {
        for tag in tags {
          let key = TypeIdentifierSyntax.foldCase(tag)
          switch tagClass {
          case .filenameExtension: extensionIndex[key, default: []].append(record)
          case .mimeType: mimeTypeIndex[key, default: []].append(record)
          default: otherTagIndex[tagClass, default: [:]][key, default: []].append(record)
          }
        }
      }
    }
    func sorted(_ index: [String: [TypeRecord]], _ tagClass: UTTagClass) -> [String: [TypeRecord]] {
      Dictionary(
        uniqueKeysWithValues: index.map { tag, candidates in
          (tag, TagPrecedence.sort(candidates, tag: tag, tagClass: tagClass))
        })
    }
    return UTTypeRegistry(
      entries: entries, records: records,
      extensionIndex: sorted(extensionIndex, .filenameExtension),
      mimeTypeIndex: sorted(mimeTypeIndex, .mimeType),
      otherTagIndex: Dictionary(
        uniqueKeysWithValues: otherTagIndex.map { tagClass, index in
          (tagClass, sorted(index, tagClass))
        }),
      undeclaredParents: builder.undeclared)
  }

  /// Picks one declaration per identifier: built-in beats exported beats imported; a later
  /// batch replaces an earlier one of the same origin; the same identifier twice with the same
  /// origin in one batch is an error.
  private static func chooseWinners(_ entries: [Entry]) throws(UTTypeDeclarationError)
    -> [String: (entry: Entry, order: Int)]
  {
    func rank(_ origin: TypeRecord.Origin) -> Int {
      switch origin {
      case .builtIn: return 3
      case .exported: return 2
      case .imported: return 1
      case .dynamic, .undeclared: return 0
      }
    }
    var winners: [String: (entry: Entry, order: Int)] = [:]
    winners.reserveCapacity(entries.count)
    for (order, entry) in entries.enumerated() {
      // The compiled-in table is checked by the tests (`everyBuiltInDeclarationIsValid`), not
      // again at every start and every registration.
      if entry.origin != .builtIn { try entry.declaration.validate() }
      let key = TypeIdentifierSyntax.foldCase(entry.declaration.identifier)
      if let current = winners[key] {
        if current.entry.origin == entry.origin && current.entry.batch == entry.batch {
          throw .duplicateIdentifier(entry.declaration.identifier)
        }
        if rank(entry.origin) < rank(current.entry.origin) { continue }
        if rank(entry.origin) == rank(current.entry.origin) && entry.batch < current.entry.batch {
          continue
        }
      }
      winners[key] = (entry, order)
    }
    return winners
  }
}

/// Builds records depth-first, parents before children, detecting cycles.
private struct RecordBuilder {
  let winners: [String: (entry: UTTypeRegistry.Entry, order: Int)]
  var built: [String: TypeRecord] = [:]
  var undeclared: [String: TypeRecord] = [:]
  private var visiting: Set<String> = []
  /// The identifiers being built, outermost first: the cycle an error reports.
  private var path: [String] = []

  init(winners: [String: (entry: UTTypeRegistry.Entry, order: Int)]) {
    self.winners = winners
  }

  mutating func record(for key: String, spelled: String)
    throws(UTTypeDeclarationError) -> TypeRecord
  {
    if let record = built[key] { return record }
    guard let (entry, order) = winners[key] else {
      if let record = undeclared[key] { return record }
      let record = UTTypeRegistry.undeclaredRecord(spelled)
      undeclared[key] = record
      return record
    }
    let declaration = entry.declaration
    guard visiting.insert(key).inserted else {
      throw .cyclicConformance(path + [declaration.identifier])
    }
    var parents: [TypeRecord] = []
    parents.reserveCapacity(declaration.conformsTo.count)
    path.append(declaration.identifier)
    for parent in declaration.conformsTo {
      parents.append(try record(for: TypeIdentifierSyntax.foldCase(parent), spelled: parent))
    }
    path.removeLast()
    visiting.remove(key)
    let record = TypeRecord(
      identifier: declaration.identifier, parents: declaration.conformsTo,
      ancestors: TypeRecord.ancestors(of: parents), tags: declaration.tags,
      typeDescription: declaration.typeDescription, origin: entry.origin, order: order,
      referenceURL: declaration.referenceURL, version: declaration.version)
    built[key] = record
    return record
  }
}
