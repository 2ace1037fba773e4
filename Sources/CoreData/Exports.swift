// Foundation is re-exported so `import CoreData` alone gives Foundation's types (Date, URL,
// NSNumber, …), as it does on Apple platforms; Predicates is re-exported so that its
// `NSPredicate(format:)` and `NSSortDescriptor(key:ascending:)` shadow Foundation's
// unavailable ones in code that imports CoreData.
@_exported import Foundation
@_exported import Predicates

// Foundation on Linux declares `NSPredicate` and `NSSortDescriptor` too; inside this module
// the names mean Predicates' classes, and so they do in code that imports CoreData (a
// module's own declarations win over the ones it imports).
/// Apple's predicate class: docpkg's `Predicates.NSPredicate` (`NSPredicate(format:)`).
public typealias NSPredicate = Predicates.NSPredicate
/// Apple's sort descriptor class: docpkg's `Predicates.NSSortDescriptor`.
public typealias NSSortDescriptor = Predicates.NSSortDescriptor
