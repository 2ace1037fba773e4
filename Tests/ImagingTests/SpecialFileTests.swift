import Foundation
import Imaging
import TestSupport
import Testing

/// Regression (found by the bad-input catalogue, THUMB-32): decoding a FIFO with no writer
/// blocked forever opening it; now anything but a regular file is refused at once.
@Suite("Image files that are not regular files")
struct SpecialFileTests {
  @Test func fifoIsRefusedWithoutBlocking() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("pipe.png")
      #expect(mkfifo(url.path, 0o644) == 0)
      #expect(throws: ImageFileError.unreadable(path: url.path, reason: "not a regular file")) {
        try ImageDecoder.decode(contentsOf: url)
      }
    }
  }
}
