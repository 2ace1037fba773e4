import DocumentPackages
import Foundation
import FuzzSupport

/// Fuzzes the zip reader: the central-directory parser (names, kinds, overlaps, limits),
/// streaming inflation with size/ratio/CRC checks, and extraction into a folder, checking
/// that nothing is ever written outside that folder.
@main
enum ZipHarness {
  static func main() {
    FuzzMain.run(seeds: ZipSeeds.make, target: zipTarget)
  }
}

/// A private scratch folder: `out/` is the extraction target; nothing else may appear.
let zipScratch: URL = {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("docpkg-fuzz-zip-\(getpid())", isDirectory: true)
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}()

@_cdecl("LLVMFuzzerTestOneInput")
func zipTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
  var limits = ZipLimits()
  limits.maxTotalUncompressedBytes = 64 << 20
  limits.maxEntryUncompressedBytes = 64 << 20
  guard let archive = try? ZipArchive(data: bytes, limits: limits) else { return 0 }
  for entry in archive.entries where entry.kind == .file {
    _ = try? archive.contents(of: entry)
  }
  let target = zipScratch.appendingPathComponent("out", isDirectory: true)
  _ = try? archive.extract(to: target)
  let names = (try? FileManager.default.contentsOfDirectory(atPath: zipScratch.path)) ?? []
  precondition(names.allSatisfy { $0 == "out" }, "extraction wrote outside its target: \(names)")
  try? FileManager.default.removeItem(at: target)
  return 0
}
