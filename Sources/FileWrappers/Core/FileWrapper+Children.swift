import Foundation

extension FileWrapper {
  /// The marker Apple puts between the counter and the name in a collision key.
  static let collisionMarker = "__#$!@%!#__"

  /// Adds `child` to this directory wrapper under its preferred filename, or under
  /// `N__#$!@%!#__name` (N = 1, 2, …) when that key is taken, as Apple does.
  ///
  /// - Precondition: this wrapper is a directory and `child` has a preferred filename
  ///   (Apple raises an exception for both).
  /// - Returns: the key the child is stored under.
  @discardableResult
  public func addFileWrapper(_ child: FileWrapper) -> String {
    precondition(isDirectory, "addFileWrapper(_:) needs a directory file wrapper")
    guard let name = child.preferredFilename, !name.isEmpty else {
      preconditionFailure("addFileWrapper(_:) needs a child with a preferredFilename")
    }
    let key = uniqueKey(for: name)
    children[key] = child
    child.parent = self
    return key
  }

  /// Creates a regular-file wrapper with `data` named `fileName` and adds it.
  /// - Returns: the key it is stored under.
  @discardableResult
  public func addRegularFile(withContents data: Data, preferredFilename fileName: String)
    -> String
  {
    addFileWrapper(FileWrapper(regularFileWithContents: data), named: fileName)
  }

  /// Names `child` `fileName` and adds it.
  /// - Returns: the key it is stored under (with a collision prefix when the name is taken).
  func addFileWrapper(_ child: FileWrapper, named fileName: String) -> String {
    child.preferredFilename = fileName
    return addFileWrapper(child)
  }

  /// Removes `child` (every key that holds it) from this directory wrapper.
  public func removeFileWrapper(_ child: FileWrapper) {
    let keys = children.compactMap { $0.value === child ? $0.key : nil }
    for key in keys { children[key] = nil }
    if child.parent === self { child.parent = nil }
  }

  /// The key under which this directory holds `child`, or `nil`.
  public func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
    children.first { $0.value === child }?.key
  }

  /// The preferred name if free, else the first free collision key.
  func uniqueKey(for name: String) -> String {
    if children[name] == nil { return name }
    var counter = 1
    while true {
      let key = "\(counter)\(Self.collisionMarker)\(name)"
      if children[key] == nil { return key }
      counter += 1
    }
  }

  /// Stores `child` under `key` directly (reading keeps on-disk names as keys).
  func setChild(_ child: FileWrapper, forKey key: String) {
    children[key] = child
    child.parent = self
  }

  /// Moves `child` to a key matching its new preferred filename.
  func rekey(_ child: FileWrapper) {
    guard keyForChildFileWrapper(child) != nil else { return }
    removeFileWrapper(child)
    if child.preferredFilename?.isEmpty == false {
      addFileWrapper(child)
    }
  }
}
