import CSQLite
import Foundation

/// Streams the objects of an entity as JSON lines, one object per line, straight from the
/// store's rows: memory stays flat however many objects there are.
///
/// ```swift
/// try RecordWriter.writeJSONLines(store: store, entityName: "Word") { bytes in
///   FileHandle.standardOutput.write(Data(bytes))
/// }
/// ```
///
/// Each line has `"_entity"` and `"_pk"`, then the entity's stored attributes by name (dates
/// as ISO 8601 UTC, Booleans as `true`/`false`, binary data and transformables as Base64,
/// UUIDs and URLs as strings, decimals as numbers) and each to-one relationship as the
/// destination's primary key. To-many relationships are not written (they are rows of other
/// entities that point back).
public enum RecordWriter {
  /// The bytes buffered before `sink` is called.
  static let bufferSize = 1 << 16

  /// Writes every object of `entityName` (and its subentities when `includesSubentities`).
  ///
  /// - Parameters:
  ///   - store: the store to read.
  ///   - entityName: the entity whose objects are written.
  ///   - includesSubentities: whether subentities' objects are written too.
  ///   - sink: receives the JSON text in pieces of about 64 KiB.
  /// - Throws: ``StoreError``, or what `sink` throws.
  public static func writeJSONLines(
    store: NSPersistentStore, entityName: String, includesSubentities: Bool = true,
    to sink: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    guard let mapping = store.schema.byName[entityName] else {
      throw StoreError.unknownEntity(entityName)
    }
    let statement = try store.connection.prepare(
      "SELECT * FROM \(mapping.table) WHERE \(mapping.entityFilter(includingSubentities: includesSubentities)) ORDER BY Z_PK"
    )
    let layout = RowLayout(statement)
    var plans: [Int64: [Field]] = [:]
    var out = JSONBuffer(capacity: bufferSize + 4096)
    while try statement.step() {
      let number = layout.entity >= 0 ? statement.int64(layout.entity) : mapping.number
      let fields: [Field]
      if let known = plans[number] {
        fields = known
      } else {
        let rowMapping = store.schema.byNumber[number] ?? mapping
        fields = Field.plan(rowMapping, layout: layout)
        plans[number] = fields
      }
      out.append("{\"_entity\":")
      out.appendString(store.schema.byNumber[number]?.name ?? mapping.name)
      out.append(",\"_pk\":")
      out.appendInteger(statement.int64(layout.primaryKey))
      for field in fields {
        out.append(field.keyPrefix)
        field.write(statement, into: &out, values: store.values)
      }
      out.append("}\n")
      if out.count >= bufferSize {
        try out.flush(sink)
      }
    }
    try out.flush(sink)
  }
}
