// coredata-records-bench STORE ENTITY [MODEL]
// Streams ENTITY's objects of the Core Data store STORE as JSON lines on stdout, read
// through MODEL (.xcdatamodeld/.momd/…) or the store's cached model; warnings on stderr.
// Used by Benchmarks/coredata-records.sh against `sqlite3 -json`.
import CoreData
import DocpkgSystem
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  FileHandle.standardError.write(Data("usage: coredata-records-bench STORE ENTITY [MODEL]\n".utf8))
  SystemProcess.exit(64)
}
do {
  let coordinator: NSPersistentStoreCoordinator
  if arguments.count > 3 {
    coordinator = NSPersistentStoreCoordinator(
      managedObjectModel: try NSManagedObjectModel.load(
        contentsOf: URL(fileURLWithPath: arguments[3])))
  } else {
    coordinator = NSPersistentStoreCoordinator()
  }
  let store = try coordinator.addPersistentStore(
    ofType: NSSQLiteStoreType, configurationName: nil, at: URL(fileURLWithPath: arguments[1]),
    options: [NSReadOnlyPersistentStoreOption: true])
  for warning in store.warnings {
    FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
  }
  try RecordWriter.writeJSONLines(store: store, entityName: arguments[2]) { bytes in
    try FileDescriptor.standardOutput.writeAll(bytes)
  }

} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  SystemProcess.exit(65)
}
