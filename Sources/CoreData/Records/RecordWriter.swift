import CSQLite
import Foundation

/// Streams a store's objects straight from its rows, one object at a time: memory stays flat
/// however many objects there are.
///
/// ```swift
/// try RecordWriter.stream(store: store, entityName: "Word") { bytes in
///   FileHandle.standardOutput.write(Data(bytes))
/// }
/// ```
///
/// As JSON lines (``Format/jsonLines``) each line is one object: `"entity"` (its own entity,
/// a subentity where it is one), `"objectID"` in Apple's URI form
/// `x-coredata://STORE-UUID/Entity/pKEY`, then the stored attributes under their model names
/// (dates as ISO 8601 UTC, Booleans as `true`/`false`, binary data and transformables as
/// Base64, UUIDs and URLs as strings, decimals as numbers, nil as `null`), each to-one
/// relationship as the destination's object ID and each to-many relationship as an array of
/// object IDs (in the relationship's order when it is ordered, else by primary key).
public enum RecordWriter {
  /// How objects are written.
  public enum Format: Sendable {
    /// One JSON object a line.
    case jsonLines
    /// RFC 4180 comma-separated values: a header row (`objectID`, then the attributes and
    /// relationships of the entity asked for), then one row an object.
    case csv
    /// A readable block an object: its object ID, then `name: value` lines.
    case text
  }

  /// The bytes buffered before `sink` is called.
  static let bufferSize = 1 << 16

  /// Writes the objects of `entityName` (with its subentities' when `includesSubentities`),
  /// or of every entity when `entityName` is nil, that `predicate` accepts.
  ///
  /// The predicate sees each object as a dictionary: attributes by name, to-one relationships
  /// as object-ID strings, to-many relationships as arrays of them.
  ///
  /// - Parameters:
  ///   - store: the store to read.
  ///   - entityName: the entity whose objects are written; nil for all of them.
  ///   - includesSubentities: whether subentities' objects are written too.
  ///   - predicate: which objects to write; nil for all.
  ///   - format: the output form; ``Format/csv`` needs an entity.
  ///   - sink: receives the text in pieces of about 64 KiB.
  /// - Throws: ``StoreError`` (`.unknownEntity` for a name the model lacks), or what `sink`
  ///   throws.
  public static func stream(
    store: NSPersistentStore, entityName: String? = nil, includesSubentities: Bool = true,
    predicate: NSPredicate? = nil, format: Format = .jsonLines,
    to sink: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    var scans: [(mapping: EntityMapping, subentities: Bool)] = []
    if let entityName {
      guard let mapping = store.schema.byName[entityName] else {
        throw StoreError.unknownEntity(entityName)
      }
      scans = [(mapping, includesSubentities)]
    } else {
      // Each inheritance root once, with its subentities: every object exactly once.
      scans = store.model.entities.compactMap { entity in
        guard entity.superentity == nil, let mapping = store.schema.mapping(for: entity) else {
          return nil
        }
        return (mapping, true)
      }
      if format == .csv {
        throw StoreError.invalidFetchRequest(reason: "CSV output needs an entity: its columns")
      }
    }
    var scanner = RecordScanner(
      store: store, predicate: predicate, format: format,
      identifiers: ObjectIdentifiers(store: store))
    if format == .csv, let first = scans.first { scanner.header(for: first.mapping) }
    for scan in scans {
      try scanner.scan(scan.mapping, includingSubentities: scan.subentities, to: sink)
    }
    try scanner.finish(sink)
  }
}
