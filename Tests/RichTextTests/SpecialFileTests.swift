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
