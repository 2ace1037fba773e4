import DocumentPackages
import FileWrappers
import Foundation
import FuzzSupport
import Imaging
import UniformTypes

/// Fuzzes package reading: lays out a fuzzed tree (files, folders, symlinks anywhere —
/// loops, `..`, absolute — FIFOs, names that are not UTF-8) in a temporary folder and
/// opens it the ways docpkg does: lazily and immediately with `FileWrapper`, the inspectors,
/// type and format detection, the validator, the document types (text, attachments,
/// QuickLook state) and the document thumbnailer (QuickLook composition at 64 px).
/// Each input's tree is removed afterwards.
@main
enum PackageHarness {
  static func main() {
    FuzzMain.run(seeds: PackageSeeds.make, target: packageTarget)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
func packageTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let tree = FuzzedTree(reading: &input)
  let root = tree.layOut()
  defer { removeTree(root) }
  let url = URL(fileURLWithPath: root)
  var limits = ReadingLimits.default
  limits.maximumEntryCount = 200
  limits.maximumBytesLoaded = 1 << 20
  if let wrapper = try? FileWrapper(url: url, options: [], limits: limits) {
    walk(wrapper)
  }
  _ = try? FileWrapper(url: url, options: [.immediate, .withoutMapping], limits: limits)
  _ = try? PackageInspector(limits: limits).inspect(path: root)
  _ = try? FileTypeResolver().report(forPath: root)
  _ = try? DocumentFormat.detect(path: root)
  _ = try? PackageValidator(limits: limits).validate(path: root)
  _ = try? DocumentInspector(limits: limits).inspect(path: root)
  if let note = try? NoteDocument(url: url, limits: limits) {
    _ = try? note.text()
    for attachment in (try? note.attachments()) ?? [] {
      _ = try? note.contents(ofAttachment: attachment.name)
    }
    _ = note.quickLookState()
  }
  if let rtfd = try? RTFDDocument(url: url, limits: limits) {
    _ = try? rtfd.text()
    _ = rtfd.flatRepresentation()
  }
  _ = try? PhotoKeeperDocument(url: url, limits: limits)
  var thumbnailer = Thumbnailer(geometry: ThumbnailGeometry(size: 64))
  thumbnailer.pixelLimit = 4 << 20
  _ = try? DocumentThumbnailer(thumbnailer: thumbnailer).thumbnail(ofDocumentAt: url)
  return 0
}

private func walk(_ wrapper: FileWrapper) {
  _ = wrapper.fileAttributes
  if wrapper.isRegularFile { _ = wrapper.regularFileContents }
  if wrapper.isSymbolicLink { _ = wrapper.symbolicLinkDestinationURL }
  for child in (wrapper.fileWrappers ?? [:]).values { walk(child) }
}
