import DocumentPackages
import Foundation
import FuzzSupport
import Zip

/// Fuzzes the zip reader: the central-directory parser (names, kinds, overlaps, limits),
/// streaming inflation with size/ratio/CRC checks, and extraction into a folder, checking
/// that nothing is ever written outside that folder; archives that open are also unpacked
/// as documents (`DocumentUnpacker.unpack`, what `docpkg unpack X.zip` runs).
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
  let zipFile = zipScratch.appendingPathComponent("in.zip")
  let unpacked = zipScratch.appendingPathComponent("doc", isDirectory: true)
  if (try? bytes.write(to: zipFile)) != nil {
    _ = try? DocumentUnpacker.unpack(zipFile, to: unpacked)
  }
  let names = (try? FileManager.default.contentsOfDirectory(atPath: zipScratch.path)) ?? []
  precondition(
    names.allSatisfy { ["out", "in.zip", "doc"].contains($0) },
    "extraction wrote outside its target: \(names)")
  try? FileManager.default.removeItem(at: target)
  try? FileManager.default.removeItem(at: unpacked)
  return 0
}
