import FileWrappers
import Foundation
import Imaging
import TestSupport
import Testing

/// `docpkg rename`, `move`, `delete`: output, unique names, exit codes, and 75 while a
/// coordinated writer holds the document.
@Suite("rename, move, delete commands")
struct RelocationCommandTests {
  func names(_ dir: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
  }

  @Test func renameMoveDelete() throws {
    try withTemporaryDirectory { dir in
      #expect(try runDocpkg(["new", "Photo", "--in", dir.path]).status == 0)
      #expect(try runDocpkg(["new", "Beach", "--in", dir.path]).status == 0)
      let photo = dir.appendingPathComponent("Photo.note")
      let renamed = try runDocpkg(["rename", photo.path, "Beach"])
      #expect(renamed.status == 0, "\(renamed.stderrText)")
      #expect(renamed.stdoutText == "\(photo.path) -> \(dir.path)/Beach 1.note\n")
      #expect(names(dir) == ["Beach 1.note", "Beach.note"])

      let synced = dir.appendingPathComponent("Synced")
      try FileManager.default.createDirectory(at: synced, withIntermediateDirectories: true)
      let moved = try runDocpkg([
        "move", dir.appendingPathComponent("Beach 1.note").path,
        dir.appendingPathComponent("Missing.note").path, "--to", synced.path,
      ])
      #expect(moved.status == 66)
      #expect(moved.stderrText.contains("Missing.note: no such file or folder"))
      #expect(names(synced) == ["Beach 1.note"])

      let deleted = try runDocpkg(["delete", "--permanently", synced.path + "/Beach 1.note"])
      #expect(deleted.status == 0)
      #expect(deleted.stdoutText == "\(synced.path)/Beach 1.note removed\n")
      #expect(names(synced) == [])
    }
  }

  /// The corpus Live Photo (07.JPG + 07.mov, copied): `rename` of the still renames the movie
  /// too and prints both.
  @Test func renameCarriesALivePhotosMovie() throws {
    guard let corpus = ProjectPaths.corpus("video/devilhtc__EE367-livephoto"),
      Codec.avformat.status.isAvailable, Codec.avcodec.status.isAvailable
    else { return }
    try withTemporaryDirectory { dir in
      for name in ["07.JPG", "07.mov"] {
        try FileManager.default.copyItem(
          at: corpus.appendingPathComponent(name), to: dir.appendingPathComponent(name))
      }
      let renamed = try runDocpkg(["rename", dir.appendingPathComponent("07.JPG").path, "Desk"])
      #expect(renamed.status == 0, "\(renamed.stderrText)")
      #expect(
        renamed.stdoutText
          == "\(dir.path)/07.JPG -> \(dir.path)/Desk.JPG\n\(dir.path)/07.mov -> \(dir.path)/Desk.mov\n"
      )
      #expect(names(dir) == ["Desk.JPG", "Desk.mov"])
    }
  }

  @Test func usageAndBadInput() throws {
    try withTemporaryDirectory { dir in
      #expect(try runDocpkg(["new", "Doc", "--in", dir.path]).status == 0)
      let doc = dir.appendingPathComponent("Doc.note").path
      #expect(try runDocpkg(["rename", doc]).status == 64)
      #expect(try runDocpkg(["rename", doc, "a/b"]).status == 64)
      #expect(try runDocpkg(["move", doc]).status == 64)
      #expect(try runDocpkg(["move", doc, "--to", dir.path, "--wait", "x"]).status == 64)
      #expect(try runDocpkg(["move", doc, "--to", dir.path + "/nowhere"]).status == 66)
      let link = dir.appendingPathComponent("Link.note").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: doc)
      #expect(try runDocpkg(["rename", link, "Other"]).status == 65)
      #expect(try runDocpkg(["delete", "--permanently", link]).status == 65)
      #expect(FileManager.default.fileExists(atPath: doc))
    }
  }

  @Test func inUseWhileACoordinatedWriterHoldsIt() throws {
    try withTemporaryDirectory { (dir: URL) throws -> Void in
      #expect(try runDocpkg(["new", "Held", "--in", dir.path]).status == 0)
      let doc = dir.appendingPathComponent("Held.note")
      var error: NSError?
      var results: [CommandResult] = []
      NSFileCoordinator(filePresenter: nil).coordinate(
        writingItemAt: doc, options: .forReplacing, error: &error
      ) { _ in
        for arguments in [
          ["rename", doc.path, "Other", "--wait", "0"],
          ["move", doc.path, "--to", NSTemporaryDirectory(), "--wait", "0"],
          ["delete", doc.path, "--permanently", "--wait", "0"],
        ] {
          if let result = try? runDocpkg(arguments) { results.append(result) }
        }
      }
      #expect(error == nil)
      #expect(results.map(\.status) == [75, 75, 75])
      #expect(results.allSatisfy { $0.stderrText.contains("in use") })
      #expect(names(dir) == ["Held.note"])
    }
  }
}
