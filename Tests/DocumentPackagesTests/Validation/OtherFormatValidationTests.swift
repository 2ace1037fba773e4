import DocumentPackages
import FileWrappers
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Validation: .rtfd, .ptk and other packages")
struct OtherFormatValidationTests {
  @Test func goodRTFDHasNoFindings() throws {
    try withTemporaryDirectory { dir in
      let rtfd = try PackageFixtures.writeRTFD(at: dir.appendingPathComponent("Credits.rtfd"))
      let report = try PackageFixtures.validate(rtfd)
      #expect(report.format == "rtfd")
      #expect(report.issues == [])
    }
  }

  @Test func rtfdFindings() throws {
    try withTemporaryDirectory { dir in
      let rtfd = try PackageFixtures.writeRTFD(
        at: dir.appendingPathComponent("Credits.rtfd"), missingCell: true)
      try Data().write(to: rtfd.appendingPathComponent(".DS_Store"))
      #expect(symlink("/tmp", rtfd.appendingPathComponent("out").path) == 0)
      let report = try PackageFixtures.validate(rtfd)
      #expect(report.rules(.error) == ["RTFD-7"])
      #expect(
        Set(report.warnings.map { "\($0.rule) \($0.path)" }) == [
          "RTFD-5 gone.png", "RTFD-6 .DS_Store", "RTFD-6 out",
        ])
      try FileManager.default.removeItem(at: rtfd.appendingPathComponent("TXT.rtf"))
      #expect(try PackageFixtures.validate(rtfd).rules(.error) == ["RTFD-2", "RTFD-7"])
    }
  }

  @Test func flatRTFDFileValidatesLikeItsPackage() throws {
    try withTemporaryDirectory { dir in
      let rtfd = try PackageFixtures.writeRTFD(at: dir.appendingPathComponent("Credits.rtfd"))
      let wrapper = try FileWrapper(url: rtfd, options: .immediate)
      let flat = try #require(wrapper.serializedRepresentation)
      let file = dir.appendingPathComponent("Flat.rtfd")
      try flat.write(to: file)
      let flatReport = try PackageFixtures.validate(file)
      #expect(flatReport.format == "flat-rtfd")
      #expect(flatReport.issues == [])
      try Data("{\\rtf1 plain}".utf8).write(to: file)
      #expect(try PackageFixtures.validate(file).rules(.error) == ["RTFD-1"])
    }
  }

  @Test func goodPhotoKeeperHasNoFindings() throws {
    try withTemporaryDirectory { dir in
      let ptk = try PackageFixtures.writePhotoKeeper(at: dir.appendingPathComponent("P.ptk"))
      let report = try PackageFixtures.validate(ptk)
      #expect(report.format == "photokeeper")
      #expect(report.issues == [])
    }
  }

  @Test func photoKeeperFindings() throws {
    try withTemporaryDirectory { dir in
      let ptk = try PackageFixtures.writePhotoKeeper(at: dir.appendingPathComponent("P.ptk"))
      try Data("bplist00 garbage".utf8).write(
        to: ptk.appendingPathComponent(PhotoKeeperData.filename))
      try FileManager.default.removeItem(
        at: ptk.appendingPathComponent(PhotoKeeperMetadata.filename))
      try Data().write(to: ptk.appendingPathComponent("extra"))
      let report = try PackageFixtures.validate(ptk)
      #expect(report.rules(.error) == ["PTK-2", "PTK-3"])
      #expect(report.rules(.warning) == ["PTK-7"])
    }
  }

  @Test func photoKeeperPhotoThatIsNotAnImage() throws {
    try withTemporaryDirectory { dir in
      let ptk = try PackageFixtures.writePhotoKeeper(at: dir.appendingPathComponent("P.ptk"))
      try PhotoKeeperData(photo: Data("not an image".utf8), version: 2).archived().write(
        to: ptk.appendingPathComponent(PhotoKeeperData.filename))
      try PhotoKeeperMetadata(thumbnail: PackageFixtures.png(width: 10, height: 10)).archived()
        .write(to: ptk.appendingPathComponent(PhotoKeeperMetadata.filename))
      let report = try PackageFixtures.validate(ptk)
      #expect(report.rules(.error) == ["PTK-4"])
      #expect(report.rules(.warning) == ["PTK-5", "PTK-6"])
    }
  }

  @Test func linkLoopsAndDanglingLinksAreWarnings() throws {
    try withTemporaryDirectory { dir in
      let bundle = dir.appendingPathComponent("Plugin.bundle")
      try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
      #expect(symlink("b", bundle.appendingPathComponent("a").path) == 0)
      #expect(symlink("a", bundle.appendingPathComponent("b").path) == 0)
      #expect(symlink("nowhere/x", bundle.appendingPathComponent("c").path) == 0)
      let report = try PackageFixtures.validate(bundle)
      #expect(report.isValid)
      let messages = report.warnings.filter { $0.rule == "GEN-3" }.map(\.message)
      #expect(messages.filter { $0.hasPrefix("symbolic link loop") }.count == 2)
      #expect(messages.contains { $0.hasPrefix("symbolic link points to nothing") })
    }
  }

  @Test func genericPackages() throws {
    try withTemporaryDirectory { dir in
      let pages = dir.appendingPathComponent("Report.pages")
      try FileManager.default.createDirectory(
        at: pages.appendingPathComponent("QuickLook"), withIntermediateDirectories: true)
      try Data("corrupt".utf8).write(to: pages.appendingPathComponent("QuickLook/Thumbnail.jpg"))
      try PackageFixtures.png(width: 8, height: 8).write(
        to: pages.appendingPathComponent("preview.jpg"))
      #expect(symlink("../../../etc", pages.appendingPathComponent("QuickLook/up").path) == 0)
      #expect(symlink("preview.jpg", pages.appendingPathComponent("p").path) == 0)
      let report = try PackageFixtures.validate(pages)
      #expect(report.format == "package")
      #expect(report.rules(.error) == ["GEN-2"])
      #expect(report.rules(.warning) == ["GEN-3", "GEN-6"])
      let file = dir.appendingPathComponent("Single.key")
      try Data("PK".utf8).write(to: file)
      #expect(try PackageFixtures.validate(file).rules(.error) == ["GEN-1"])
    }
  }
}
