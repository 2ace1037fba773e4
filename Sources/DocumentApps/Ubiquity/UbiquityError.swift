import Foundation

/// Why a document could not be moved in or out of the ubiquity container.
public enum UbiquityError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No ubiquity container is configured (`DOCPKG_UBIQUITY_CONTAINER` or the configuration
  /// file).
  case noContainer
  /// `setUbiquitous(true, …)` was given a destination outside the container.
  case outsideContainer(path: String, container: String)
  /// The document to move is not there.
  case missingItem(path: String)
  /// Every name from `Name 2` to the limit is taken in `folder`.
  case noUniqueName(folder: String, base: String)
  /// A system call failed on `path`.
  case moveFailed(path: String, reason: String)

  /// A message naming the path.
  public var description: String {
    switch self {
    case .noContainer:
      return
        "no ubiquity container: set DOCPKG_UBIQUITY_CONTAINER or write \(UbiquityContainer.configurationFile.path)"
    case .outsideContainer(let path, let container):
      return "\(path): not inside the ubiquity container \(container)"
    case .missingItem(let path): return "\(path): no such document"
    case .noUniqueName(let folder, let base):
      return "\(folder): no free name for \(base) (tried \(UbiquityMove.maximumCounter) names)"
    case .moveFailed(let path, let reason): return "\(path): cannot move: \(reason)"
    }
  }
}
