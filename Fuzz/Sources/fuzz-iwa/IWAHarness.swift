import Foundation
import FuzzSupport
import IWork

/// Fuzzes the IWA reader: the chunk framing (`0x00` + 24-bit length), the Snappy block
/// decoder (lengths and copy offsets that lie) and the protobuf reader (ArchiveInfo,
/// MessageInfo and StorageArchive lengths that lie), through
/// `IWorkDocument.paragraphs(ofComponent:)`. Every failure must be an `IWorkError`.
@main
enum IWAHarness {
  static func main() {
    FuzzMain.run(seeds: IWASeeds.make, target: iwaTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func iwaTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
  _ = try? IWorkDocument.paragraphs(ofComponent: bytes)
  return 0
}

/// Seeds: Pages document components with short and long (multi-chunk, copy-compressed)
/// text, non-ASCII text, and a component of several storages.
enum IWASeeds {
  static func make() throws -> [String: Data] {
    [
      "pages-short": Data(IWAFixture.pagesDocumentComponent(body: "Hello\nworld")),
      "pages-unicode": Data(IWAFixture.pagesDocumentComponent(body: "Mój poduszkowiec\núhořů")),
      "pages-long": Data(
        IWAFixture.component(
          IWAFixture.object(
            id: 5, type: 2001,
            payload: IWAFixture.storage(String(repeating: "abcdabcd\n", count: 400))),
          chunkSize: 1000)),
    ]
  }
}
