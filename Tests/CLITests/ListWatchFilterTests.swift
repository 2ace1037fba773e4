import DocumentPackages
import Foundation
import Testing

@testable import docpkg

/// `list --watch --where`: which changes a filtered watch prints, and as what.
@Suite("list --watch --where filter")
struct ListWatchFilterTests {
  /// The names that match "now", changed by the test between events.
  final class Matching: @unchecked Sendable {
    private let lock = NSLock()
    private var names: Set<String>
    init(_ names: Set<String>) { self.names = names }
    func set(_ new: Set<String>) { lock.withLock { names = new } }
    func contains(_ name: String) -> Bool { lock.withLock { names.contains(name) } }
  }

  func summary(_ change: DocumentChange?) -> String? {
    change.map { "\($0.kind.rawValue) \($0.previousName.map { $0 + " -> " } ?? "")\($0.name)" }
  }

  @Test func dropsChangesToDocumentsThatDoNotMatch() {
    let now = Matching(["Note_1.note"])
    var filter = ListWatchFilter(initial: ["Note_1.note", "Other.note"]) { now.contains($0) }
    #expect(filter.matching == ["Note_1.note"])
    #expect(summary(filter.apply(DocumentChange(kind: .changed, name: "Other.note"))) == nil)
    #expect(summary(filter.apply(DocumentChange(kind: .removed, name: "Other.note"))) == nil)
    #expect(
      summary(filter.apply(DocumentChange(kind: .changed, name: "Note_1.note")))
        == "changed Note_1.note")
    now.set(["Note_1.note", "Note_2.note"])
    #expect(
      summary(filter.apply(DocumentChange(kind: .added, name: "Note_2.note")))
        == "added Note_2.note")
    #expect(summary(filter.apply(DocumentChange(kind: .added, name: "Draft.note"))) == nil)
    #expect(
      summary(filter.apply(DocumentChange(kind: .removed, name: "Note_2.note")))
        == "removed Note_2.note")
    #expect(filter.matching == ["Note_1.note"])
  }

  @Test func startingOrStoppingToMatchIsAddedOrRemoved() {
    let now = Matching([])
    var filter = ListWatchFilter(initial: ["Small.note"]) { now.contains($0) }
    now.set(["Small.note"])  // grew past a size bound
    #expect(
      summary(filter.apply(DocumentChange(kind: .changed, name: "Small.note")))
        == "added Small.note")
    now.set([])
    #expect(
      summary(filter.apply(DocumentChange(kind: .changed, name: "Small.note")))
        == "removed Small.note")
    #expect(summary(filter.apply(DocumentChange(kind: .changed, name: "Small.note"))) == nil)
  }

  @Test func renamesInAndOutOfTheFilter() {
    let now = Matching(["Note_A.note"])
    var filter = ListWatchFilter(initial: ["Note_A.note"]) { now.contains($0) }
    now.set(["Note_B.note"])
    #expect(
      summary(
        filter.apply(
          DocumentChange(kind: .renamed, name: "Note_B.note", previousName: "Note_A.note"))
      ) == "renamed Note_A.note -> Note_B.note")
    now.set([])
    #expect(
      summary(
        filter.apply(DocumentChange(kind: .renamed, name: "Trip.note", previousName: "Note_B.note"))
      ) == "removed Note_B.note")
    now.set(["Note_C.note"])
    #expect(
      summary(
        filter.apply(DocumentChange(kind: .renamed, name: "Note_C.note", previousName: "Trip.note"))
      ) == "added Note_C.note")
    now.set(["Note_C.note"])
    #expect(
      summary(
        filter.apply(DocumentChange(kind: .renamed, name: "Misc.note", previousName: "Other.note"))
      ) == nil)
    #expect(filter.matching == ["Note_C.note"])
  }

  @Test func conflictEventsFollowTheirDocumentAndLimitsAlwaysPass() {
    var filter = ListWatchFilter(initial: ["Note_1.note", "Other.note"]) {
      $0.hasPrefix("Note_")
    }
    let copy = "Note_1 (conflicted copy 2024-01-02 153012).note"
    #expect(
      summary(
        filter.apply(
          DocumentChange(kind: .conflictAppeared, name: copy, originalName: "Note_1.note")))
        == "conflict-appeared \(copy)")
    #expect(
      summary(
        filter.apply(
          DocumentChange(kind: .conflictResolved, name: "x", originalName: "Other.note"))) == nil)
    #expect(
      summary(filter.apply(DocumentChange(kind: .watchLimitReached, name: "", message: "m")))
        == "watch-limit-reached ")
  }
}
