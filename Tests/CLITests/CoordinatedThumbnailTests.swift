import FileWrappers
import Foundation
import Imaging
import TestSupport
import Testing

/// A coordinated write (`NSFileCoordinator`) in this process holds a note; a concurrent
/// `docpkg thumbnail --update-quicklook` of it in another process waits for the lock and
/// saves only once the writer is done.
@Suite("Coordinated write vs docpkg save")
struct CoordinatedThumbnailTests {
  @Test func updateQuickLookWaitsForCoordinatedWriter() throws {
    try withTemporaryDirectory { dir in
      let created = try runDocpkg(["new", "Trip", "--in", dir.path])
      #expect(created.status == 0, "\(created.stderrText)")
      let note = dir.appendingPathComponent("Trip.note")
      let thumbnail = note.appendingPathComponent("QuickLook/Thumbnail.png")
      try Data("not a png".utf8).write(to: thumbnail)

      let process = Process()
      process.executableURL = ProjectPaths.docpkgExecutable
      process.arguments = ["thumbnail", note.path, "--update-quicklook"]
      process.standardError = Pipe()
      var error: NSError?
      var stillRunning = false
      var untouched = false
      NSFileCoordinator(filePresenter: nil).coordinate(
        writingItemAt: note, options: .forReplacing, error: &error
      ) { _ in
        try? process.run()
        Thread.sleep(forTimeInterval: 3)
        stillRunning = process.isRunning
        untouched = (try? Data(contentsOf: thumbnail)) == Data("not a png".utf8)
      }
      #expect(error == nil)
      #expect(stillRunning, "docpkg finished while the coordinated writer held the note")
      #expect(untouched, "docpkg saved while the coordinated writer held the note")
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      #expect(try ImageDecoder.decode(Data(contentsOf: thumbnail)).width == 512)
    }
  }
}
