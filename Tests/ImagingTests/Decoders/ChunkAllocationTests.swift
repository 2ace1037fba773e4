import Foundation
import Imaging
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Found by `Fuzz/run.sh image-decode`: a PNG whose text chunk claims 2 GB made libpng
/// allocate 2 GB for a file of a few hundred bytes. libpng's allocations are now capped
/// (`IMS_PNG_ALLOCATION_MAX` in CImagingShims), so the claim fails cleanly and cheaply.
@Suite("PNG chunk allocations")
struct ChunkAllocationTests {
  /// Peak resident memory of this process in KiB.
  func peakKilobytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss
  }

  /// A valid 1×1 grey PNG with a `tEXt` chunk header claiming `claimed` bytes (and only a
  /// few bytes after it).
  static func pngClaimingTextChunk(of claimed: UInt32) -> Data {
    var bytes = [UInt8](TestImages.pngHeader(width: 1, height: 1).prefix(33))  // sig + IHDR
    bytes += withUnsafeBytes(of: claimed.bigEndian, Array.init)
    bytes += Array("tEXt".utf8) + Array("Comment\0only a few bytes".utf8)
    return Data(bytes)
  }

  @Test func aHugeClaimedTextChunkIsNotAllocated() {
    let before = peakKilobytes()
    let data = Self.pngClaimingTextChunk(of: 0x7A00_0714)
    #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(data) }
    // Without the cap the peak grew by about 2 GB.
    #expect(peakKilobytes() - before < 256 * 1024)
  }
}
