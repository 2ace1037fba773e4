// `import DocumentApps` alone gives an app's model layer everything it names from Apple's
// document stack on Linux: Foundation, `FileWrapper` and `NSFileCoordinator` (FileWrappers),
// `NSFileVersion` (FileVersions) and `NSPredicate` / `NSSortDescriptor` (Predicates).
@_exported import FileVersions
@_exported import FileWrappers
@_exported import Foundation
@_exported import Predicates
