import CSQLite
import Foundation

extension RecordWriter {
  /// One output field of a row: the column and how its value is written.
  struct Field {
    let keyPrefix: String
    let column: Int32
    let kind: Kind
    /// For a to-one relationship: the column of the destination's entity number (-1 when the
    /// destination has no subentities), and the destination's own number.
    var entityColumn: Int32 = -1
    var destinationNumber: Int64 = 0
    /// The relationship's name, for to-one fields.
    var name = ""

    enum Kind {
      case integer, real, boolean, text, date, base64, externalBase64, uuid, decimal, toOne
    }

    static func plan(_ mapping: EntityMapping, layout: RowLayout, schema: StoreSchema) -> [Field] {
      var fields: [Field] = []
      for (attribute, column) in mapping.attributes {
        guard let index = layout.index(column) else { continue }
        let kind: Kind
        switch attribute.attributeType {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
          kind = .integer
        case .doubleAttributeType, .floatAttributeType: kind = .real
        case .decimalAttributeType: kind = .decimal
        case .booleanAttributeType: kind = .boolean
        case .dateAttributeType: kind = .date
        case .stringAttributeType, .URIAttributeType: kind = .text
        case .UUIDAttributeType: kind = .uuid
        case .binaryDataAttributeType, .transformableAttributeType:
          kind = attribute.allowsExternalBinaryDataStorage ? .externalBase64 : .base64
        case .undefinedAttributeType, .objectIDAttributeType, .compositeAttributeType:
          kind = .text
        }
        fields.append(
          Field(keyPrefix: "," + JSONBuffer.quoted(attribute.name) + ":", column: index, kind: kind)
        )
      }
      for (name, columns) in mapping.relationships.sorted(by: { $0.key < $1.key }) {
        guard case .toOne(let column, let entityColumn) = columns, let index = layout.index(column),
          let destination = mapping.entity.relationshipsByName[name]?.destinationEntity,
          let target = schema.mapping(for: destination)
        else { continue }
        fields.append(
          Field(
            keyPrefix: "," + JSONBuffer.quoted(name) + ":", column: index, kind: .toOne,
            entityColumn: entityColumn.flatMap { layout.index($0) } ?? -1,
            destinationNumber: target.number, name: name))
      }
      return fields
    }

    /// The destination's entity number of a to-one field in this row.
    func destination(_ statement: SQLiteStatement) -> Int64 {
      entityColumn >= 0 && !statement.isNull(entityColumn)
        ? statement.int64(entityColumn) : destinationNumber
    }

    func emit(
      _ statement: SQLiteStatement, into out: inout JSONBuffer, values: ColumnValue,
      identifiers: ObjectIdentifiers
    ) {
      let type = statement.type(column)
      guard type != SQLITE_NULL else {
        out.append("null")
        return
      }
      switch kind {
      case .toOne:
        identifiers.append(destination(statement), statement.int64(column), to: &out)
      case .integer:
        if type == SQLITE_INTEGER {
          out.appendInteger(statement.int64(column))
        } else {
          out.appendReal(statement.double(column))
        }
      case .real: out.appendReal(statement.double(column))
      case .decimal:
        statement.withText(column) { out.appendRaw($0) }
      case .boolean: out.append(statement.int64(column) != 0 ? "true" : "false")
      case .date: out.appendDate(statement.double(column))
      case .text:
        statement.withText(column) { out.appendQuoted($0) }
      case .uuid:
        if type == SQLITE_BLOB, let bytes = statement.blob(column), bytes.count == 16 {
          let uuid = bytes.withUnsafeBytes { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) }
          out.appendString(uuid.uuidString)
        } else {
          statement.withText(column) { out.appendQuoted($0) }
        }
      case .base64:
        out.appendString(statement.blob(column)?.base64EncodedString() ?? "")
      case .externalBase64:
        let bytes = statement.blob(column).flatMap { values.external($0) }
        if let bytes { out.appendString(bytes.base64EncodedString()) } else { out.append("null") }
      }
    }
  }
}
