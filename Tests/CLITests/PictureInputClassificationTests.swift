import DocumentPackages
import Foundation
import TestSupport
import Testing

@testable import docpkg

/// `thumbnail` classifies inputs named .jpg, .jpeg or .png without the type table; the answer
/// must be the one the table gives.
@Suite("thumbnail: picture inputs classified without the type table")
struct PictureInputClassificationTests {
  @Test func namesPicture() {
    for path in ["a.jpg", "dir/b.JPEG", "/x/y.Png", "c.d.jpg", "./e.jpeg"] {
      #expect(PackageThumbnails.namesPicture(path), "\(path)")
    }
    for path in ["a.gif", "jpg", ".png", "dir/.jpg", "a.jpg/", "a.jpg/b", "a.jpgx", "a."] {
      #expect(!PackageThumbnails.namesPicture(path), "\(path)")
    }
  }

  @Test func sameAnswerAsTheTypeTable() throws {
    try withTemporaryDirectory { folder in
      var paths: [String] = []
      for name in ["photo.jpg", "photo.JPEG", "image.png", "zip-inside.jpg"] {
        let url = folder.appendingPathComponent(name)
        try Data(name == "zip-inside.jpg" ? [0x50, 0x4B, 3, 4] : [0xFF, 0xD8, 0xFF]).write(
          to: url)
        paths.append(url.path)
      }
      let package = folder.appendingPathComponent("folder.jpg")
      try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
      paths.append(package.path)
      paths.append(folder.appendingPathComponent("missing.png").path)
      for path in paths {
        #expect(
          PackageThumbnails.isPackageInput(path) == DocumentThumbnailer.isDocumentInput(path),
          "\(path)")
      }
    }
  }
}
