import Foundation
import RichText
import TestSupport
import Testing

/// Regression (found by the bad-input catalogue, TEXT-09): reading a FIFO with no writer
/// blocked forever in `open(2)`; now any file that is not regular is refused at once.
@Suite("RTF reader on special files")
struct SpecialFileTests {
  @Test func fifoIsRefusedWithoutBlocking() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pipe.rtf").path
      #expect(mkfifo(path, 0o644) == 0)
      #expect(throws: RTFReadingError.cannotRead(path: path, reason: "not a regular file")) {
        try RTFReader().read(contentsOfFile: path)
      }
    }
  }
}

/// Regression (found while checking TEXT-09 after the merge): `read(contentsOfFile:)`
/// memory-mapped the file, so another process truncating it mid-parse raised SIGBUS and
/// killed the reader. A truncated file must give a result or an error, never a signal.
@Suite("RTF reader on a file truncated while read")
struct TruncatedWhileReadingTests {
  @Test func concurrentTruncationNeverCrashes() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("shrinking.rtf").path
      let body = String(repeating: #"word {\b bold} more text here\par "#, count: 12_000)
      let original = Data((#"{\rtf1\ansi "# + body + "}").utf8)
      for round in 0..<4 {
        try original.write(to: URL(fileURLWithPath: path))
        let truncator = Thread {
          usleep(UInt32(round * 800))
          truncate(path, 100)
        }
        truncator.start()
        if round % 2 == 0 {
          _ = try? RTFReader().read(contentsOfFile: path)
        } else {
          _ = try? RTFReader().readPlainText(contentsOfFile: path)
        }
        while truncator.isExecuting { usleep(1000) }
      }
    }
  }
}
