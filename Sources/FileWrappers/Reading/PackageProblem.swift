/// Something odd found while reading a package that did not stop the read.
public struct PackageProblem: Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Sendable, Hashable {
    /// A symbolic link whose destination leaves the package (absolute, or climbing above
    /// the root with `..`). It is kept as a link and never followed.
    case linkOutsidePackage(destination: String)
    /// A name that is not valid UTF-8; the raw bytes are kept for writing back, the key
    /// shows U+FFFD in their place.
    case nonUTF8Name
    /// A FIFO, socket or device, which was skipped.
    case unsupportedFileType(type: String)
    /// A folder or file that could not be read (inspection only); `reason` says why.
    case unreadable(reason: String)
    /// A temporary left by an interrupted atomic save; the next save removes it.
    case leftoverTemporary
  }

  /// The item's path relative to the package root (`.` for the root itself).
  public var path: String
  /// What is wrong.
  public var kind: Kind

  /// A problem at `path`.
  public init(path: String, kind: Kind) {
    self.path = path
    self.kind = kind
  }

  /// Whether the problem means part of the package could not be read.
  public var isFatal: Bool {
    if case .unreadable = kind { return true }
    return false
  }

  /// A stable identifier for JSON output: `linkOutsidePackage`, `nonUTF8Name`,
  /// `unsupportedFileType`, `unreadable`, `leftoverTemporary`.
  public var code: String {
    switch kind {
    case .linkOutsidePackage: return "linkOutsidePackage"
    case .nonUTF8Name: return "nonUTF8Name"
    case .unsupportedFileType: return "unsupportedFileType"
    case .unreadable: return "unreadable"
    case .leftoverTemporary: return "leftoverTemporary"
    }
  }

  /// A sentence describing the problem, without the path.
  public var message: String {
    switch kind {
    case .linkOutsidePackage(let destination):
      return "symbolic link points outside the package (\(destination))"
    case .nonUTF8Name: return "name is not valid UTF-8"
    case .unsupportedFileType(let type): return "\(type) skipped"
    case .unreadable(let reason): return "cannot be read: \(reason)"
    case .leftoverTemporary: return "temporary left by an interrupted save"
    }
  }

  public var description: String { "\(path): \(message)" }
}
