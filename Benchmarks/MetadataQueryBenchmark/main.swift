import DocumentApps
import Foundation

// NSMetadataQuery over a folder of N documents (default 2,000): the time to gather, then,
// for one added, changed, renamed and removed document each, the time until the update
// naming it is posted and how many updates named it (should be 1).
//   MetadataQueryBenchmark FOLDER [COUNT]   (FOLDER is created and filled if empty)
let arguments = CommandLine.arguments
let folder = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "/tmp/metadata-query-bench")
let count = arguments.count > 2 ? Int(arguments[2]) ?? 2000 : 2000
let manager = FileManager.default
try manager.createDirectory(at: folder, withIntermediateDirectories: true)
if (try manager.contentsOfDirectory(atPath: folder.path)).isEmpty {
  for index in 0..<count {
    let package = folder.appendingPathComponent(String(format: "Note_%05d.note", index))
    try manager.createDirectory(at: package, withIntermediateDirectories: true)
    try Data("note \(index)".utf8).write(to: package.appendingPathComponent("Text.txt"))
  }
}

final class Log: @unchecked Sendable {
  let lock = NSLock()
  var gathered: Date?
  var reports: [(Date, String, String)] = []
}
let log = Log()
let query = NSMetadataQuery()
query.searchScopes = [folder]
query.predicate = NSPredicate(format: "%K LIKE 'Note_*'", NSMetadataItemFSNameKey)
query.operationQueue = OperationQueue()
let center = NotificationCenter.default
let finished = center.addObserver(
  forName: .NSMetadataQueryDidFinishGathering, object: query, queue: nil
) { _ in log.lock.withLock { log.gathered = Date() } }
let updated = center.addObserver(forName: .NSMetadataQueryDidUpdate, object: query, queue: nil) {
  notification in
  let now = Date()
  for (key, kind) in [
    (NSMetadataQueryUpdateAddedItemsKey, "added"),
    (NSMetadataQueryUpdateChangedItemsKey, "changed"),
    (NSMetadataQueryUpdateRemovedItemsKey, "removed"),
  ] {
    for item in notification.userInfo?[key] as? [NSMetadataItem] ?? [] {
      let name = item.value(forAttribute: NSMetadataItemFSNameKey) as? String ?? "?"
      log.lock.withLock { log.reports.append((now, kind, name)) }
    }
  }
}

let start = Date()
query.start()
while log.lock.withLock({ log.gathered == nil }) { Thread.sleep(forTimeInterval: 0.001) }
let gatherTime = log.lock.withLock { log.gathered ?? start }.timeIntervalSince(start)
print(String(format: "gathered %d results in %.1f ms", query.resultCount, gatherTime * 1000))

func measure(_ label: String, kind: String, name: String, _ action: () throws -> Void) throws {
  let before = log.lock.withLock { log.reports.count }
  let begin = Date()
  try action()
  Thread.sleep(forTimeInterval: 1.5)
  let reports = log.lock.withLock { Array(log.reports[before...]) }
  let matching = reports.filter { $0.1 == kind && $0.2 == name }
  let latency = matching.first.map { $0.0.timeIntervalSince(begin) * 1000 }
  print(
    String(
      format: "%@: reported %d time(s) as %@, latency %@", label, matching.count, kind,
      latency.map { String(format: "%.0f ms", $0) } ?? "never"))
}

let added = folder.appendingPathComponent("Note_added.note")
try measure("add", kind: "added", name: "Note_added.note") {
  let temporary = folder.appendingPathComponent(".Note_added.tmp")
  try manager.createDirectory(at: temporary, withIntermediateDirectories: true)
  try Data("new".utf8).write(to: temporary.appendingPathComponent("Text.txt"))
  try manager.moveItem(at: temporary, to: added)
}
try measure("change", kind: "changed", name: "Note_00010.note") {
  try Data("note 10, edited in place".utf8).write(
    to: folder.appendingPathComponent("Note_00010.note/Text.txt"))
}
try measure("rename", kind: "changed", name: "Note_renamed.note") {
  try manager.moveItem(at: added, to: folder.appendingPathComponent("Note_renamed.note"))
}
try measure("remove", kind: "removed", name: "Note_renamed.note") {
  try manager.removeItem(at: folder.appendingPathComponent("Note_renamed.note"))
}
query.stop()
center.removeObserver(finished)
center.removeObserver(updated)
