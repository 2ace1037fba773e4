import Foundation
import TestSupport
import Testing

/// The `--json` documents of `type`, `inspect`, `validate`, `list` and `conflicts` over
/// several hundred generated inputs (errors mixed in), byte for byte against golden files in
/// `Tests/Fixtures/ManyInputsJSON/` recorded before the output was streamed
/// (`Spec/CLI.md`: the documents must not change). `RECORD_MANY_INPUTS_JSON=1 swift test
/// --filter ManyInputsJSON` rewrites them (and fails, so a recording run is never a pass).
@Suite("--json over many inputs (golden)")
struct ManyInputsJSONTests {
  static let goldenFolder = ProjectPaths.packageRoot
    .appendingPathComponent("Tests/Fixtures/ManyInputsJSON")

  @Test func typeOfFilesPackagesAndMissingPaths() throws {
    try withInputs { inputs in
      let paths = ManyInputsFolder.mixingMissing(
        into: inputs.files + inputs.packages + ["plain folder"], every: 37)
      try check(
        "type", ["type", "--json", "--"] + paths, in: inputs.root, status: 66)
    }
  }

  @Test func typeWithConformsTo() throws {
    try withInputs { inputs in
      let paths = ManyInputsFolder.mixingMissing(into: Array(inputs.files.prefix(100)), every: 30)
      try check(
        "type-conforms-to", ["type", "--json", "--conforms-to", "public.image", "--"] + paths,
        in: inputs.root, status: 66)
    }
  }

  @Test func inspectOfFilesPackagesAndMissingPaths() throws {
    try withInputs { inputs in
      let paths = ManyInputsFolder.mixingMissing(
        into: Array(inputs.files.prefix(200)) + inputs.packages, every: 29)
      try check("inspect", ["inspect", "--json", "--"] + paths, in: inputs.root, status: 66)
    }
  }

  @Test func validateOfFilesPackagesAndMissingPaths() throws {
    try withInputs { inputs in
      let paths = ManyInputsFolder.mixingMissing(
        into: Array(inputs.files.prefix(200)) + inputs.packages, every: 29)
      try check("validate", ["validate", "--json", "--"] + paths, in: inputs.root, status: 66)
    }
  }

  @Test func listOfAFolder() throws {
    try withInputs { inputs in
      try check("list", ["list", "--json", "."], in: inputs.root, status: 0)
    }
  }

  @Test func conflictsOfAFolderDocumentsAndMissingPaths() throws {
    try withInputs { inputs in
      let notes = inputs.packages.filter { $0.hasPrefix("Note ") && !$0.contains("(") }
      let paths = ["."] + ManyInputsFolder.mixingMissing(into: notes, every: 9) + ["."]
      try check(
        "conflicts", ["conflicts", "--json", "--"] + paths, in: inputs.root, status: 66,
        replacingRoot: true)
    }
  }

  /// Runs `body` with a fresh folder of 400 files and 60 notes.
  private func withInputs(_ body: (ManyInputsFolder) throws -> Void) throws {
    try withTemporaryDirectory { folder in
      try body(ManyInputsFolder(root: folder, fileCount: 400, noteCount: 60))
    }
  }

  /// Runs docpkg with `arguments` in `folder` and compares its stdout with golden `name`
  /// (with `replacingRoot`, the folder's absolute path written as `$ROOT`).
  private func check(
    _ name: String, _ arguments: [String], in folder: URL, status: Int32,
    replacingRoot: Bool = false
  ) throws {
    let result = try runDocpkg(arguments, in: folder)
    #expect(result.status == status, "\(result.stderrText.prefix(500))")
    var stdout = result.stdout
    if replacingRoot {
      let root = folder.resolvingSymlinksInPath().path
      stdout = Data(
        result.stdoutText.replacingOccurrences(of: root, with: "$ROOT")
          .replacingOccurrences(of: folder.path, with: "$ROOT").utf8)
    }
    let golden = Self.goldenFolder.appendingPathComponent(name + ".json")
    if ProcessInfo.processInfo.environment["RECORD_MANY_INPUTS_JSON"] == "1" {
      try FileManager.default.createDirectory(
        at: Self.goldenFolder, withIntermediateDirectories: true)
      try stdout.write(to: golden)
      Issue.record("Recorded \(golden.path); run again without RECORD_MANY_INPUTS_JSON.")
      return
    }
    let expected = try Data(contentsOf: golden)
    guard stdout != expected else { return }
    let firstDifference =
      zip(stdout, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(stdout.count, expected.count)
    let context = stdout[max(0, firstDifference - 80)..<min(stdout.count, firstDifference + 80)]
    Issue.record(
      """
      \(name): \(stdout.count) bytes, golden \(expected.count); first difference at byte \
      \(firstDifference): …\(String(decoding: context, as: UTF8.self))…
      """)
  }
}
