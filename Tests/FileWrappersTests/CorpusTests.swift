import FileWrappers
import Foundation
import TestSupport
import Testing

/// Real `.rtfd` packages from ../shared/corpus/rtfd, read in place (skipped when absent):
/// read lazily, inspected, and flat-serialized round trip.
@Suite("FileWrappers corpus")
struct CorpusTests {
  @Test func rtfdPackagesReadInspectAndRoundTrip() throws {
    guard let folder = ProjectPaths.corpus("rtfd") else {
      print("corpus rtfd not present; skipped")
      return
    }
    let packages = names(in: folder).filter { $0.hasSuffix(".rtfd") }
    #expect(!packages.isEmpty)
    for name in packages {
      let url = folder.appendingPathComponent(name)
      let wrapper = try FileWrapper(url: url, options: [])
      #expect(wrapper.isDirectory, "\(name)")
      #expect(wrapper.fileWrappers?["TXT.rtf"]?.regularFileContents?.isEmpty == false, "\(name)")
      let report = try PackageInspector().inspect(path: url.path)
      #expect(!report.hasFatalProblems, "\(name)")
      let data = try #require(wrapper.serializedRepresentation, "\(name)")
      let back = try #require(FileWrapper(serializedRepresentation: data), "\(name)")
      #expect(back.fileWrappers?.keys.sorted() == wrapper.fileWrappers?.keys.sorted(), "\(name)")
      for (key, child) in wrapper.fileWrappers ?? [:] where child.isRegularFile {
        #expect(back.fileWrappers?[key]?.regularFileContents == child.regularFileContents)
      }
    }
  }
}
