/// An archived instance of a class: its class name, class chain and encoded fields.
public struct ArchivedObject: Hashable, Sendable {
  /// The archived class name (`$classname`), e.g. `PTKData`.
  public var className: String
  /// The class and its superclasses (`$classes`), e.g. `["PTKData", "NSObject"]`.
  public var classHierarchy: [String]
  /// The fields the object encoded, by key.
  public var fields: [String: ArchivedValue]

  /// Makes an object; the hierarchy defaults to the class and `NSObject`.
  public init(className: String, classHierarchy: [String]? = nil, fields: [String: ArchivedValue]) {
    self.className = className
    self.classHierarchy = classHierarchy ?? [className, "NSObject"]
    self.fields = fields
  }

  /// Whether the class name is `name`, ignoring a Swift module prefix (`App.PTKData`).
  public func isClass(_ name: String) -> Bool {
    className == name || className.split(separator: ".").last.map(String.init) == name
  }
}
