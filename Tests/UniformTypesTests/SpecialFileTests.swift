import Foundation
import TestSupport
import Testing
import UniformTypes

/// Regression (found by the bad-input catalogue, TYPE-05): typing a FIFO with no writer
/// blocked forever in `open(2)`; now only regular files are sniffed.
@Suite("File types of special files")
struct SpecialFileTests {
  @Test func fifoIsTypedByExtensionWithoutBlocking() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pipe.png").path
      #expect(mkfifo(path, 0o644) == 0)
      let report = try FileTypeResolver().report(forPath: path)
      #expect(report.sniffedType == nil)
      #expect(report.declaredType == .png)
    }
  }

  @Test func endlessDeviceIsNotRead() throws {
    let report = try FileTypeResolver().report(forPath: "/dev/zero")
    #expect(report.sniffedType == nil)
  }
}
