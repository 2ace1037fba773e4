import DocpkgSystem
import Foundation
import TestSupport
import Testing

@Suite("AtomicFile")
struct AtomicFileTests {
  @Test func replacesTheTargetAndLeavesNoTemporary() throws {
    try withTemporaryDirectory { folder in
      let target = folder.appendingPathComponent("out.png")
      try Data("old".utf8).write(to: target)
      try AtomicFile.write(Data("new".utf8), to: target.path, permissions: 0o600, durable: true)
      #expect(try Data(contentsOf: target) == Data("new".utf8))
      let attributes = try FileManager.default.attributesOfItem(atPath: target.path)
      #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    }
  }

  @Test func aFailedRenameRemovesTheTemporary() throws {
    try withTemporaryDirectory { folder in
      // A non-empty folder at the target: rename(2) fails; nothing may be left behind.
      let target = folder.appendingPathComponent("busy")
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
      try Data().write(to: target.appendingPathComponent("x"))
      let error = try #require(throws: SystemError.self) {
        try AtomicFile.write(Data("new".utf8), to: target.path)
      }
      #expect(error.call == "rename")
      #expect(error.errno == .isDirectory || error.errno == .directoryNotEmpty)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["busy"])
    }
  }

  @Test func aMissingFolderIsReportedWithItsErrno() throws {
    try withTemporaryDirectory { folder in
      let target = folder.appendingPathComponent("no/such/out.png").path
      let error = try #require(throws: SystemError.self) {
        try AtomicFile.write(Data("x".utf8), to: target)
      }
      #expect(error.errno == .noSuchFileOrDirectory)
      #expect(error.description == "mkstemp: No such file or directory")
    }
  }
}
