// Foundation is re-exported so that `import Predicates` alone gives Foundation's types
// (Date, …) and, because no other module then declares them, makes `NSPredicate`,
// `NSExpression` and `NSSortDescriptor` mean docpkg's in type position too (Spec/Predicates.md,
// "Apple's spelling on Linux").
@_exported import Foundation
