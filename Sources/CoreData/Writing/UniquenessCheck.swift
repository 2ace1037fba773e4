/// Checks the entities' uniqueness constraints before a save writes: no two objects being
/// saved, and no saved row, may have the same values of a constraint's properties.
struct UniquenessCheck {
  let writer: StoreWriter

  func check(_ objects: [NSManagedObject], deleted: [NSManagedObject]) throws(SaveError) {
    let deletedKeys = Set(deleted.map(\.objectID))
    var seen: [String: Set<[StoredValue.Key]>] = [:]
    // The constraints of the entity of the object before, not worked out again.
    var recent: (entity: ObjectIdentifier, constraints: [[String]])?
    for object in objects {
      let entity = ObjectIdentifier(object.entity)
      let constraints: [[String]]
      if let recent, recent.entity == entity {
        constraints = recent.constraints
      } else {
        constraints = Self.constraints(of: object.entity)
        recent = (entity, constraints)
      }
      if constraints.isEmpty { continue }
      let mapping = try writer.mapping(object)
      for constraint in constraints {
        let attributes = constraint.compactMap { name in
          mapping.attributes.first { $0.attribute.name == name }
        }
        guard attributes.count == constraint.count else { continue }
        let values = attributes.map {
          writer.store.values.stored(object.attributeValue(named: $0.attribute.name), $0.attribute)
        }
        let group = (object.entity.rootEntity.name ?? "") + ":" + constraint.joined(separator: ",")
        guard seen[group, default: []].insert(values.map(\.key)).inserted else {
          throw .constraintConflict(entity: mapping.name, properties: constraint)
        }
        let conditions = attributes.enumerated().map { "\($0.element.column) IS ?\($0.offset + 1)" }
        let statement = try writer.prepare(
          "SELECT Z_PK FROM \(mapping.table) WHERE \(conditions.joined(separator: " AND ")) AND Z_PK != ?\(values.count + 1)"
        )
        for (index, value) in values.enumerated() { statement.bind(Int32(index + 1), value) }
        statement.bind(Int32(values.count + 1), .integer(try writer.key(object).primaryKey))
        do {
          while try statement.step() {
            let other = NSManagedObjectID(
              entity: mapping.entity, entityNumber: mapping.number,
              primaryKey: statement.int64(0), store: writer.store)
            // A row being deleted, or changed in this save, does not conflict.
            if deletedKeys.contains(other) { continue }
            if let registered = object.managedObjectContext?.registered[other],
              registered.lifecycle == .saved, !registered.changes.isEmpty
            {
              continue
            }
            throw SaveError.constraintConflict(entity: mapping.name, properties: constraint)
          }
        } catch let error as SaveError {
          throw error
        } catch let error as StoreError {
          throw .store(error)
        } catch {
          throw .store(.storeClosed)
        }
      }
    }
  }

  /// The entity's constraints and its ancestors', as property names.
  static func constraints(of entity: NSEntityDescription) -> [[String]] {
    var result: [[String]] = []
    var current: NSEntityDescription? = entity
    while let candidate = current {
      for constraint in candidate.uniquenessConstraints {
        result.append(
          constraint.map { ($0 as? NSPropertyDescription)?.name ?? String(describing: $0) })
      }
      current = candidate.superentity
    }
    return result
  }
}

extension StoredValue {
  /// A hashable form, for telling equal values apart in memory.
  enum Key: Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
  }

  var key: Key {
    switch self {
    case .null: .null
    case .integer(let number): .integer(number)
    case .real(let number): .real(number)
    case .text(let text): .text(text)
    case .blob(let bytes): .blob([UInt8](bytes))
    }
  }
}
