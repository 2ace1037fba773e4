import Foundation

/// `@NSManaged` as Linux allows it: a property of an `NSManagedObject` subclass whose value is
/// the object's property of the same name, read with ``NSManagedObject/value(forKey:)`` and set
/// with ``NSManagedObject/setValue(_:forKey:)``.
///
/// ```swift
/// final class Word: NSManagedObject {
///   #if canImport(ObjectiveC)
///     @NSManaged var text: String?
///     @NSManaged var vocabulary: Vocabulary?
///   #else
///     @Managed var text: String?
///     @Managed var vocabulary: Vocabulary?
///   #endif
/// }
/// ```
///
/// `@NSManaged` is an attribute of the compiler, which Swift on Linux accepts but cannot
/// implement (the accessors are never made, so the program does not link), and a property
/// wrapper cannot take its name; `@Managed` is the nearest spelling. It finds the property's
/// name once per class and property. Values convert as Apple's do: `NSNumber` to the declared numeric or
/// `Bool` type, a to-many relationship to `Set<Class>`, `NSSet`, `NSOrderedSet` or an array;
/// a missing value is `nil` for an optional property and `0`/`false` for a scalar one.
/// Reading a missing value into any other non-optional property is a programmer error (it
/// stops the program), as it is undefined on Apple platforms.
@propertyWrapper
public struct Managed<Value> {
  /// Set while the property's name is looked up (``ManagedPropertyNames``).
  var isBeingNamed = false

  /// A managed property; its value lives in the object, not here.
  public init() {}

  /// Not available: the value is the enclosing object's (``subscript(_enclosingInstance:wrapped:storage:)``).
  @available(*, unavailable, message: "@Managed is only available on NSManagedObject subclasses")
  public var wrappedValue: Value {
    get { fatalError("@Managed outside an NSManagedObject") }
    set { fatalError("@Managed outside an NSManagedObject") }
  }

  /// The property's value in `object`.
  public static subscript<Object: NSManagedObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Managed<Value>>
  ) -> Value {
    get {
      let key = ManagedPropertyNames.name(of: storageKeyPath, in: object)
      return ManagedValue.converted(object.value(forKey: key), key: key, object: object)
    }
    set {
      let key = ManagedPropertyNames.name(of: storageKeyPath, in: object)
      object.setValue(ManagedValue.unwrapped(newValue), forKey: key)
    }
  }
}

/// The names of `@Managed` properties, found once per class and property: the wrapper at
/// the storage key path is marked, and the object's mirror shows which stored property
/// (`_text`) holds the marked wrapper.
enum ManagedPropertyNames {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var names: [AnyKeyPath: String] = [:]

  static func name<Object: NSManagedObject, Value>(
    of storage: ReferenceWritableKeyPath<Object, Managed<Value>>, in object: Object
  ) -> String {
    if let known = lock.withLock({ names[storage] }) { return known }
    return lock.withLock {
      if let known = names[storage] { return known }
      object[keyPath: storage].isBeingNamed = true
      defer { object[keyPath: storage].isBeingNamed = false }
      var mirror: Mirror? = Mirror(reflecting: object)
      while let level = mirror {
        for child in level.children {
          guard let label = child.label, let wrapper = child.value as? Managed<Value>,
            wrapper.isBeingNamed
          else { continue }
          let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
          names[storage] = name
          return name
        }
        mirror = level.superclassMirror
      }
      preconditionFailure("the @Managed property of \(Object.self) at \(storage) was not found")
    }
  }
}

/// Conversions between the values an object holds and the types `@Managed` properties
/// declare.
enum ManagedValue {
  /// `value` as a `Value`.
  static func converted<Value>(_ value: Any?, key: String, object: NSManagedObject) -> Value {
    if let value {
      if let same = value as? Value { return same }
      if let set = value as? Set<NSManagedObject> {
        if Value.self == NSSet.self, let made = NSSet(set: set) as? Value { return made }
        if let array = Array(set) as? Value { return array }
      }
      if let ordered = value as? NSOrderedSet, let array = ordered.array as? Value { return array }
    }
    if let optional = Value.self as? any OptionalValue.Type, let none = optional.nilValue as? Value
    {
      return none
    }
    if let zero = NSNumber(value: 0) as? Value { return zero }
    if Value.self == Bool.self, let no = false as? Value { return no }
    preconditionFailure(
      "\(object.entity.name ?? "?").\(key) is \(value.map { "\(type(of: $0))" } ?? "nil"), not \(Value.self)"
    )
  }

  /// `value` as the object stores it: nil for an optional's `nil`.
  static func unwrapped<Value>(_ value: Value) -> Any? {
    if let optional = value as? any OptionalValue { return optional.wrapped }
    return value
  }
}

/// `Optional`, seen through `Any`.
protocol OptionalValue {
  static var nilValue: Self { get }
  var wrapped: Any? { get }
}

extension Optional: OptionalValue {
  static var nilValue: Self { nil }
  var wrapped: Any? { self.map { $0 as Any } }
}
