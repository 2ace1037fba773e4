import Foundation

extension BadInputCatalogue {
  /// `docpkg conflicts` and `docpkg resolve` on odd sync folders (Spec/Versions.md).
  static let conflicts: [BadInput] = [
    BadInput(
      id: "CONF-01", format: "conflicts", input: "document that does not exist", exitCode: 66,
      message: "{dir}/missing.note",
      setup: { work in ["conflicts", work.path + "/missing.note"] }),
    BadInput(
      id: "CONF-02", format: "conflicts", input: "a copy whose document is not there (orphan)",
      exitCode: 0, message: "Dropbox copy of Gone.note, which is not there", stream: .stdout,
      setup: { work in
        _ = try note(work, "Sync/Gone (Jane's conflicted copy 2024-01-02).note")
        return ["conflicts", work.path + "/Sync"]
      }),
    BadInput(
      id: "CONF-03", format: "conflicts", input: "a version that is not a valid note",
      exitCode: 0, message: "problem: error NOTE-2", stream: .stdout,
      setup: { work in
        _ = try note(work, "Sync/Trip.note")
        _ = try Fixtures.folder(work, "Sync/Trip (conflicted copy 2024-01-02 153012).note")
        return ["conflicts", work.path + "/Sync"]
      }),
    BadInput(
      id: "CONF-04", format: "conflicts",
      input: "FIFO and symlink out of the folder named like copies",
      exitCode: 0, message: "Trip.note: 1 version, 0 unresolved", stream: .stdout,
      setup: { work in
        let document = try note(work, "Sync/Trip.note")
        _ = try Fixtures.fifo(work, "Sync/Trip.sync-conflict-20240102-153012-ABCDEFG.note")
        _ = try Fixtures.symlink(
          work, "Sync/Trip (Jane's conflicted copy 2024-01-02).note", to: "/etc")
        return ["conflicts", document]
      }),
    BadInput(
      id: "RES-01", format: "resolve", input: "no --keep", exitCode: 64,
      message: "--keep is required",
      setup: { work in ["resolve", try note(work, "Trip.note")] }),
    BadInput(
      id: "RES-02", format: "resolve", input: "--keep names no version", exitCode: 64,
      message: "{dir}/Trip.note: no version 9",
      setup: { work in ["resolve", try note(work, "Trip.note"), "--keep", "9"] }),
    BadInput(
      id: "RES-03", format: "resolve", input: "PATH is a conflict copy", exitCode: 64,
      message: "is a conflict copy; resolve its document, Trip.note",
      setup: { work in
        _ = try note(work, "Trip.note")
        return [
          "resolve", try note(work, "Trip_conflict-20240102-153012.note"), "--keep", "0",
        ]
      }),
    BadInput(
      id: "RES-04", format: "resolve", input: "document that does not exist", exitCode: 66,
      message: "{dir}/missing.note",
      setup: { work in ["resolve", work.path + "/missing.note", "--keep", "current"] }),
    BadInput(
      id: "RES-05", format: "resolve", input: "--merge on an .rtfd", exitCode: 64,
      message: "--merge works on .note documents only",
      setup: { work in
        let document = try Fixtures.text(work, "Doc.rtfd/TXT.rtf", #"{\rtf1 a}"#)
        _ = try Fixtures.text(work, "Doc.sync-conflict-20240102-153012-ABCDEFG.rtfd/TXT.rtf", "b")
        return [
          "resolve", (document as NSString).deletingLastPathComponent, "--merge", "--keep", "1",
        ]
      }),
    BadInput(
      id: "RES-06", format: "resolve", input: "an invalid version discarded with --delete",
      exitCode: 0, message: "deleted {dir}/Trip (conflicted copy 2024-01-02 153012).note",
      stream: .stdout, outputs: ["Trip (conflicted copy 2024-01-02 153012).note"],
      setup: { work in
        _ = try Fixtures.folder(work, "Trip (conflicted copy 2024-01-02 153012).note")
        return ["resolve", try note(work, "Trip.note"), "--keep", "current", "--delete"]
      }),
    BadInput(
      id: "RES-07", format: "resolve", input: "a document without versions", exitCode: 0,
      message: "no conflict versions; nothing to do", stream: .stdout,
      setup: { work in ["resolve", try note(work, "Trip.note"), "--keep", "0"] }),
  ]
}
