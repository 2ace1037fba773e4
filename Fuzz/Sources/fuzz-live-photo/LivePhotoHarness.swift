import DocumentPackages
import Foundation
import FuzzSupport

/// Fuzzes the Live Photo pairing key reader: `LivePhoto.contentIdentifier(ofStill:)` on JPEG
/// bytes (segments → Exif → IFD0 → Exif IFD → Apple maker note → tag 17) and on the HEIC
/// fallback (the first TIFF header in the bytes). The video side's metadata is FFmpeg's own
/// parsing (fuzzed upstream by OSS-Fuzz); docpkg has no movie parser to fuzz.
@main
enum LivePhotoHarness {
  static func main() {
    FuzzMain.run(seeds: LivePhotoSeeds.make, target: livePhotoTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func livePhotoTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let identifier = LivePhoto.contentIdentifier(ofStill: bytes) {
    precondition(!identifier.isEmpty && identifier.utf8.count <= 256)
  }
  return 0
}
