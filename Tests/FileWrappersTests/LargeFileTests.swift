import FileWrappers
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Acceptance 2: a package with a 2 GB sparse attachment is read in well under 50 MB peak
/// RSS, and lazily read contents are mapped, not copied.
@Suite("Large sparse attachments")
struct LargeFileTests {
  @Test func structureAndContentsStaySmall() throws {
    try withTemporaryDirectory { dir in
      let package = dir.appendingPathComponent("Big.note")
      try writeFile(package.appendingPathComponent("Text.rtf"), "{\\rtf1 big}")
      let attachment = package.appendingPathComponent("Attachments/movie.bin")
      try writeFile(attachment, "")
      #expect(truncate(attachment.path, 2 << 30) == 0)
      let real = package.appendingPathComponent("real.bin")
      try Data(repeating: 0x41, count: 32 << 20).write(to: real)
      // Move the attachment up so `measure` can name it at the top level.
      try FileManager.default.moveItem(
        at: attachment, to: package.appendingPathComponent("movie.bin"))

      let process = Process()
      process.executableURL = stressTool
      process.arguments = ["measure", package.path, "movie.bin", "real.bin"]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      var figures: [String: [Int]] = [:]
      for line in output.split(separator: "\n") {
        let fields = line.split(separator: " ")
        figures[String(fields[0])] = fields.dropFirst().compactMap { Int($0) }
      }
      print("sparse 2 GB attachment, peak RSS KiB: \(figures)")
      let structure = try #require(figures["structure"]?.first)
      #expect(structure < 50 * 1024)
      let movie = try #require(figures["movie.bin"])
      #expect(movie[0] == 2 << 30)
      #expect(movie[1] < 50 * 1024, "2 GiB contents() must be mapped, not read")
      let realFile = try #require(figures["real.bin"])
      // Touching every page of a 32 MiB file grows RSS by about one copy, never two.
      #expect(realFile[1] - movie[1] < 48 * 1024)

      let wrapper = try FileWrapper(url: package, options: [])
      #expect(wrapper.fileWrappers?["movie.bin"]?.regularFileSize == 2 << 30)
    }
  }
}
