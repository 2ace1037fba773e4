import Foundation
import Imaging
import TestSupport
import Testing

/// Runs docpkg with the Trash in `data` (`XDG_DATA_HOME`).
func runDocpkg(_ arguments: [String], trashIn data: URL) throws -> CommandResult {
  try runProcess(
    URL(fileURLWithPath: "/usr/bin/env"),
    ["XDG_DATA_HOME=\(data.path)", ProjectPaths.docpkgExecutable.path] + arguments)
}

/// A folder of notes with conflict copies, made with `docpkg pack`.
struct ConflictFolder {
  let root: URL
  var sync: URL { root.appendingPathComponent("Sync") }
  var data: URL { root.appendingPathComponent("data") }
  var trashFiles: URL { data.appendingPathComponent("Trash/files") }

  init(root: URL) throws {
    self.root = root
    try FileManager.default.createDirectory(at: sync, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
  }

  /// Packs a note named `name` with `text` and attachments `name: contents`.
  func note(_ name: String, text: String, attachments: [String: String] = [:]) throws {
    let textFile = root.appendingPathComponent("text-\(UUID().uuidString).txt")
    try Data(text.utf8).write(to: textFile)
    var arguments = ["pack", "--text", textFile.path]
    let folder = root.appendingPathComponent("att-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (file, contents) in attachments.sorted(by: { $0.key < $1.key }) {
      let url = folder.appendingPathComponent(file)
      try Data(contents.utf8).write(to: url)
      arguments += ["--attach", url.path]
    }
    arguments += ["-o", sync.appendingPathComponent(name).path]
    let result = try runDocpkg(arguments)
    #expect(result.status == 0, "\(result.stderrText)")
  }

  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: sync.path).sorted()
  }

  func attachmentContents(_ name: String) throws -> Set<String> {
    let folder = sync.appendingPathComponent(name).appendingPathComponent("Attachments")
    return Set(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).map {
        try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
      })
  }
}

@Suite("docpkg conflicts and resolve")
struct ConflictsCommandTests {
  @Test func listsVersionsCurrentFirstWithOrphansAndProblems() throws {
    try withTemporaryDirectory { root in
      let folder = try ConflictFolder(root: root)
      try folder.note("Trip.note", text: "mine")
      try folder.note("Trip (Jane's MacBook's conflicted copy 2024-01-02).note", text: "jane")
      try folder.note("Trip (SFConflict jo@example.com 2024-01-02-15-30-12).note", text: "jo")
      try folder.note("Gone.sync-conflict-20240102-153012-ABCDEFG.note", text: "orphan")
      try FileManager.default.createDirectory(
        at: folder.sync.appendingPathComponent("Trip (conflicted copy 2024-01-02 153012).note"),
        withIntermediateDirectories: true)
      let result = try runDocpkg(["conflicts", "--json", folder.sync.path])
      #expect(result.status == 0, "\(result.stderrText)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let documents = try #require(object["documents"] as? [[String: Any]])
      #expect(documents.count == 1)
      #expect(documents[0]["state"] as? String == "inConflict")
      let versions = try #require(documents[0]["versions"] as? [[String: Any]])
      #expect(versions.count == 4)
      #expect(versions[0]["current"] as? Bool == true)
      #expect(versions.map { $0["number"] as? Int } == [0, 1, 2, 3])
      let computers = Set(versions.compactMap { $0["computer"] as? String })
      #expect(computers == ["Jane's MacBook", "jo@example.com"])
      let broken = try #require(versions.first { ($0["source"] as? String) == "conflictedCopy" })
      #expect((broken["problem"] as? String)?.contains("NOTE-2") == true)
      #expect(versions.allSatisfy { $0["modified"] is String })
      let orphans = try #require(object["orphans"] as? [[String: Any]])
      #expect(orphans.map { $0["original"] as? String } == ["Gone.note"])
      // Text output: a heading and one line per version.
      let text = try runDocpkg(["conflicts", folder.sync.appendingPathComponent("Trip.note").path])
      #expect(text.status == 0)
      #expect(text.stdoutText.contains("Trip.note: 4 versions, 3 unresolved"))
      #expect(text.stdoutText.contains("Modified on Jane's MacBook, "))
      let missing = try runDocpkg(["conflicts", root.appendingPathComponent("nope.note").path])
      #expect(missing.status == 66)
    }
  }

  @Test func singleFilesAreDocumentsToo() throws {
    try withTemporaryDirectory { root in
      let folder = try ConflictFolder(root: root)
      try Data(#"{\rtf1 hi}"#.utf8).write(to: folder.sync.appendingPathComponent("notes.v2.rtf"))
      try Data("garbage".utf8).write(
        to: folder.sync.appendingPathComponent("notes.v2 (conflicted copy 2024-01-02 153012).rtf"))
      try Data("plain".utf8).write(to: folder.sync.appendingPathComponent("todo.txt"))
      try Data("other".utf8).write(
        to: folder.sync.appendingPathComponent("todo.sync-conflict-20240102-153012-ABCDEFG.txt"))
      let result = try runDocpkg(["conflicts", "--json", folder.sync.path])
      let object = try #require(
        try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let documents = try #require(object["documents"] as? [[String: Any]])
      #expect(documents.count == 2)
      let problems = documents.flatMap { ($0["versions"] as? [[String: Any]]) ?? [] }
        .map { ($0["path"] as? String ?? "", $0["problem"] as? String) }
      #expect(
        problems.filter { $0.1 != nil }.map { URL(fileURLWithPath: $0.0).lastPathComponent } == [
          "notes.v2 (conflicted copy 2024-01-02 153012).rtf"
        ])
      let resolved = try runDocpkg(
        ["resolve", folder.sync.appendingPathComponent("notes.v2.rtf").path, "--keep", "current"],
        trashIn: folder.data)
      #expect(resolved.status == 0, "\(resolved.stderrText)")
      #expect(
        try folder.names() == [
          "notes.v2.rtf", "todo.sync-conflict-20240102-153012-ABCDEFG.txt", "todo.txt",
        ])
    }
  }

  @Test func sheetDrawsEveryVersion() throws {
    try withTemporaryDirectory { root in
      let folder = try ConflictFolder(root: root)
      try folder.note("Trip.note", text: "mine")
      try folder.note("Trip (Jane's conflicted copy 2024-01-02).note", text: "jane")
      let sheet = root.appendingPathComponent("sheet.png")
      let result = try runDocpkg(["conflicts", folder.sync.path, "--sheet", sheet.path])
      #expect(result.status == 0, "\(result.stderrText)")
      let image = try ImageDecoder.decode(contentsOf: sheet)
      #expect(image.width >= 2 * 192)
      #expect(image.height >= 192)
    }
  }

  @Test func resolveKeepsTheChosenVersionAndTrashesTheRest() throws {
    try withTemporaryDirectory { root in
      let folder = try ConflictFolder(root: root)
      try folder.note("Trip.note", text: "mine")
      try folder.note("Trip (Jane's conflicted copy 2024-01-02).note", text: "jane")
      try folder.note("Trip_conflict-20240102-153012.note", text: "legacy")
      let document = folder.sync.appendingPathComponent("Trip.note")
      let copy = folder.sync.appendingPathComponent("Trip (Jane's conflicted copy 2024-01-02).note")
      let result = try runDocpkg(
        ["resolve", document.path, "--keep", copy.path], trashIn: folder.data)
      #expect(result.status == 0, "\(result.stderrText)")
      #expect(try folder.names() == ["Trip.note"])
      let text = try runDocpkg(["text", document.path])
      #expect(text.stdoutText.contains("jane"))
      let trashed = try FileManager.default.contentsOfDirectory(atPath: folder.trashFiles.path)
      #expect(trashed.count == 2)
      let infos = try FileManager.default.contentsOfDirectory(
        atPath: folder.data.appendingPathComponent("Trash/info").path)
      #expect(infos.allSatisfy { $0.hasSuffix(".trashinfo") } && infos.count == 2)
      let after = try runDocpkg(["conflicts", "--json", folder.sync.path])
      let object = try #require(
        try JSONSerialization.jsonObject(with: after.stdout) as? [String: Any])
      #expect((object["documents"] as? [Any])?.isEmpty == true)
      let list = try runDocpkg(["list", folder.sync.path])
      #expect(!list.stdoutText.contains("conflicted copy of"))
    }
  }

  @Test func resolveByNumberWithDeleteAndBadChoices() throws {
    try withTemporaryDirectory { root in
      let folder = try ConflictFolder(root: root)
      try folder.note("Trip.note", text: "mine")
      try folder.note("Trip.sync-conflict-20240102-153012-ABCDEFG.note", text: "phone")
      let document = folder.sync.appendingPathComponent("Trip.note").path
      let bad = try runDocpkg(["resolve", document, "--keep", "7"], trashIn: folder.data)
      #expect(bad.status == 64)
      #expect(bad.stderrText.contains("no version 7"))
      let noKeep = try runDocpkg(["resolve", document], trashIn: folder.data)
      #expect(noKeep.status == 64)
      let ofCopy = try runDocpkg(
        [
          "resolve",
          folder.sync.appendingPathComponent(
            "Trip.sync-conflict-20240102-153012-ABCDEFG.note"
          ).path, "--keep", "0",
        ], trashIn: folder.data)
      #expect(ofCopy.status == 64)
      let missing = try runDocpkg(
        ["resolve", root.appendingPathComponent("x.note").path, "--keep", "0"],
        trashIn: folder.data)
      #expect(missing.status == 66)
      let result = try runDocpkg(
        ["resolve", document, "--keep", "current", "--delete"], trashIn: folder.data)
      #expect(result.status == 0, "\(result.stderrText)")
      #expect(try folder.names() == ["Trip.note"])
      #expect(!FileManager.default.fileExists(atPath: folder.trashFiles.path))
      #expect(try runDocpkg(["text", document]).stdoutText.contains("mine"))
    }
  }

  @Test func mergeOverThreeVersionsKeepsEveryAttachment() throws {
    try withTemporaryDirectory { root in
      let folder = try ConflictFolder(root: root)
      try folder.note(
        "Trip.note", text: "mine", attachments: ["a.txt": "from current", "shared.txt": "same"])
      try folder.note(
        "Trip (Jane's conflicted copy 2024-01-02).note", text: "jane",
        attachments: ["b.txt": "from jane", "shared.txt": "same", "a.txt": "jane's a"])
      try folder.note(
        "Trip.sync-conflict-20240102-153012-ABCDEFG.note", text: "phone",
        attachments: ["c.txt": "from phone"])
      let document = folder.sync.appendingPathComponent("Trip.note").path
      let result = try runDocpkg(
        [
          "resolve", document, "--merge", "--keep",
          folder.sync.appendingPathComponent("Trip (Jane's conflicted copy 2024-01-02).note").path,
        ], trashIn: folder.data)
      #expect(result.status == 0, "\(result.stderrText)")
      #expect(try folder.names() == ["Trip.note"])
      let contents = try folder.attachmentContents("Trip.note")
      for expected in ["from current", "same", "from jane", "jane's a", "from phone"] {
        #expect(contents.contains(expected), "\(expected) missing from \(contents)")
      }
      // The losing texts are kept as RTF attachments.
      let names = try FileManager.default.contentsOfDirectory(
        atPath: folder.sync.appendingPathComponent("Trip.note/Attachments").path)
      #expect(names.filter { $0.hasPrefix("Text from ") }.count == 2)
      #expect(try runDocpkg(["text", document]).stdoutText.contains("jane"))
      #expect(try runDocpkg(["validate", document]).status == 0)
    }
  }

  @Test func listRecognisesEveryScheme() throws {
    try withTemporaryDirectory { root in
      let folder = try ConflictFolder(root: root)
      try folder.note("Trip.note", text: "mine")
      let copies: [String: String] = [
        "Trip (Jane's conflicted copy 2024-01-02).note": "dropbox",
        "Trip (conflicted copy 2024-01-02 (1)).note": "dropbox",
        "Trip (conflicted copy Jo 2024-01-02 153012).note": "conflictedCopy",
        "Trip_conflict-20240102-153012.note": "ownCloudLegacy",
        "Trip.sync-conflict-20240102-153012-ABCDEFG.note": "syncthing",
        "Trip (SFConflict jo@example.com 2024-01-02-15-30-12).note": "seafile",
        "Trip-DESKTOP-1A2B3C4.note": "oneDrive",
        "Trip 2.note": "numberedDuplicate",
      ]
      for name in copies.keys { try folder.note(name, text: "copy") }
      let result = try runDocpkg(["list", "--json", folder.sync.path])
      let object = try #require(
        try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
      let documents = try #require(object["documents"] as? [[String: Any]])
      for document in documents {
        let name = try #require(document["name"] as? String)
        let source = (document["conflict"] as? [String: Any])?["source"] as? String
        #expect(source == copies[name], "\(name)")
      }
    }
  }
}
