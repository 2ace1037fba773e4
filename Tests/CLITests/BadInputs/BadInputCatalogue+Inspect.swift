import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension BadInputCatalogue {
  /// `docpkg inspect` on hostile trees: never follows links, never reads contents.
  static let inspect: [BadInput] = [
    BadInput(
      id: "INSP-01", format: "any", input: "path that does not exist", exitCode: 66,
      message: "{dir}/missing",
      setup: { work in ["inspect", work.path + "/missing"] }),
    BadInput(
      id: "INSP-02", format: "any", input: "a FIFO as the input", exitCode: 65,
      message: "{dir}/pipe",
      setup: { work in ["inspect", try Fixtures.fifo(work, "pipe")] }),
    BadInput(
      id: "INSP-03", format: "package", input: "FIFO inside a package", exitCode: 0,
      message: "unsupportedFileType", stream: .stdout,
      setup: { work in
        try Fixtures.folder(work, "A.note")
        try Fixtures.fifo(work, "A.note/Text.rtf")
        return ["inspect", "--json", work.path + "/A.note"]
      }),
    BadInput(
      id: "INSP-04", format: "package", input: "symlink loop inside a package", exitCode: 0,
      message: "\"target\":\"loop\"", stream: .stdout,
      setup: { work in
        try Fixtures.folder(work, "A.note")
        try Fixtures.symlink(work, "A.note/loop", to: "loop")
        return ["inspect", "--json", work.path + "/A.note"]
      }),
    BadInput(
      id: "INSP-05", format: "package", input: "attachment symlink to /etc/passwd", exitCode: 0,
      message: "linkOutsidePackage", stream: .stdout,
      setup: { work in
        try Fixtures.folder(work, "A.note/Attachments")
        try Fixtures.symlink(work, "A.note/Attachments/passwd", to: "/etc/passwd")
        return ["inspect", "--json", work.path + "/A.note"]
      }),
    BadInput(
      id: "INSP-06", format: "package", input: "symlink escaping with ../..", exitCode: 0,
      message: "linkOutsidePackage", stream: .stdout,
      setup: { work in
        try Fixtures.folder(work, "A.note")
        try Fixtures.symlink(work, "A.note/up", to: "../../..")
        return ["inspect", "--json", work.path + "/A.note"]
      }),
    BadInput(
      id: "INSP-07", format: "package", input: "file name that is not UTF-8", exitCode: 0,
      message: "nonUTF8Name", stream: .stdout,
      setup: { work in
        let folder = try Fixtures.folder(work, "A.note")
        try Fixtures.rawNamedFile(folder, [0x66, 0xFF, 0xFE, 0x2E, 0x70, 0x6E, 0x67])
        return ["inspect", "--json", folder]
      }),
    BadInput(
      id: "INSP-08", format: "package", input: "folders nested 70 deep (limit 64)",
      exitCode: 65, message: "64",
      setup: { work in
        let deep = (0..<70).map { _ in "d" }.joined(separator: "/")
        try Fixtures.folder(work, "A.note/" + deep)
        return ["inspect", work.path + "/A.note"]
      }),
    BadInput(
      id: "INSP-09", format: "package", input: "unreadable folder inside a package",
      exitCode: 65, message: "{dir}/A.note", asNobody: true,
      setup: { work in
        try Fixtures.text(work, "A.note/Private/secret.txt", "x")
        chmod(work.path + "/A.note/Private", 0)
        return ["inspect", work.path + "/A.note"]
      }),
    BadInput(
      id: "INSP-10", format: "any", input: "unreadable input folder", exitCode: 66,
      message: "{dir}/Locked.note", asNobody: true,
      setup: { work in
        try Fixtures.text(work, "Locked.note/Text.rtf", "x")
        chmod(work.path + "/Locked.note", 0)
        return ["inspect", work.path + "/Locked.note"]
      }),
    BadInput(
      id: "INSP-11", format: "package", input: "a package that is a plain file", exitCode: 0,
      message: "\"kind\":\"file\"", stream: .stdout,
      setup: { work in ["inspect", "--json", try Fixtures.text(work, "Fake.note", "hello")] }),
    BadInput(
      id: "INSP-12", format: "any", input: "dangling symlink as the input", exitCode: 0,
      message: "\"kind\":\"symlink\"", stream: .stdout,
      setup: { work in
        ["inspect", "--json", try Fixtures.symlink(work, "dangling", to: "nowhere")]
      }),
    BadInput(
      id: "INSP-13", format: "any", input: "a character device (/dev/null)", exitCode: 65,
      message: "/dev/null", setup: { _ in ["inspect", "/dev/null"] }),
    BadInput(
      id: "INSP-14", format: "package", input: "a 4,096-byte file name component",
      exitCode: 66, message: "{dir}/",
      setup: { work in
        ["inspect", work.path + "/" + String(repeating: "n", count: 4096)]
      }),
    BadInput(
      id: "INSP-15", format: "package", input: "leftover temporary of a killed save beside it",
      exitCode: 0, message: "leftoverTemporary", stream: .stdout,
      setup: { work in
        try Fixtures.text(work, "Parent/A.note/Text.rtf", "x")
        try Fixtures.text(work, "Parent/.A.note.docpkg-tmp-999999-1-1/Text.rtf", "half")
        return ["inspect", "--json", work.path + "/Parent"]
      }),
    BadInput(
      id: "INSP-16", format: "package", input: "names with newline, quote and backslash (JSON)",
      exitCode: 0, message: #"a\nb\"c\\d"#, stream: .stdout,
      setup: { work in
        try Fixtures.text(work, "A.note/a\nb\"c\\d", "x")
        return ["inspect", "--json", work.path + "/A.note"]
      }),
    BadInput(
      id: "INSP-17", format: "any", input: "a file path with a trailing slash", exitCode: 66,
      message: "{dir}/plain.txt",
      setup: { work in ["inspect", try Fixtures.text(work, "plain.txt", "x") + "/"] }),
  ]
}
