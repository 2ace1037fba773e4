/// How a save settles an object changed both in the context and, since it was read, in the
/// store (Apple's `NSMergePolicy`); the store's `Z_OPT` tells a conflict.
///
/// ```swift
/// context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
/// ```
public final class NSMergePolicy: Sendable {
  /// The policies Apple defines (`NSMergePolicyType`).
  public enum MergeType: UInt, Sendable {
    /// The save fails with `NSManagedObjectMergeError` (133020).
    case errorMergePolicyType = 0
    /// Properties changed in the context win; the store's other changes are kept.
    case mergeByPropertyStoreTrumpMergePolicyType = 1
    /// Properties changed in the context win over the store's.
    case mergeByPropertyObjectTrumpMergePolicyType = 2
    /// The context's whole object replaces the store's.
    case overwriteMergePolicyType = 3
    /// The context's changes to the object are dropped.
    case rollbackMergePolicyType = 4
  }

  /// The policy's type.
  public let mergeType: MergeType

  /// A policy of `type`.
  public init(merge type: MergeType) {
    mergeType = type
  }

  /// `NSErrorMergePolicy`.
  public static let error = NSMergePolicy(merge: .errorMergePolicyType)
  /// `NSMergeByPropertyStoreTrumpMergePolicy`.
  public static let mergeByPropertyStoreTrump = NSMergePolicy(
    merge: .mergeByPropertyStoreTrumpMergePolicyType)
  /// `NSMergeByPropertyObjectTrumpMergePolicy`.
  public static let mergeByPropertyObjectTrump = NSMergePolicy(
    merge: .mergeByPropertyObjectTrumpMergePolicyType)
  /// `NSOverwriteMergePolicy`.
  public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
  /// `NSRollbackMergePolicy`.
  public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

/// A save that meets a conflict fails (the default policy).
public let NSErrorMergePolicy = NSMergePolicy.error
/// The store's values win for properties changed in both places.
public let NSMergeByPropertyStoreTrumpMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump
/// The context's values win for properties changed in both places.
public let NSMergeByPropertyObjectTrumpMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
/// The context's objects replace the store's.
public let NSOverwriteMergePolicy = NSMergePolicy.overwrite
/// The context's conflicting changes are dropped.
public let NSRollbackMergePolicy = NSMergePolicy.rollback
