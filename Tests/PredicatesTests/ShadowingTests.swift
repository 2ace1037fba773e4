// Both imports, as a ported Apple file has them: calls resolve to docpkg's classes because
// Linux Foundation's initializers are unavailable; in type position the name is ambiguous,
// so a scoped import picks docpkg's (Spec/Predicates.md, "Apple's spelling on Linux").
import Foundation
import Predicates
import Testing

import class Predicates.NSPredicate

@Suite("Apple's spelling with Foundation imported")
struct ShadowingTests {
  @Test("NSPredicate(format:) with %K resolves to docpkg's")
  func metadataQueryPredicate() {
    let predicate = NSPredicate(format: "%K like 'Note_*'", "kMDItemFSName")
    let typed: NSPredicate = predicate
    #expect(typed.predicateFormat == #"kMDItemFSName LIKE "Note_*""#)
    #expect(typed.evaluate(with: ["kMDItemFSName": "Note_1"]))
    #expect(!typed.evaluate(with: ["kMDItemFSName": "Notes"]))
  }

  @Test("NSSortDescriptor(key:ascending:) resolves to docpkg's")
  func sortDescriptor() {
    let descriptor = NSSortDescriptor(key: "name", ascending: false)
    let sorted = [["name": "a"], ["name": "c"], ["name": "b"]].sorted(using: [descriptor])
    #expect(sorted.map { $0["name"] } == ["c", "b", "a"])
  }
}
