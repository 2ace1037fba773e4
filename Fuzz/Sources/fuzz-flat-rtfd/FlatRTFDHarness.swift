import FileWrappers
import Foundation
import FuzzSupport

/// Fuzzes the flat-RTFD parser, `FileWrapper(serializedRepresentation:)`, then walks the
/// tree it made and serialises it again: a tree that was read must serialise and read back.
@main
enum FlatRTFDHarness {
  static func main() {
    FuzzMain.run(seeds: FlatRTFDSeeds.make, target: flatRTFDTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func flatRTFDTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
  guard let wrapper = FileWrapper(serializedRepresentation: bytes) else { return 0 }
  walk(wrapper, depth: 0)
  guard let again = wrapper.serializedRepresentation else { return 0 }
  precondition(
    FileWrapper(serializedRepresentation: again) != nil,
    "a tree read from flat RTFD does not serialise back to readable flat RTFD")
  return 0
}

private func walk(_ wrapper: FileWrapper, depth: Int) {
  _ = wrapper.preferredFilename
  _ = wrapper.fileAttributes
  if wrapper.isRegularFile { _ = wrapper.regularFileContents }
  if wrapper.isSymbolicLink { _ = wrapper.symbolicLinkDestinationURL }
  for (key, child) in wrapper.fileWrappers ?? [:] {
    precondition(wrapper.keyForChildFileWrapper(child) == key)
    walk(child, depth: depth + 1)
  }
}
