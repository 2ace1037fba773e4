import Foundation
import Imaging
import TestSupport
import Testing

@testable import DocumentPackages

@Suite("Unknown packages with a QuickLook folder")
struct QuickLookFolderTests {
  let maker = DocumentThumbnailer(
    thumbnailer: Thumbnailer(geometry: ThumbnailGeometry(width: 32, height: 32)))

  @Test func unknownFolderWithQuickLookIsThumbnailedWithAWarning() throws {
    try withTemporaryDirectory { dir in
      let folder = dir.appendingPathComponent("Draft.scriv/QuickLook")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let picture = TinyPNG.make(width: 40, height: 20)
      try picture.write(to: folder.appendingPathComponent("Preview.png"))
      let url = dir.appendingPathComponent("Draft.scriv")
      let result = try maker.thumbnail(ofDocumentAt: url)
      #expect(result.source == .packagePreview)
      #expect(result.image == (try maker.thumbnailer.thumbnail(data: picture)))
      #expect(
        result.warnings == [
          "\(url.path): not a known package type; thumbnail from its QuickLook/Preview.png"
        ])
    }
  }

  @Test func unknownFolderWithoutQuickLookIsStillRefused() throws {
    try withTemporaryDirectory { dir in
      let url = dir.appendingPathComponent("Plain.folder")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try TinyPNG.make(width: 4, height: 4).write(to: url.appendingPathComponent("preview.jpg"))
      #expect(throws: DocumentPackageError(path: url.path, cause: .plainFolder)) {
        try maker.thumbnail(ofDocumentAt: url)
      }
    }
  }
}
