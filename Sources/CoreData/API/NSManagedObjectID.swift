import Foundation

/// The identity of a stored object: its entity and primary key in one store
/// (Apple's `NSManagedObjectID`).
///
/// ``uriRepresentation()`` gives Core Data's form, `x-coredata://<store UUID>/<Entity>/p<key>`.
public final class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
  /// The object's entity.
  public let entity: NSEntityDescription
  /// The object's primary key (`Z_PK`).
  @exclusivity(unchecked) private(set) var primaryKey: Int64
  @exclusivity(unchecked) private(set) var entityNumber: Int64
  /// The identifier of the ID's store ("" for a temporary ID).
  var storeIdentifier: String { storeReference?.identifier ?? "" }
  /// The store, through its shared weak reference (nil for a temporary ID).
  var store: NSPersistentStore? { storeReference?.store }
  @exclusivity(unchecked) private var storeReference: StoreReference?
  /// The number of a temporary ID (an inserted, unsaved object) in this process; nil for a
  /// saved one.
  var temporaryNumber: UInt64? {
    @inline(__always) get { temporaryStorage == 0 ? nil : temporaryStorage }
  }
  /// ``temporaryNumber``, 0 for none (the numbers start at 1): 8 bytes rather than an
  /// optional's 9, which took the instance over a 16-byte step of the allocator.
  @exclusivity(unchecked) private var temporaryStorage: UInt64

  init(
    entity: NSEntityDescription, entityNumber: Int64, primaryKey: Int64, store: NSPersistentStore
  ) {
    self.entity = entity
    self.entityNumber = entityNumber
    self.primaryKey = primaryKey
    self.storeReference = store.reference
    self.temporaryStorage = 0
  }

  /// A temporary ID for an object inserted but not yet saved.
  @inline(__always)
  init(temporaryFor entity: NSEntityDescription) {
    self.entity = entity
    self.entityNumber = 0
    self.primaryKey = 0
    self.storeReference = nil
    self.temporaryStorage = TemporaryIDs.shared.next()
  }

  /// Makes this temporary ID the permanent ID its object got from a save, in place: only
  /// when nothing but the object holds the ID (`isKnownUniquelyReferenced`), so that no one
  /// can tell it from a new ID (one that held the temporary ID still has it, temporary).
  func becomePermanent(entityNumber: Int64, primaryKey: Int64, store: NSPersistentStore) {
    self.entityNumber = entityNumber
    self.primaryKey = primaryKey
    storeReference = store.reference
    temporaryStorage = 0
  }

  /// The token of a temporary ID, as Apple spells it: a UUID made once per process, a
  /// dash, and a counter (no UUID per object: on Linux each one reads `/dev/urandom`).
  var temporaryToken: String? {
    temporaryNumber.map { "\(TemporaryIDs.shared.prefix)-\($0)" }
  }

  /// The store the object is in.
  public var persistentStore: NSPersistentStore? { store }

  /// Whether the ID is temporary: the object is inserted and not yet saved.
  public var isTemporaryID: Bool { temporaryStorage != 0 }

  /// `x-coredata://<store UUID>/<Entity>/p<primary key>`, or `x-coredata:///<Entity>/t<token>`
  /// for a temporary ID.
  public func uriRepresentation() -> URL {
    let name = entity.name ?? "?"
    if let temporaryToken {
      return URL(string: "x-coredata:///\(name)/t\(temporaryToken)") ?? URL(fileURLWithPath: "/")
    }
    return URL(string: "x-coredata://\(storeIdentifier)/\(name)/p\(primaryKey)")
      ?? URL(fileURLWithPath: "/")
  }

  /// Equal when the store, entity number and primary key are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSManagedObjectID else { return false }
    return isSameID(as: other)
  }

  /// ``isEqual(_:)`` for another ID, without the cast (``ObjectRegistry`` compares with it).
  func isSameID(as other: NSManagedObjectID) -> Bool {
    if temporaryNumber != nil || other.temporaryNumber != nil {
      return temporaryNumber == other.temporaryNumber
    }
    return other.primaryKey == primaryKey && other.entityNumber == entityNumber
      && (other.storeReference === storeReference || other.storeIdentifier == storeIdentifier)
  }

  /// A hash of the entity number and primary key (the store is left to ``isEqual(_:)``:
  /// hashing its identifier string for every lookup costs more than the rare collision).
  ///
  /// A multiplicative mix, not a `Hasher`: the dictionary hashing the ID hashes this again.
  public override var hash: Int {
    let mixed: UInt64
    if let temporaryNumber {
      mixed = temporaryNumber &* 0x9E37_79B9_7F4A_7C15
    } else {
      let key = UInt64(bitPattern: primaryKey) &* 0x9E37_79B9_7F4A_7C15
      mixed = key ^ (UInt64(bitPattern: entityNumber) &* 0xC2B2_AE3D_27D4_EB4F)
    }
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
  }

  /// The URI representation.
  public override var description: String { uriRepresentation().absoluteString }
}
