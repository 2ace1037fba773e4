import Foundation
import TestSupport
import Testing

@Suite("docpkg new")
struct NewCommandTests {
  @Test func numbersNamesLikeTheOriginalApps() throws {
    try withTemporaryDirectory { dir in
      var printed: [String] = []
      for _ in 0..<3 {
        let result = try runDocpkg(["new", "Note"], in: dir)
        #expect(result.status == 0)
        printed.append(result.stdoutText)
      }
      #expect(printed == ["Note.note\n", "Note 1.note\n", "Note 2.note\n"])
      let validate = try runDocpkg(["validate", "Note.note", "Note 1.note"], in: dir)
      #expect(validate.status == 0)
      #expect(validate.stdoutText == "Note.note: valid (note)\nNote 1.note: valid (note)\n")
    }
  }

  @Test func inFolderAndExtensionGiven() throws {
    try withTemporaryDirectory { dir in
      let result = try runDocpkg(["new", "Trip.note", "--in", dir.path])
      #expect(result.status == 0)
      #expect(result.stdoutText == dir.appendingPathComponent("Trip.note").path + "\n")
      var isDirectory: ObjCBool = false
      #expect(
        FileManager.default.fileExists(
          atPath: dir.appendingPathComponent("Trip.note/Text.rtf").path,
          isDirectory: &isDirectory))
    }
  }

  @Test func errors() throws {
    try withTemporaryDirectory { dir in
      #expect(try runDocpkg(["new", "a/b", "--in", dir.path]).status == 64)
      #expect(try runDocpkg(["new"]).status == 64)
      let missing = dir.appendingPathComponent("nope").path
      let result = try runDocpkg(["new", "Note", "--in", missing])
      #expect(result.status == 66)
      #expect(result.stderrText == "docpkg: \(missing): no such folder\n")
      let file = dir.appendingPathComponent("file")
      try Data().write(to: file)
      #expect(try runDocpkg(["new", "Note", "--in", file.path]).status == 73)
    }
  }
}
