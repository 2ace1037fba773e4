import Foundation

/// Why a context's ``NSManagedObjectContext/save()`` failed: a validation rule, a uniqueness
/// constraint, a conflict with the store, or the store itself.
///
/// Each case has Apple's `NSCocoaErrorDomain` code (``code``), so `(error as NSError).code`
/// is what it is on Apple platforms (`NSValidationMissingMandatoryPropertyError` 1570, …).
public enum SaveError: Error, Equatable, Sendable {
  /// A non-optional property is nil (1570).
  case missingMandatoryProperty(entity: String, property: String)
  /// A to-many relationship has fewer objects than its minimum (1580).
  case relationshipLacksMinimumCount(entity: String, relationship: String, count: Int, minimum: Int)
  /// A to-many relationship has more objects than its maximum (1590).
  case relationshipExceedsMaximumCount(
    entity: String, relationship: String, count: Int, maximum: Int)
  /// A deleted object's relationship with the deny rule is not empty (1600).
  case relationshipDeniedDelete(entity: String, relationship: String)
  /// A number is above its maximum (1610).
  case numberTooLarge(entity: String, property: String, value: Double, maximum: Double)
  /// A number is below its minimum (1620).
  case numberTooSmall(entity: String, property: String, value: Double, minimum: Double)
  /// A date is after its maximum (1630).
  case dateTooLate(entity: String, property: String)
  /// A date is before its minimum (1640).
  case dateTooSoon(entity: String, property: String)
  /// A string is longer than its maximum length (1660).
  case stringTooLong(entity: String, property: String, length: Int, maximum: Int)
  /// A string is shorter than its minimum length (1670).
  case stringTooShort(entity: String, property: String, length: Int, minimum: Int)
  /// A string does not match its regular expression (1680).
  case stringPatternMatching(entity: String, property: String, pattern: String)
  /// Several validation errors (1560), in the order found.
  case multipleErrors([SaveError])
  /// Another object has the same values of a uniqueness constraint (133021).
  case constraintConflict(entity: String, properties: [String])
  /// The row changed in the store since it was read (133020): `Z_OPT` is not what was read.
  case mergeConflict(entity: String, primaryKey: Int64, readVersion: Int64, storeVersion: Int64)
  /// The context has no store that holds the entity.
  case noStore(entity: String)
  /// The store could not be written.
  case store(StoreError)

  /// Apple's error code in `NSCocoaErrorDomain`.
  public var code: Int {
    switch self {
    case .missingMandatoryProperty: 1570
    case .relationshipLacksMinimumCount: 1580
    case .relationshipExceedsMaximumCount: 1590
    case .relationshipDeniedDelete: 1600
    case .numberTooLarge: 1610
    case .numberTooSmall: 1620
    case .dateTooLate: 1630
    case .dateTooSoon: 1640
    case .stringTooLong: 1660
    case .stringTooShort: 1670
    case .stringPatternMatching: 1680
    case .multipleErrors: 1560
    case .constraintConflict: 133_021
    case .mergeConflict: 133_020
    case .noStore: 134_020
    case .store: 134_030
    }
  }
}

extension SaveError: CustomNSError {
  /// `NSCocoaErrorDomain`.
  public static var errorDomain: String { NSCocoaErrorDomain }
  /// ``code``.
  public var errorCode: Int { code }
  /// The description under `NSLocalizedDescriptionKey`.
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
}

extension SaveError: CustomStringConvertible {
  /// One line naming the entity, property and values involved.
  public var description: String {
    switch self {
    case .missingMandatoryProperty(let entity, let property):
      "\(entity).\(property) is required and is nil"
    case .relationshipLacksMinimumCount(let entity, let relationship, let count, let minimum):
      "\(entity).\(relationship) has \(count) objects, fewer than its minimum \(minimum)"
    case .relationshipExceedsMaximumCount(let entity, let relationship, let count, let maximum):
      "\(entity).\(relationship) has \(count) objects, more than its maximum \(maximum)"
    case .relationshipDeniedDelete(let entity, let relationship):
      "\(entity) cannot be deleted: its relationship \(relationship) (deny rule) is not empty"
    case .numberTooLarge(let entity, let property, let value, let maximum):
      "\(entity).\(property) is \(value), above its maximum \(maximum)"
    case .numberTooSmall(let entity, let property, let value, let minimum):
      "\(entity).\(property) is \(value), below its minimum \(minimum)"
    case .dateTooLate(let entity, let property): "\(entity).\(property) is after its maximum date"
    case .dateTooSoon(let entity, let property): "\(entity).\(property) is before its minimum date"
    case .stringTooLong(let entity, let property, let length, let maximum):
      "\(entity).\(property) has \(length) characters, more than its maximum \(maximum)"
    case .stringTooShort(let entity, let property, let length, let minimum):
      "\(entity).\(property) has \(length) characters, fewer than its minimum \(minimum)"
    case .stringPatternMatching(let entity, let property, let pattern):
      "\(entity).\(property) does not match the pattern \(pattern)"
    case .multipleErrors(let errors):
      "\(errors.count) validation errors: "
        + errors.map(\.description).joined(separator: "; ")
    case .constraintConflict(let entity, let properties):
      "another \(entity) has the same \(properties.joined(separator: ", ")) (uniqueness constraint)"
    case .mergeConflict(let entity, let key, let read, let store):
      "\(entity) \(key) changed in the store since it was read (Z_OPT \(read), now \(store))"
    case .noStore(let entity): "no store of the context holds the entity \(entity)"
    case .store(let error): "the store could not be written: \(error)"
    }
  }
}
