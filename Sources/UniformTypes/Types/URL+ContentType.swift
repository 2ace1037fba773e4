import Foundation

/// UniformTypeIdentifiers' path helpers: append a name or an extension so that the result
/// names a file of a given type.
extension URL {
  /// This URL with `partialName` appended, plus `contentType`'s preferred filename extension
  /// unless the name already has an extension of a type conforming to it.
  ///
  /// ```swift
  /// folder.appendingPathComponent("Trip", conformingTo: .rtfd)  // …/Trip.rtfd
  /// ```
  public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType)
    -> URL
  {
    appendingPathComponent(partialName).appendingPathExtension(for: contentType)
  }

  /// This URL with `contentType`'s preferred filename extension appended, unless its last
  /// component already has an extension of a type conforming to `contentType` (or the type
  /// has no extension).
  public func appendingPathExtension(for contentType: UTType) -> URL {
    guard let addition = ContentTypeExtension.needed(for: lastPathComponent, contentType)
    else { return self }
    return appendingPathExtension(addition)
  }

  /// Appends `partialName` and, when needed, `contentType`'s preferred extension.
  public mutating func appendPathComponent(_ partialName: String, conformingTo contentType: UTType)
  {
    self = appendingPathComponent(partialName, conformingTo: contentType)
  }

  /// Appends `contentType`'s preferred extension when needed.
  public mutating func appendPathExtension(for contentType: UTType) {
    self = appendingPathExtension(for: contentType)
  }
}

extension StringProtocol {
  /// This path with `partialName` appended (one `/` between them), plus `contentType`'s
  /// preferred filename extension unless the name already has a conforming one.
  public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType)
    -> String
  {
    let base = String(self)
    let joined =
      base.isEmpty
      ? partialName : base.hasSuffix("/") ? base + partialName : base + "/" + partialName
    return joined.appendingPathExtension(for: contentType)
  }

  /// This path with `contentType`'s preferred filename extension appended, unless its last
  /// component already has a conforming one.
  public func appendingPathExtension(for contentType: UTType) -> String {
    let path = String(self)
    let last = path.split(separator: "/").last.map(String.init) ?? ""
    guard let addition = ContentTypeExtension.needed(for: last, contentType) else { return path }
    return path + "." + addition
  }
}

/// Decides whether a name needs a type's extension.
enum ContentTypeExtension {
  /// The extension to add to `name` for `contentType`, or `nil` when it already has one of a
  /// conforming type, the type has none, or the name is empty.
  static func needed(for name: String, _ contentType: UTType) -> String? {
    guard !name.isEmpty, let preferred = contentType.preferredFilenameExtension else {
      return nil
    }
    if let dot = name.lastIndex(of: "."), dot != name.startIndex {
      let current = String(name[name.index(after: dot)...])
      if !current.isEmpty,
        let type = UTType(filenameExtension: current, conformingTo: contentType),
        type.conforms(to: contentType), !type.isDynamic
      {
        return nil
      }
    }
    return preferred
  }
}
