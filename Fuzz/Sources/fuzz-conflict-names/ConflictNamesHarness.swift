import FileVersions
import Foundation
import FuzzSupport

/// Fuzzes the sync-client name parser, which reads names written by strangers' machines:
/// `ConflictCopy.detect` alone and with siblings (OneDrive and numbered duplicates), and
/// `rootOriginalName`. The input is one or more names separated by NUL; the first is the
/// candidate, the rest its siblings. Checks that a detected original is a shorter name and
/// that the chain ends.
@main
enum ConflictNamesHarness {
  static func main() {
    FuzzMain.run(seeds: seeds, target: conflictNamesTarget)
  }

  static func seeds() -> [String: Data] {
    let names = [
      "Trip (Jane's MacBook's conflicted copy 2024-01-02 (1)).note\0Trip.note",
      "Trip (conflicted copy Jane Doe 2024-01-02 153012).note",
      "Trip_conflict_jane-20240102-153012.note",
      "archive.tar.sync-conflict-20240102-153012-ABCDEFG.gz",
      "Makefile (SFConflict jane@example.com 2024-01-02-15-30-12)",
      "Budget-DESKTOP-1A2B3C4.xlsx\0Budget.xlsx",
      "Trip 2.note\0Trip.note\0Trip 3.note",
      "a (conflicted copy 2024-01-02 153012) (conflicted copy 2024-01-03 101010).txt\0a.txt",
    ]
    var seeds: [String: Data] = [:]
    for (index, name) in names.enumerated() { seeds["names-\(index)"] = Data(name.utf8) }
    return seeds
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func conflictNamesTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Data(bytes: $0, count: min(size, 4096)) } ?? Data()
  let parts = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
    String(decoding: $0, as: UTF8.self)
  }
  guard let name = parts.first else { return 0 }
  let siblings = Array(parts.dropFirst().prefix(64))
  for copy in [
    ConflictCopy.detect(filename: name),
    ConflictCopy.detect(filename: name, siblings: siblings, computerNames: ["buildbox"]),
  ] {
    guard let copy else { continue }
    precondition(!copy.originalName.isEmpty, "empty original for \(name.debugDescription)")
    precondition(
      copy.originalName.utf8.count < name.utf8.count,
      "original \(copy.originalName.debugDescription) not shorter than \(name.debugDescription)")
    _ = ConflictCopy.rootOriginalName(of: copy)
    _ = copy.date
    _ = copy.source.clientName
  }
  return 0
}
