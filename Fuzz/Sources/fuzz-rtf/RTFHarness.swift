import Foundation
import FuzzSupport
import RichText

/// Fuzzes the RTF reader (lexer → parser → model), every exporter, the plain-text fast path
/// (must equal the model's plain-text export byte for byte), and the writer: what the
/// reader returns must write back and read again without error.
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
  // The plain-text fast path (what `docpkg text` runs) must give the model's export exactly.
  if let fast = try? reader.readPlainText(bytes) {
    let model = Array(result.document.exported(as: .plainText).utf8)
    precondition(fast.utf8 == model, "readPlainText differs from the model's plain-text export")
  }
  let written = RTFWriter().write(result.document)
  do {
    _ = try RTFReader().read(written)
  } catch {
    // The writer's own output must always read back.
    preconditionFailure("RTF written from a read document does not read back: \(error)")
  }
  return 0
}
