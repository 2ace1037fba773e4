import DocpkgSystem
import Foundation
import TestSupport
import Testing

@Suite("FileSystem items, FileTime, pipes, processes, libraries")
struct FileSystemItemTests {
  @Test func itemCallsThrowTheirCallAndErrno() throws {
    try withTemporaryDirectory { folder in
      let base = RawPath(folder.path)
      let made = base.appending(Array("made".utf8))
      try FileSystem.makeDirectory(made, permissions: 0o700)
      #expect(try FileStatus.of(made).isDirectory)
      #expect(throws: SystemError(call: "mkdir", errno: .fileExists)) {
        try FileSystem.makeDirectory(made)
      }
      let file = base.appending(Array("file".utf8))
      #expect(FileManager.default.createFile(atPath: file.display, contents: Data("x".utf8)))
      let linked = base.appending(Array("linked".utf8))
      try FileSystem.hardLink(file, to: linked)
      #expect(try FileStatus.of(linked).inode == FileStatus.of(file).inode)
      let moved = base.appending(Array("moved".utf8))
      try FileSystem.rename(linked, to: moved)
      #expect(throws: SystemError(call: "unlink", errno: .noSuchFileOrDirectory)) {
        try FileSystem.removeFile(linked)
      }
      try FileSystem.removeFile(moved)
      try FileSystem.removeDirectory(made)
      #expect((try? FileStatus.of(made)) == nil)

      let link = base.appending(Array("link".utf8))
      try FileSystem.makeSymbolicLink(at: link, destination: Array("file".utf8))
      #expect(try FileStatus.of(link).kind == .symbolicLink)
      #expect(try FileStatus.following(link).kind == .regular)
      #expect(try FileSystem.readLink(link) == Array("file".utf8))
    }
  }

  @Test func permissionsTimesAndAccess() throws {
    try withTemporaryDirectory { folder in
      let file = RawPath(folder.appendingPathComponent("file").path)
      #expect(FileManager.default.createFile(atPath: file.display, contents: Data()))
      try FileSystem.setPermissions(file, 0o640)
      #expect(try FileStatus.of(file).permissions == 0o640)
      #expect(try FileStatus.of(file).owner == SystemProcess.userID)
      try FileSystem.setTimes(file, modified: FileTime(seconds: 1_000_000, nanoseconds: 250))
      let status = try FileStatus.of(file)
      #expect(status.modificationSeconds == 1_000_000 && status.modificationNanoseconds == 250)
      #expect(FileSystem.isAccessible(file, for: .read))
      #expect(!FileSystem.isAccessible(file.appending(Array("x".utf8)), for: .read))
      let descriptor = try FileDescriptor.open(file.cString, .readWrite)
      defer { try? descriptor.close() }
      try descriptor.setTimes(modified: FileTime(secondsSince1970: 2_000_000.5))
      let after = try descriptor.fileStatus()
      #expect(after.modificationSeconds == 2_000_000)
      #expect(after.modificationNanoseconds == 500_000_000)
    }
  }

  @Test func pipeWakesAWaiter() throws {
    let (input, output) = try FileDescriptor.pipe()
    defer {
      try? input.close()
      try? output.close()
    }
    #expect(FileDescriptor.waitForInput([input], timeoutMilliseconds: 0) == [false])
    _ = try [UInt8(7)].withUnsafeBytes { try output.write($0) }
    #expect(FileDescriptor.waitForInput([input], timeoutMilliseconds: 1_000) == [true])
  }

  @Test func processAndLibraries() throws {
    #expect(SystemProcess.id > 0)
    #expect(SystemProcess.hostName?.isEmpty == false)
    #expect(DynamicLibrary.process?.symbol("getpid") != nil)
    #expect(throws: DynamicLibrary.LoadError.self) {
      try DynamicLibrary.open("libdocpkg-does-not-exist.so.0")
    }
  }
}
