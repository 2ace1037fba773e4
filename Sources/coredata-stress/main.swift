import CoreData
import DocpkgSystem
import Foundation

// Stress runs for Core Data saves (Scripts/coredata-stress.sh):
//   coredata-stress seed STORE                creates the store with one Counter
//   coredata-stress generations STORE         replaces the Items by a new generation of 50
//                                             per save, until killed
//   coredata-stress verify STORE              exit 0 when the store opens and its Items are
//                                             one whole generation (0 or 50 rows), else 1
//   coredata-stress count STORE first|second ROUNDS
//                                             adds 1 to its own count ROUNDS times, one save
//                                             each, with mergeByPropertyObjectTrump
//   coredata-stress bench DIRECTORY N         acceptance 5: N words saved and fetched back
//                                             sorted, against raw SQLite inserts
//   coredata-stress bench-coredata|bench-sqlite DIRECTORY N
//                                             one side of it alone (Benchmarks/coredata-write.sh
//                                             runs each in its own process for its peak memory)
let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  FileHandle.standardError.write(
    Data("usage: coredata-stress seed|generations|verify|count STORE …\n".utf8))
  SystemProcess.exit(64)
}
let url = URL(fileURLWithPath: arguments[2])

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("coredata-stress: \(message)\n".utf8))
  SystemProcess.exit(1)
}

do {
  switch arguments[1] {
  case "seed":
    let context = try StressModel.context(url)
    _ = NSEntityDescription.insertNewObject(forEntityName: "Counter", into: context)
    try context.save()
  case "generations":
    let context = try StressModel.context(url)
    let first = try StressModel.fetch("Item", context).first
    var generation = (first?.value(forKey: "generation") as? NSNumber)?.int64Value ?? 0
    while true {
      generation += 1
      for item in try StressModel.fetch("Item", context) { context.delete(item) }
      for index in 0..<50 {
        let item = NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)
        item.setValue(NSNumber(value: generation), forKey: "generation")
        item.setValue("item \(index) of generation \(generation)", forKey: "label")
      }
      try context.save()
    }
  case "verify":
    let context = try StressModel.context(url, readOnly: true)
    let items = try StressModel.fetch("Item", context)
    let generations = Set(
      items.compactMap { ($0.value(forKey: "generation") as? NSNumber)?.int64Value })
    guard items.isEmpty || (items.count == 50 && generations.count == 1) else {
      fail("\(items.count) items of generations \(generations.sorted())")
    }
    print("ok \(items.count) items, generation \(generations.first ?? 0)")
  case "count":
    guard arguments.count == 5, let rounds = Int(arguments[4]) else { SystemProcess.exit(64) }
    let key = arguments[3]
    let context = try StressModel.context(url)
    context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    guard let counter = try StressModel.fetch("Counter", context).first else { fail("no Counter") }
    var value = (counter.value(forKey: key) as? NSNumber)?.int64Value ?? 0
    for _ in 0..<rounds {
      value += 1
      counter.setValue(NSNumber(value: value), forKey: key)
      try context.save()
    }
  case "bench", "bench-coredata", "bench-sqlite":
    guard arguments.count == 4, let count = Int(arguments[3]) else { SystemProcess.exit(64) }
    switch arguments[1] {
    case "bench-coredata": print(try Benchmark.runCoreData(directory: url, count: count))
    case "bench-sqlite": print(try Benchmark.runSQLite(directory: url, count: count))
    default: print(try Benchmark.run(directory: url, count: count))
    }
  default:
    SystemProcess.exit(64)
  }
  SystemProcess.exit(0)
} catch {
  fail("\(error)")
}
