import DocumentPackages
import Foundation
import FuzzSupport
import KeyedArchives
import PropertyLists

/// Fuzzes the binary property list reader, the NSKeyedArchiver reader (UID resolution,
/// cycles, depth) and PhotoKeeper's `photo.data` / `photo.metadata` decoding. What reads
/// must encode and read back.
@main
enum KeyedArchiveHarness {
  static func main() {
    FuzzMain.run(seeds: KeyedArchiveSeeds.make, target: keyedArchiveTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func keyedArchiveTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
  if let value = try? BinaryPropertyList.decode(bytes) {
    let again = BinaryPropertyList.encode(value)
    precondition((try? BinaryPropertyList.decode(again)) != nil, "re-encoded plist unreadable")
  }
  if let archive = try? KeyedArchive(decoding: bytes) {
    for key in archive.topLevel.keys { _ = try? archive.object(forKey: key) }
    precondition((try? KeyedArchive(decoding: archive.encoded())) != nil, "re-encoded archive")
  }
  _ = try? PhotoKeeperData(archive: bytes)
  _ = try? PhotoKeeperMetadata(archive: bytes)
  return 0
}
