import Foundation
import FuzzSupport
import TextFiles

/// Fuzzes the link readers: property-list and `.url` data forks, AppleDouble files and
/// resource forks (`'url '` resources), and text clippings in both forms.
@main
enum InternetLocationHarness {
  static func main() {
    FuzzMain.run(seeds: InternetLocationSeeds.make, target: internetLocationTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func internetLocationTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let link = try? InternetLocation(data: Data(bytes)) {
    _ = link.host
    _ = link.scheme
  }
  _ = try? InternetLocation(resourceFork: bytes)
  if let double = try? AppleDouble(bytes: bytes), let fork = double.resourceFork {
    _ = try? InternetLocation(resourceFork: fork)
    _ = try? TextClipping(resourceFork: fork)
  }
  if let fork = try? ResourceFork(bytes: bytes) {
    // What reads must write and read back to the same resources.
    let again = try? ResourceFork(bytes: ResourceFork(resources: fork.resources).serialized)
    precondition(again?.resources == fork.resources, "resource fork round trip differs")
  }
  if let clipping = try? TextClipping(data: Data(bytes)) {
    _ = clipping.text
    _ = clipping.images.count
  }
  return 0
}
