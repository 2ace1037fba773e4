import CoreData
import DocpkgSystem

/// `docpkg records STORE [--entity NAME] [--where PREDICATE] [--json|--csv]`: a Core Data
/// store's objects through its model.
struct RecordsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "records",
    abstract: "Print the objects of a Core Data SQLite store through its model.",
    discussion: """
      Reads STORE (a Core Data SQLite store, or a UIManagedDocument package) read-only,
      through the model cached in the store (Z_MODELCACHE) or the one --model names, and
      prints every object with its attribute names and resolved relationships, streamed as
      it reads. --entity NAME prints only that entity's objects, its subentities' included,
      as a fetch request does. --where filters with an NSPredicate format over the object's
      attributes (to-one relationships as object-ID strings, to-many as arrays of them).
      --json writes JSON lines: "entity", "objectID" (x-coredata://STORE-UUID/Entity/pN),
      the attributes, to-one relationships as object IDs and to-many as arrays of them.
      --csv (with --entity) writes RFC 4180 rows. A store copied without its -wal file is a
      warning on stderr. Not a store or damaged: exit 65. See Spec/CLI/records.md.
      """)

  @Argument(label: "STORE") var path: String
  @Option(label: "NAME", help: "Only this entity's objects (with its subentities').")
  var entity: String?
  @Option(
    name: "where", label: "PREDICATE",
    help: "Only objects matching an NSPredicate format (name BEGINSWITH 'a').")
  var predicateText: String?
  @Option(label: "MODEL", help: "Read through this .xcdatamodeld, .momd or .mom model.")
  var model: String?
  @Flag(help: "JSON lines, one object a line.") var json: Bool
  @Flag(help: "Comma-separated values (needs --entity).") var csv: Bool

  mutating func validate() throws {
    if json && csv { throw CLIError.usage("records: --json and --csv exclude each other") }
    if csv && entity == nil { throw CLIError.usage("records: --csv needs --entity NAME") }
    _ = try parsedPredicate()
  }

  /// The store, read-only: through `--model`, else the model it caches, else the first model
  /// beside it that opens it.
  private func openStore() throws -> NSPersistentStore {
    let url = URL(fileURLWithPath: path)
    let options: [String: Any] = [NSReadOnlyPersistentStoreOption: true]
    if let model {
      let coordinator = NSPersistentStoreCoordinator(
        managedObjectModel: try NSManagedObjectModel.load(contentsOf: URL(fileURLWithPath: model)))
      return try coordinator.addPersistentStore(
        ofType: NSSQLiteStoreType, configurationName: nil, at: url, options: options)
    }
    return try NSPersistentStoreCoordinator.openReadOnly(at: url).store
  }

  /// The `--where` predicate (parsed in `validate`, and again in `run`: NSPredicate is not
  /// Sendable, so the command does not keep it).
  private func parsedPredicate() throws -> NSPredicate? {
    guard let predicateText else { return nil }
    do {
      return try NSPredicate(parsing: predicateText)
    } catch {
      throw CLIError.usage("records: --where: \(error)")
    }
  }

  func run(output: inout Output) throws -> ExitCode {
    let predicate = try parsedPredicate()
    do {
      let store = try openStore()
      for warning in store.warnings {
        output.warning("warning: \(warning)")
      }
      output.flush()
      try RecordWriter.stream(
        store: store, entityName: entity, predicate: predicate,
        format: json ? .jsonLines : csv ? .csv : .text
      ) { bytes in
        do {
          try FileDescriptor.standardOutput.writeAll(bytes)
        } catch {
          throw CommandFailure.standardOutput(reason: "\(error)")
        }
      }
    } catch {
      throw CLIError(error, input: path)
    }
    return .success
  }
}
