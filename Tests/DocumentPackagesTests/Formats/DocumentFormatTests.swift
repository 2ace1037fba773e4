import DocumentPackages
import Foundation
import TestSupport
import Testing
import Zip

@Suite("Document format detection")
struct DocumentFormatTests {
  @Test func packagesByType() throws {
    try withTemporaryDirectory { folder in
      for (name, expected) in [
        ("A.note", DocumentFormat.note), ("B.rtfd", .rtfd), ("C.ptk", .photoKeeper),
        ("D.pages", .genericPackage), ("E.key", .genericPackage),
      ] {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        #expect(try DocumentFormat.detect(path: url.path) == expected, "\(name)")
      }
    }
  }

  @Test func plainFileNamedLikeAPackageIsNotAPackage() throws {
    try withTemporaryDirectory { folder in
      let url = try Fixtures.write("not a folder", "Trip.note", in: folder)
      #expect {
        try DocumentFormat.detect(path: url.path)
      } throws: { error in
        guard let error = error as? DocumentPackageError, case .notAPackage = error.cause else {
          return false
        }
        return error.category == .badData && error.description.contains("Trip.note")
          && error.cause == .notAPackage(type: "com.docpkg.note")
      }
    }
  }

  @Test func plainFolderAndMissingPath() throws {
    try withTemporaryDirectory { folder in
      let plain = try #require(throws: DocumentPackageError.self) {
        try DocumentFormat.detect(path: folder.path)
      }
      #expect(plain.cause == .plainFolder)
      let error = try #require(throws: DocumentPackageError.self) {
        try DocumentFormat.detect(path: folder.appendingPathComponent("nothing.note").path)
      }
      #expect(error.category == .missing)
    }
  }

  @Test func zipAndFlatRTFDBySniffing() throws {
    try withTemporaryDirectory { folder in
      let package = folder.appendingPathComponent("X.rtfd")
      try FileManager.default.createDirectory(at: package, withIntermediateDirectories: false)
      try Fixtures.write("{\\rtf1 hi}", "TXT.rtf", in: package)
      let zip = folder.appendingPathComponent("X.zip")
      try ZipWriter.archive(directory: package, to: zip)
      #expect(try DocumentFormat.detect(path: zip.path) == .zip)
      let flat = try #require(try RTFDDocument(url: package).flatRepresentation())
      let flatURL = try Fixtures.write(flat, "X.flat", in: folder)
      #expect(try DocumentFormat.detect(path: flatURL.path) == .flatRTFD)
      // Every regular file has a kind: text by its type, anything else the generic file kind.
      let text = try Fixtures.write("hello", "a.txt", in: folder)
      #expect(try DocumentFormat.detect(path: text.path) == .text)
      let blob = try Fixtures.write(Data([0, 1, 2, 0xFF]), "b.bin", in: folder)
      #expect(try DocumentFormat.detect(path: blob.path) == .file)
    }
  }
}
