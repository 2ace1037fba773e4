import DocumentPackages
import Foundation
import FuzzSupport
import Imaging
import Zip

/// Fuzzes reading documents inside zips in place: the input is written as `in.pages` and
/// `in.note.zip`, then read with `DocumentText`, `DocumentThumbnailer`, `DocumentInspector`
/// and `PackageValidator` — what `text`, `thumbnail`, `inspect` and `validate` run. Nothing
/// may be written besides the two inputs (nothing is extracted).
@main
enum ZippedDocumentHarness {
  static func main() {
    FuzzMain.run(seeds: ZippedSeeds.make, target: zippedTarget)
  }
}

let zippedScratch: URL = {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("docpkg-fuzz-zipped-\(getpid())", isDirectory: true)
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}()

let zippedThumbnailer = DocumentThumbnailer(
  thumbnailer: Thumbnailer(geometry: ThumbnailGeometry(width: 32, height: 32, mode: .fit)))

@_cdecl("LLVMFuzzerTestOneInput")
func zippedTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
  let names = ["in.pages", "in.note.zip"]
  for name in names {
    let url = zippedScratch.appendingPathComponent(name)
    guard (try? bytes.write(to: url)) != nil else { continue }
    _ = try? DocumentText.read(ofDocumentAt: url)
    _ = try? zippedThumbnailer.thumbnail(ofDocumentAt: url)
    _ = try? DocumentInspector().inspect(path: url.path)
    _ = try? PackageValidator().validate(url: url)
  }
  let present = (try? FileManager.default.contentsOfDirectory(atPath: zippedScratch.path)) ?? []
  precondition(Set(present).isSubset(of: Set(names)), "reading in place wrote files: \(present)")
  return 0
}

/// Seeds made with `ZipWriter`: a single-file Pages document (IWA, a tiny PNG preview), the
/// same wrapped in a package folder, and a zipped `.note`.
enum ZippedSeeds {
  static func make() throws -> [String: Data] {
    let png = try PNGEncoder.encode(Image(width: 2, height: 2, layout: .rgba))
    let pages = ZipWriter()
    try pages.addFile(
      path: "Index/Document.iwa",
      contents: Data(IWAFixture.pagesDocumentComponent(body: "Hi\nthere")))
    try pages.addFile(
      path: "Metadata/BuildVersionHistory.plist",
      contents: Data("<plist><array><string>M5.5.3</string></array></plist>".utf8))
    try pages.addFile(path: "preview.jpg", contents: png)
    let wrapped = ZipWriter()
    try wrapped.addFile(
      path: "R.pages/Index/Document.iwa",
      contents: Data(IWAFixture.pagesDocumentComponent(body: "A")))
    try wrapped.addFile(path: "R.pages/preview.jpg", contents: png)
    let note = ZipWriter()
    try note.addDirectory(path: "A.note")
    try note.addFile(path: "A.note/Text.rtf", contents: Data(#"{\rtf1\ansi Hi\par}"#.utf8))
    return [
      "pages": try pages.finish() ?? Data(), "wrapped": try wrapped.finish() ?? Data(),
      "note": try note.finish() ?? Data(),
    ]
  }
}
