// Foundation is re-exported so `import CoreData` alone gives Foundation's types (Date, URL,
// NSNumber, …), as it does on Apple platforms, and so this module's `NSSortDescriptor`
// shadows Foundation's unavailable one in code that imports CoreData.
@_exported import Foundation
