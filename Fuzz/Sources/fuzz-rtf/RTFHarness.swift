import Foundation
import FuzzSupport
import RichText

/// Fuzzes the RTF reader (lexer → parser → model), every exporter, and the writer: what
/// the reader returns must write back and read again without error.
@main
enum RTFHarness {
  static func main() {
    FuzzMain.run(seeds: RTFSeeds.make, target: rtfTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func rtfTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let reader = RTFReader(options: RTFReader.Options(maximumGroupDepth: 200))
  guard let result = try? reader.read(bytes) else { return 0 }
  for format in TextExportFormat.all { _ = result.document.exported(as: format) }
  let written = RTFWriter().write(result.document)
  do {
    _ = try RTFReader().read(written)
  } catch {
    // The writer's own output must always read back.
    preconditionFailure("RTF written from a read document does not read back: \(error)")
  }
  return 0
}
