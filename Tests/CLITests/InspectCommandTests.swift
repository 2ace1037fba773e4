import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("docpkg inspect")
struct InspectCommandTests {
  func makePackage(_ dir: URL) throws -> URL {
    let package = dir.appendingPathComponent("Trip.note")
    try FileManager.default.createDirectory(
      at: package.appendingPathComponent("Attachments"), withIntermediateDirectories: true)
    try Data("{\\rtf1 hi}".utf8).write(to: package.appendingPathComponent("Text.rtf"))
    try Data("PNG".utf8).write(to: package.appendingPathComponent("Attachments/photo.png"))
    symlink("../../secret", package.appendingPathComponent("Attachments/escape").path)
    return package
  }

  @Test func printsAnIndentedTree() throws {
    try withTemporaryDirectory { dir in
      let package = try makePackage(dir)
      let result = try runDocpkg(["inspect", package.path])
      #expect(result.status == 0)
      let text = result.stdoutText
      #expect(text.hasPrefix("Trip.note/  directory  13 bytes"))
      #expect(text.contains("\n  Attachments/  directory"))
      #expect(text.contains("\n    escape -> ../../secret  symlink"))
      #expect(text.contains("\n  Text.rtf  file  10 bytes  0644"))
      #expect(text.contains("problems:\n  Attachments/escape: symbolic link points outside"))
    }
  }

  @Test func jsonFollowsTheDocumentedSchema() throws {
    try withTemporaryDirectory { dir in
      let package = try makePackage(dir)
      let result = try runDocpkg(["inspect", "--json", package.path])
      #expect(result.status == 0)
      let object = try #require(
        try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let inputs = try #require(object["inputs"] as? [[String: Any]])
      let input = try #require(inputs.first)
      #expect(input["path"] as? String == package.path)
      #expect(input["entryCount"] as? Int == 5)
      #expect(input["totalSize"] as? Int == 13)
      let root = try #require(input["root"] as? [String: Any])
      #expect(root["kind"] as? String == "directory")
      #expect(root["path"] as? String == ".")
      #expect((root["modified"] as? String)?.hasSuffix("Z") == true)
      let children = try #require(root["children"] as? [[String: Any]])
      #expect(children.map { $0["name"] as? String } == ["Attachments", "Text.rtf"])
      #expect(children[1]["permissions"] as? String == "0644")
      let problems = try #require(input["problems"] as? [[String: Any]])
      #expect(problems.first?["code"] as? String == "linkOutsidePackage")
      #expect(problems.first?["path"] as? String == "Attachments/escape")
    }
  }

  @Test func missingInputExits66AndGoesOn() throws {
    try withTemporaryDirectory { dir in
      let package = try makePackage(dir)
      let missing = dir.appendingPathComponent("nope").path
      let result = try runDocpkg(["inspect", "--json", missing, package.path])
      #expect(result.status == 66)
      #expect(result.stderrText == "docpkg: \(missing): no such file or directory\n")
      let object = try #require(
        try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let inputs = try #require(object["inputs"] as? [[String: Any]])
      #expect(inputs.count == 2)
      #expect(inputs[0]["exitCode"] as? Int == 66)
      #expect(inputs[1]["root"] != nil)
    }
  }

  @Test func unsupportedInputExits65() throws {
    try withTemporaryDirectory { dir in
      let fifo = dir.appendingPathComponent("pipe").path
      mkfifo(fifo, 0o644)
      let result = try runDocpkg(["inspect", fifo])
      #expect(result.status == 65)
      #expect(result.stderrText.contains("\(fifo): a fifo cannot be stored"))
    }
  }

  @Test func usageErrorsAndHelp() throws {
    #expect(try runDocpkg(["inspect"]).status == 64)
    #expect(try runDocpkg(["inspect", "--bogus", "x"]).status == 64)
    let help = try runDocpkg(["inspect", "--help"])
    #expect(help.status == 0)
    #expect(help.stdoutText.contains("USAGE: docpkg inspect PATH... [--json]"))
  }

  /// Acceptance 2 through the CLI: `inspect` of a package with a 2 GB sparse attachment
  /// peaks well under 50 MB RSS (measured by python3's RUSAGE_CHILDREN when present).
  @Test func sparseAttachmentInspectionStaysSmall() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { return }
    try withTemporaryDirectory { dir in
      let package = dir.appendingPathComponent("Big.note")
      try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
      let attachment = package.appendingPathComponent("movie.bin").path
      #expect(FileManager.default.createFile(atPath: attachment, contents: nil))
      #expect(truncate(attachment, 2 << 30) == 0)
      let script = """
        import resource, subprocess, sys
        subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)
        print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        """
      let result = try runProcess(
        URL(fileURLWithPath: "/usr/bin/python3"),
        ["-c", script, ProjectPaths.docpkgExecutable.path, "inspect", "--json", package.path])
      let kilobytes = try #require(
        Int(result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)))
      print("docpkg inspect of a 2 GB sparse attachment: peak RSS \(kilobytes) KiB")
      #expect(kilobytes < 50 * 1024)
    }
  }
}
