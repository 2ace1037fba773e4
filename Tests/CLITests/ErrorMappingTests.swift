import DocumentPackages
import DocumentWatching
import FileWrappers
import Imaging
import RichText
import Testing
import UniformTypes

@testable import docpkg

/// The one error → exit-status map (`CLIError(_:input:)`), one row per kind of error.
@Suite("Error → exit status map")
struct ErrorMappingTests {
  static let rows: [(String, any Error, Int32, String)] = [
    ("usage", CLIError.usage("demo: bad"), 64, "demo: bad"),
    ("own", CommandFailure.noSuchFolder(path: "d"), 66, "d: no such folder"),
    ("own", CommandFailure.cannotCreateFolder(path: "d"), 73, "d: cannot create folder"),
    ("own", CommandFailure.standardOutput(reason: "No space"), 74, "<stdout>: No space"),
    ("package", DocumentPackageError(path: "a.note", cause: .notFound), 66, "a.note"),
    ("package", DocumentPackageError(path: "a.note", cause: .plainFolder), 65, "a.note"),
    ("wrapper", FileWrapperError.noSuchFile(path: "x"), 66, "x"),
    ("wrapper", FileWrapperError.fileVanished(path: "x"), 74, "x"),
    ("type", FileTypeError.notFound(path: "t"), 66, "t: no such file or directory"),
    ("type", FileTypeError.readFailed(path: "t", errno: 5), 74, "t"),
    ("rtf", RTFReadingError.notRTF, 65, "in.rtf: "),
    ("rtf", RTFReadingError.cannotRead(path: "in.rtf", reason: "gone"), 66, "in.rtf: gone"),
    ("image", ImageDecodingError.unrecognizedFormat, 65, "in.rtf: "),
    (
      "image", ImageDecodingError.allocationFailed(format: .jpeg, function: "malloc"), 71,
      "in.rtf: "
    ),
    ("image", ImageFileError.notFound(path: "p.png"), 66, "p.png"),
    ("image", ImageFileError.cannotWrite(path: "o.png", reason: "full"), 73, "o.png"),
    (
      "codec", CodecLoadingError.libraryMissing(codec: .gif, library: "libgif.so.7", reason: "-"),
      69, "in.rtf: "
    ),
    ("watch", WatchError.noSuchFolder(path: "w"), 66, "w: no such folder"),
    ("watch", WatchError.folderRemoved(path: "w"), 74, "w"),
    ("other", OtherError(), 1, "in.rtf: other"),
  ]

  struct OtherError: Error, CustomStringConvertible {
    var description: String { "other" }
  }

  @Test(arguments: rows.indices)
  func statusAndMessage(index: Int) {
    let (kind, error, status, start) = Self.rows[index]
    let reported = CLIError(error, input: "in.rtf")
    #expect(reported.exitCode.rawValue == status, "\(kind): \(error)")
    #expect(reported.message.hasPrefix(start), "\(kind): \(reported.message)")
    #expect(!reported.message.contains("\n"))
  }

  @Test func warningsAreNotErrors() {
    let outcome = BatchOutcome.from(.success(["a.note: warning"]), output: "out.png")
    #expect(outcome.status == .written && outcome.error == nil)
    #expect(outcome.warnings == ["a.note: warning"])
    let failed = BatchOutcome.from(.failure(.usage("x")), output: nil)
    #expect(failed.status == .failed && failed.warnings.isEmpty)
  }
}
