import DocpkgSystem
import Foundation
import TestSupport
import Testing

@Suite("FileDescriptor")
struct FileDescriptorTests {
  @Test func writeAllThenReadAllAndPread() throws {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("bytes").path
      let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      let output = try FileDescriptor.open(
        path, .writeOnly, options: [.create, .exclusiveCreate, .closeOnExec],
        permissions: 0o600)
      try output.writeAll(bytes)
      try output.sync()
      try output.close()
      let input = try FileDescriptor.open(path, .readOnly, options: [.closeOnExec])
      defer { try? input.close() }
      var back = [UInt8](repeating: 0, count: bytes.count + 10)
      let count = try back.withUnsafeMutableBytes { try input.readAll(into: $0) }
      #expect(count == bytes.count)
      #expect(Array(back[0..<count]) == bytes)
      var middle = [UInt8](repeating: 0, count: 100)
      let got = try middle.withUnsafeMutableBytes {
        try input.readAll(fromAbsoluteOffset: 1_000, into: $0)
      }
      #expect(got == 100 && middle == Array(bytes[1_000..<1_100]))
      #expect(try input.status().st_size == off_t(bytes.count))
    }
  }

  @Test func openFailuresCarryTheErrno() throws {
    try withTemporaryDirectory { folder in
      let missing = folder.appendingPathComponent("missing").path
      #expect(throws: Errno.noSuchFileOrDirectory) {
        try FileDescriptor.open(missing, .readOnly)
      }
      let existing = folder.appendingPathComponent("file").path
      #expect(FileManager.default.createFile(atPath: existing, contents: Data()))
      #expect(throws: Errno.fileExists) {
        try FileDescriptor.open(existing, .writeOnly, options: [.create, .exclusiveCreate])
      }
      let link = folder.appendingPathComponent("link").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: existing)
      #expect(throws: Errno.tooManySymbolicLinks) {
        try FileDescriptor.open(link, .readOnly, options: [.noFollow])
      }
    }
  }

  @Test func errnoDescribesItself() {
    #expect(Errno.noSuchFileOrDirectory.description == "No such file or directory")
    #expect(
      Errno(extractingFrom: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))) == .noSpace)
    #expect(Errno(extractingFrom: CocoaError(.fileReadUnknown)) == nil)
  }

  @Test func locksExcludeEachOther() throws {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("lock").path
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
      let first = try FileDescriptor.open(path, .readOnly)
      let second = try FileDescriptor.open(path, .readOnly)
      defer {
        try? first.close()
        try? second.close()
      }
      try first.tryLock(.exclusive)
      #expect(throws: Errno.wouldBlock) { try second.tryLock(.shared) }
      first.unlock()
      try second.tryLock(.shared)
    }
  }
}
