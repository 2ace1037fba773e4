import Foundation
import FuzzSupport
import PropertyLists
import TextFiles

/// Fuzzes the web archive reader (binary and XML plists), its page text, resource list and
/// largest-image choice, and the XML property list reader and writer: whatever reads must
/// write back and read to the same XML text.
@main
enum WebArchiveHarness {
  static func main() {
    FuzzMain.run(seeds: WebArchiveSeeds.make, target: webArchiveTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func webArchiveTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let archive = try? WebArchive(data: Data(bytes)) {
    _ = archive.page
    _ = archive.allResources.map(\.data.count)
    _ = archive.largestImage
  }
  if let value = try? XMLPropertyList.decode(bytes) {
    let written = XMLPropertyList.encode(value)
    do {
      let again = try XMLPropertyList.decode(Array(written.utf8))
      precondition(XMLPropertyList.encode(again) == written, "XML plist round trip differs")
    } catch {
      preconditionFailure("XML plist written from a read value does not read back: \(error)")
    }
  }
  return 0
}
