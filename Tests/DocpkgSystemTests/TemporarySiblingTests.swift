import DocpkgSystem
import Foundation
import TestSupport
import Testing

@Suite("TemporarySibling")
struct TemporarySiblingTests {
  @Test func namesCarryThisProcessAndAreUnique() {
    let first = String(
      decoding: TemporarySibling.name(for: Array("Trip.note".utf8), marker: ".docpkg-tmp-"),
      as: UTF8.self)
    let second = String(
      decoding: TemporarySibling.name(for: Array("Trip.note".utf8), marker: ".docpkg-tmp-"),
      as: UTF8.self)
    #expect(first.hasPrefix(".Trip.note.docpkg-tmp-\(getpid())-"))
    #expect(first != second)
    #expect(TemporarySibling.owner(leading: "\(getpid())-4-5") == getpid())
    #expect(TemporarySibling.owner(leading: "x-4-5") == nil)
  }

  @Test func removesOnlyAbandonedTemporaries() throws {
    try withTemporaryDirectory { folder in
      // pid_max on Linux is at most 2^22, so this process cannot exist.
      let dead = "._a.tmp-99999999-1-1"
      let live = "._a.tmp-\(getpid())-1-1"
      for name in [dead, live, "unrelated"] {
        try FileManager.default.createDirectory(
          at: folder.appendingPathComponent(name), withIntermediateDirectories: false)
        try Data("x".utf8).write(to: folder.appendingPathComponent(name + "/inside"))
      }
      #expect(!TemporarySibling.isAbandoned(byProcess: getpid()))
      #expect(TemporarySibling.isAbandoned(byProcess: 99_999_999))
      TemporarySibling.removeAbandoned(in: RawPath(folder.path)) { name in
        name.hasPrefix("._a.tmp-") ? TemporarySibling.owner(leading: name.dropFirst(8)) : nil
      }
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(left == [live, "unrelated"].sorted())
    }
  }
}
