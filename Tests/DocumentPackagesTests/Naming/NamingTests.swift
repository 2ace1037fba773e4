import DocumentPackages
import Foundation
import TestSupport
import Testing

@Suite("Naming")
struct NamingTests {
  @Test func documentNamesCountUpLikePhotoKeeper() {
    #expect(
      UniqueName.documentName(base: "Note", pathExtension: "note", existing: []) == "Note.note")
    #expect(
      UniqueName.documentName(base: "Note", pathExtension: "note", existing: ["Note.note"])
        == "Note 1.note")
    #expect(
      UniqueName.documentName(
        base: "Note", pathExtension: "note", existing: ["Note.note", "Note 1.note"])
        == "Note 2.note")
    // Gaps are reused, other extensions do not block, case does.
    #expect(
      UniqueName.documentName(
        base: "Note", pathExtension: "note", existing: ["Note.note", "Note 2.note"])
        == "Note 1.note")
    #expect(
      UniqueName.documentName(base: "Note", pathExtension: "note", existing: ["Note.rtfd"])
        == "Note.note")
    #expect(
      UniqueName.documentName(base: "Note", pathExtension: "note", existing: ["NOTE.NOTE"])
        == "Note 1.note")
  }

  @Test func attachmentNames() {
    #expect(UniqueName.attachmentName(preferred: "photo.jpg", existing: []) == "photo.jpg")
    #expect(
      UniqueName.attachmentName(preferred: "photo.jpg", existing: ["photo.jpg"]) == "photo 1.jpg")
    #expect(UniqueName.attachmentName(preferred: "README", existing: ["README"]) == "README 1")
    #expect(UniqueName.attachmentName(preferred: ".hidden", existing: [".hidden"]) == ".hidden 1")
    #expect(
      UniqueName.attachmentName(preferred: "../../etc/passwd", existing: []) == "..-..-etc-passwd")
    #expect(UniqueName.attachmentName(preferred: "..", existing: []) == "Attachment")
  }

  @Test func createDocumentDirectoryClaimsNames() throws {
    try withTemporaryDirectory { dir in
      let first = try UniqueName.createDocumentDirectory(
        in: dir, base: "Note", pathExtension: "note")
      let second = try UniqueName.createDocumentDirectory(
        in: dir, base: "Note", pathExtension: "note")
      let third = try UniqueName.createDocumentDirectory(
        in: dir, base: "Note", pathExtension: "note")
      #expect(
        [first, second, third].map(\.lastPathComponent) == [
          "Note.note", "Note 1.note", "Note 2.note",
        ])
      #expect(throws: NameError.containsSeparator(name: "a/b.note")) {
        try UniqueName.createDocumentDirectory(in: dir, base: "a/b", pathExtension: "note")
      }
    }
  }

  @Test(arguments: [
    ("", NameError.empty),
    (".", NameError.reserved(name: ".")),
    ("..", NameError.reserved(name: "..")),
    ("a/b", NameError.containsSeparator(name: "a/b")),
    ("a\\b", NameError.containsSeparator(name: "a\\b")),
    ("a\u{0}b", NameError.containsControlCharacter(name: "a\u{0}b")),
    ("tab\there", NameError.containsControlCharacter(name: "tab\there")),
    (
      String(repeating: "é", count: 128),
      NameError.tooLong(name: String(repeating: "é", count: 128), bytes: 256, limit: 255)
    ),
  ])
  func unsafeNames(_ name: String, _ expected: NameError) {
    #expect(throws: expected) { try SafeName.validate(name) }
  }

  @Test func safeNames() throws {
    for name in [
      "photo.jpg", "Grüße 日本.txt", ".hidden", "..dots", "a..b", String(repeating: "a", count: 255),
    ] {
      try SafeName.validate(name)
    }
    let long = String(repeating: "é", count: 200) + ".jpeg"
    let sanitized = SafeName.sanitized(long)
    #expect(sanitized.utf8.count <= 255)
    #expect(sanitized.hasSuffix(".jpeg"))
    #expect(SafeName.sanitized("  spaced  ") == "spaced")
  }
}
