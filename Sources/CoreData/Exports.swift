// Foundation is re-exported so `import CoreData` alone gives Foundation's types (Date, URL,
// NSNumber, …), as it does on Apple platforms; Predicates is re-exported so that its
// `NSPredicate(format:)` and `NSSortDescriptor(key:ascending:)` shadow Foundation's
// unavailable ones in code that imports CoreData.
@_exported import Foundation
@_exported import Predicates
