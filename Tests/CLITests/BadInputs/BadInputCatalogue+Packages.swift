import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension BadInputCatalogue {
  /// A minimal valid `.note` (Text.rtf only) under `work`; returns its path.
  @discardableResult
  static func note(_ work: URL, _ name: String = "A.note") throws -> String {
    try Fixtures.text(work, name + "/Text.rtf", #"{\rtf1\ansi Hello note\par}"#)
    return work.path + "/" + name
  }

  /// `docpkg validate` on broken and hostile packages (Spec/Formats rules).
  static let validate: [BadInput] = [
    BadInput(
      id: "VAL-01", format: ".note", input: "missing Text.rtf", exitCode: 65, message: "NOTE-2",
      stream: .stdout,
      setup: { work in ["validate", try Fixtures.folder(work, "A.note")] }),
    BadInput(
      id: "VAL-02", format: ".note", input: "attachment symlink to /etc/passwd", exitCode: 65,
      message: "NOTE-6", stream: .stdout,
      setup: { work in
        let path = try note(work)
        try Fixtures.folder(work, "A.note/Attachments")
        try Fixtures.symlink(work, "A.note/Attachments/passwd", to: "/etc/passwd")
        return ["validate", path]
      }),
    BadInput(
      id: "VAL-03", format: ".note", input: "attachment named with a control character",
      exitCode: 65, message: "NOTE-8", stream: .stdout,
      setup: { work in
        let path = try note(work)
        try Fixtures.text(work, "A.note/Attachments/bad\u{7}name.txt", "x")
        return ["validate", path]
      }),
    BadInput(
      id: "VAL-04", format: ".note", input: "corrupt QuickLook/Thumbnail.png", exitCode: 65,
      message: "NOTE-11", stream: .stdout,
      setup: { work in
        let path = try note(work)
        var png = try Fixtures.png(width: 512, height: 512)
        png[40] ^= 0xFF
        try Fixtures.file(work, "A.note/QuickLook/Thumbnail.png", png)
        return ["validate", path]
      }),
    BadInput(
      id: "VAL-05", format: ".note", input: "Thumbnail.png of the wrong size (8×8)",
      exitCode: 65, message: "NOTE-12", stream: .stdout,
      setup: { work in
        let path = try note(work)
        try Fixtures.file(work, "A.note/QuickLook/Thumbnail.png", try Fixtures.png())
        return ["validate", path]
      }),
    BadInput(
      id: "VAL-06", format: ".note", input: "a package that is a plain file", exitCode: 65,
      message: "NOTE-1", stream: .stdout,
      setup: { work in ["validate", try Fixtures.text(work, "Fake.note", "hello")] }),
    BadInput(
      id: "VAL-07", format: ".note", input: "FIFO in Attachments/", exitCode: 65,
      message: "NOTE-5", stream: .stdout,
      setup: { work in
        let path = try note(work)
        try Fixtures.folder(work, "A.note/Attachments")
        try Fixtures.fifo(work, "A.note/Attachments/pipe")
        return ["validate", path]
      }),
    BadInput(
      id: "VAL-08", format: ".note", input: "Attachments is a file", exitCode: 65,
      message: "NOTE-4", stream: .stdout,
      setup: { work in
        let path = try note(work)
        try Fixtures.text(work, "A.note/Attachments", "not a folder")
        return ["validate", path]
      }),
    BadInput(
      id: "VAL-09", format: ".note", input: "Text.rtf that is not RTF", exitCode: 65,
      message: "NOTE-3", stream: .stdout,
      setup: { work in
        try Fixtures.text(work, "A.note/Text.rtf", "plain words")
        return ["validate", work.path + "/A.note"]
      }),
    BadInput(
      id: "VAL-10", format: "any", input: "path that does not exist", exitCode: 66,
      message: "{dir}/missing.note", setup: { work in ["validate", work.path + "/missing.note"] }),
    BadInput(
      id: "VAL-11", format: ".rtfd", input: "missing TXT.rtf", exitCode: 65, message: "RTFD-",
      stream: .stdout,
      setup: { work in
        try Fixtures.file(work, "A.rtfd/image.png", try Fixtures.png())
        return ["validate", work.path + "/A.rtfd"]
      }),
    BadInput(
      id: "VAL-12", format: ".ptk", input: "photo.data that is not a keyed archive",
      exitCode: 65, message: "PTK-", stream: .stdout,
      setup: { work in
        try Fixtures.text(work, "A.ptk/photo.data", "bplist00 garbage")
        try Fixtures.text(work, "A.ptk/photo.metadata", "garbage")
        return ["validate", work.path + "/A.ptk"]
      }),
    BadInput(
      id: "VAL-13", format: ".note", input: "unexpected top-level entry (warning only)",
      exitCode: 0, message: "NOTE-15", stream: .stdout,
      setup: { work in
        let path = try note(work)
        try Fixtures.text(work, "A.note/stray.txt", "x")
        return ["validate", path]
      }),
    BadInput(
      id: "VAL-14", format: ".note", input: "symlink escaping with ../../..", exitCode: 65,
      message: "NOTE-6", stream: .stdout,
      setup: { work in
        let path = try note(work)
        try Fixtures.symlink(work, "A.note/up", to: "../../..")
        return ["validate", path]
      }),
    BadInput(
      id: "VAL-15", format: ".note", input: "folders nested 70 deep", exitCode: 65,
      message: "NOTE-16", stream: .stdout,
      setup: { work in
        let path = try note(work)
        try Fixtures.folder(work, "A.note/" + (0..<70).map { _ in "d" }.joined(separator: "/"))
        return ["validate", path]
      }),
  ]

  /// `docpkg pack` with missing, hostile or unusable inputs and outputs.
  static let pack: [BadInput] = [
    BadInput(
      id: "PACK-01", format: "pack", input: "--text file that does not exist", exitCode: 66,
      message: "{dir}/missing.txt",
      setup: { work in
        ["pack", "--text", work.path + "/missing.txt", "-o", work.path + "/Out.note"]
      }),
    BadInput(
      id: "PACK-02", format: "pack", input: "--attach file that does not exist", exitCode: 66,
      message: "{dir}/missing.png",
      setup: { work in
        [
          "pack", "--text", try Fixtures.text(work, "t.txt", "hi"), "--attach",
          work.path + "/missing.png", "-o", work.path + "/Out.note",
        ]
      }),
    BadInput(
      id: "PACK-03", format: "CLI", input: "-o with an unknown extension", exitCode: 64,
      message: "-o must end in",
      setup: { work in
        ["pack", "--text", try Fixtures.text(work, "t.txt", "hi"), "-o", work.path + "/Out.doc"]
      }),
    BadInput(
      id: "PACK-04", format: ".ptk", input: "a .ptk from a file that is not an image",
      exitCode: 65, message: "{dir}/not.png",
      setup: { work in
        [
          "pack", "--attach", try Fixtures.text(work, "not.png", "words"), "-o",
          work.path + "/Out.ptk",
        ]
      }),
    BadInput(
      id: "PACK-05", format: "output",
      input: "output folder does not exist", exitCode: 73,
      message: "{dir}/no/such/Out.note: the folder {dir}/no/such does not exist",
      setup: { work in
        [
          "pack", "--text", try Fixtures.text(work, "t.txt", "hi"), "-o",
          work.path + "/no/such/Out.note",
        ]
      }),
    BadInput(
      id: "PACK-06", format: "RTF", input: "--text .rtf that is not RTF", exitCode: 65,
      message: "{dir}/t.rtf",
      setup: { work in
        [
          "pack", "--text", try Fixtures.text(work, "t.rtf", "plain"), "-o",
          work.path + "/Out.note",
        ]
      }),
    BadInput(
      id: "PACK-07", format: "pack", input: "--attach a FIFO (must not block)", exitCode: 65,
      message: "a fifo cannot be stored in a file wrapper",
      setup: { work in
        [
          "pack", "--text", try Fixtures.text(work, "t.txt", "hi"), "--attach",
          try Fixtures.fifo(work, "pipe"), "-o", work.path + "/Out.note",
        ]
      }),
    BadInput(
      id: "PACK-08", format: "pack", input: "--attach a folder", exitCode: 65,
      message: "{dir}/folder: folder is not a regular file",
      setup: { work in
        [
          "pack", "--text", try Fixtures.text(work, "t.txt", "hi"), "--attach",
          try Fixtures.folder(work, "folder"), "-o", work.path + "/Out.note",
        ]
      }),
    BadInput(
      id: "PACK-09", format: "output", input: "package over RLIMIT_FSIZE leaves the old one",
      exitCode: 73, message: "File too large", outputs: [], fileSizeLimit: 4096,
      setup: { work in
        try note(work, "Out.note")
        return [
          "pack", "--text", try Fixtures.text(work, "t.txt", "hi"), "--attach",
          try Fixtures.file(work, "noise.png", try Fixtures.noisePNG(size: 200)), "-o",
          work.path + "/Out.note",
        ]
      }),
  ]

  /// `docpkg unpack` on hostile zips and packages: refused before anything is written.
  static let unpack: [BadInput] = [
    zipRow("UNP-01", "entry named ../evil (zip slip)", "../evil") {
      ZipFixture(entries: [
        .init("A.note/Text.rtf", Array("{\\rtf1 x}".utf8)), .init("../evil", [1]),
      ])
    },
    zipRow("UNP-02", "entry with an absolute path", "/tmp/evil") {
      ZipFixture(entries: [
        .init("A.note/Text.rtf", Array("{\\rtf1 x}".utf8)), .init("/tmp/evil", [1]),
      ])
    },
    zipRow("UNP-03", "symbolic-link entry", "link") {
      var link = ZipFixture.Entry("A.note/link", Array("/etc/passwd".utf8))
      link.unixMode = 0o120777
      return ZipFixture(entries: [.init("A.note/Text.rtf", Array("{\\rtf1 x}".utf8)), link])
    },
    zipRow(
      "UNP-04", "zip bomb: 10 MiB of zeros in 66 KB (ratio 158:1)",
      "expands 158:1; the limit is 100:1"
    ) {
      var bomb = ZipFixture.Entry(
        "A.note/Attachments/zeros.bin", ZipFixture.zeroBomb(count: 10 << 20), method: 8)
      bomb.uncompressedSize = UInt32(ZipFixture.zeroBombLength(count: 10 << 20))
      return ZipFixture(entries: [.init("A.note/Text.rtf", Array("{\\rtf1 x}".utf8)), bomb])
    },
    zipRow("UNP-05", "bomb lying about its size (declares 1 KB)", "A.note/Attachments/zeros.bin") {
      var bomb = ZipFixture.Entry(
        "A.note/Attachments/zeros.bin", ZipFixture.zeroBomb(count: 10 << 20), method: 8)
      bomb.uncompressedSize = 1024
      return ZipFixture(entries: [.init("A.note/Text.rtf", Array("{\\rtf1 x}".utf8)), bomb])
    },
    zipRow("UNP-06", "entry declaring 3 GiB (over the 2 GiB limit)", "A.note/big") {
      var big = ZipFixture.Entry("A.note/big", [0x03, 0x00], method: 8)
      big.uncompressedSize = 3 << 30
      return ZipFixture(entries: [.init("A.note/Text.rtf", Array("{\\rtf1 x}".utf8)), big])
    },
    zipRow("UNP-07", "CRC-32 mismatch", "A.note/Text.rtf") {
      var text = ZipFixture.Entry("A.note/Text.rtf", Array("{\\rtf1 x}".utf8))
      text.crc ^= 1
      return ZipFixture(entries: [text])
    },
    zipRow("UNP-08", "archive truncated in the middle", "{dir}/in.zip") {
      let whole = ZipFixture(entries: [.init("A.note/Text.rtf", Array("{\\rtf1 x}".utf8))])
      return ZipFixture(entries: []).with(bytes: Array(whole.bytes.prefix(40)))
    },
    zipRow("UNP-09", "duplicate entry names", "Text.rtf") {
      ZipFixture(entries: [
        .init("A.note/Text.rtf", Array("{\\rtf1 x}".utf8)),
        .init("A.note/Text.rtf", Array("{\\rtf1 y}".utf8)),
      ])
    },
    zipRow("UNP-10", "entry name with a backslash", "\\") {
      ZipFixture(entries: [
        .init("A.note/Text.rtf", Array("{\\rtf1 x}".utf8)), .init("A.note\\..\\..\\evil", [1]),
      ])
    },
    BadInput(
      id: "UNP-11", format: "unpack", input: "DIR already exists", exitCode: 73,
      message: "{dir}/out",
      setup: { work in
        ["unpack", try note(work), "-o", try Fixtures.folder(work, "out")]
      }),
    BadInput(
      id: "UNP-12", format: "unpack", input: "input is neither a package nor a zip",
      exitCode: 65, message: "{dir}/plain.txt",
      setup: { work in
        ["unpack", try Fixtures.text(work, "plain.txt", "x"), "-o", work.path + "/out"]
      }),
    BadInput(
      id: "UNP-13", format: ".note", input: "package whose attachment links to /etc/passwd",
      exitCode: 65, message: "passwd",
      setup: { work in
        let path = try note(work)
        try Fixtures.folder(work, "A.note/Attachments")
        try Fixtures.symlink(work, "A.note/Attachments/passwd", to: "/etc/passwd")
        return ["unpack", path, "-o", work.path + "/out"]
      }),
    BadInput(
      id: "UNP-14", format: "unpack", input: "input does not exist", exitCode: 66,
      message: "{dir}/missing.zip",
      setup: { work in ["unpack", work.path + "/missing.zip", "-o", work.path + "/out"] }),
  ]

  /// `docpkg list` and `docpkg new` with missing, unusable or hostile folders and names.
  static let listAndNew: [BadInput] = [
    BadInput(
      id: "LIST-01", format: "list", input: "folder that does not exist", exitCode: 66,
      message: "{dir}/missing", setup: { work in ["list", work.path + "/missing"] }),
    BadInput(
      id: "LIST-02", format: "list", input: "a file instead of a folder", exitCode: 66,
      message: "{dir}/plain.txt: opendir failed: Not a directory",
      setup: { work in ["list", try Fixtures.text(work, "plain.txt", "x")] }),
    BadInput(
      id: "LIST-03", format: "list", input: "a FIFO and a plain file named like documents",
      exitCode: 0, message: "Fake.note", stream: .stdout,
      setup: { work in
        try note(work, "Docs/Real.note")
        try Fixtures.text(work, "Docs/Fake.note", "not a package")
        try Fixtures.fifo(work, "Docs/Pipe.note")
        return ["list", work.path + "/Docs"]
      }),
    BadInput(
      id: "LIST-04", format: "list", input: "document symlinked from outside the folder",
      exitCode: 0, message: "Real.note", stream: .stdout,
      setup: { work in
        try note(work, "Docs/Real.note")
        try Fixtures.symlink(work, "Docs/Linked.note", to: "/etc")
        return ["list", work.path + "/Docs"]
      }),
    BadInput(
      id: "NEW-01", format: "new", input: "NAME containing a slash", exitCode: 64,
      message: "not a usable file name",
      setup: { work in ["new", "a/b", "--in", work.path] }),
    BadInput(
      id: "NEW-02", format: "new", input: "NAME ..", exitCode: 64,
      message: "not a usable file name",
      setup: { work in ["new", "..", "--in", work.path] }),
    BadInput(
      id: "NEW-03", format: "new", input: "--in folder that does not exist", exitCode: 66,
      message: "{dir}/missing", setup: { work in ["new", "Note", "--in", work.path + "/missing"] }),
    BadInput(
      id: "NEW-04", format: "new", input: "--in is a file", exitCode: 73,
      message: "{dir}/plain.txt",
      setup: { work in ["new", "Note", "--in", try Fixtures.text(work, "plain.txt", "x")] }),
    BadInput(
      id: "NEW-05", format: "new", input: "--in a read-only folder", exitCode: 73,
      message: "{dir}/ro", asNobody: true,
      setup: { work in
        let folder = try Fixtures.folder(work, "ro")
        chmod(folder, 0o555)
        return ["new", "Note", "--in", folder]
      }),
    BadInput(
      id: "NEW-06", format: "new", input: "NAME of 300 bytes", exitCode: 64,
      message: "not a usable file name",
      setup: { work in ["new", String(repeating: "n", count: 300), "--in", work.path] }),
  ]

  /// `text` and `thumbnail` on broken packages.
  static let packageInputs: [BadInput] = [
    BadInput(
      id: "PKG-01", format: ".note", input: "text of a .note without Text.rtf", exitCode: 65,
      message: "{dir}/A.note",
      setup: { work in ["text", try Fixtures.folder(work, "A.note")] }),
    BadInput(
      id: "PKG-02", format: ".rtfd", input: "text of an .rtfd whose TXT.rtf links to /etc/passwd",
      exitCode: 65, message: "{dir}/A.rtfd",
      setup: { work in
        try Fixtures.folder(work, "A.rtfd")
        try Fixtures.symlink(work, "A.rtfd/TXT.rtf", to: "/etc/passwd")
        return ["text", work.path + "/A.rtfd"]
      }),
    BadInput(
      id: "PKG-03", format: ".note", input: "thumbnail of a .note without Text.rtf", exitCode: 65,
      message: "{dir}/A.note",
      setup: { work in
        ["thumbnail", try Fixtures.folder(work, "A.note"), "-o", work.path + "/out.png"]
      }),
    BadInput(
      id: "PKG-04", format: ".note", input: "thumbnail when QuickLook/Thumbnail.png is corrupt",
      exitCode: 0, message: "", outputs: ["out.png"],
      setup: { work in
        let path = try note(work)
        try Fixtures.text(work, "A.note/QuickLook/Thumbnail.png", "not a png")
        return ["thumbnail", path, "-o", work.path + "/out.png"]
      }),
    BadInput(
      id: "PKG-05", format: ".note", input: "--update-quicklook on a read-only package",
      exitCode: 73, message: "{dir}/A.note", asNobody: true,
      setup: { work in
        let path = try note(work)
        chmod(path, 0o555)
        chmod(work.path, 0o555)
        return ["thumbnail", "--update-quicklook", path]
      }),
    BadInput(
      id: "PKG-06", format: ".note", input: "--update-quicklook on a plain file named .note",
      exitCode: 65, message: "{dir}/Fake.note",
      setup: { work in
        ["thumbnail", "--update-quicklook", try Fixtures.text(work, "Fake.note", "x")]
      }),
    BadInput(
      id: "PKG-07", format: ".ptk", input: "thumbnail of a .ptk with garbage archives",
      exitCode: 65, message: "{dir}/A.ptk",
      setup: { work in
        try Fixtures.text(work, "A.ptk/photo.data", "garbage")
        try Fixtures.text(work, "A.ptk/photo.metadata", "garbage")
        return ["thumbnail", work.path + "/A.ptk", "-o", work.path + "/out.png"]
      }),
    BadInput(
      id: "PKG-08", format: ".note",
      input: "--update-quicklook on a .note with a FIFO in Attachments/",
      exitCode: 65,
      message:
        "{dir}/A.note: cannot save in place: Attachments/pipe is a fifo that saving would delete",
      setup: { work in
        let path = try note(work)
        try FileManager.default.createDirectory(
          atPath: path + "/Attachments", withIntermediateDirectories: true)
        mkfifo(path + "/Attachments/pipe", 0o644)
        return ["thumbnail", "--update-quicklook", path]
      }),
    BadInput(
      id: "PKG-09", format: ".note.zip", input: "thumbnail of a zipped package without Text.rtf",
      exitCode: 65, message: "{dir}/A.note.zip: required file Text.rtf is missing",
      setup: { work in
        let zip = ZipFixture(entries: [
          .init("A.note/Other.rtf", Array(#"{\rtf1\ansi Hi\par}"#.utf8))
        ])
        let path = try Fixtures.file(work, "A.note.zip", zip.bytes)
        return ["thumbnail", path, "-o", work.path + "/out.png"]
      }),
  ]

  /// A row that unpacks the zip `make()` builds and expects exit 65 naming `message`.
  static func zipRow(
    _ id: String, _ input: String, _ message: String, make: @escaping @Sendable () -> ZipFixture
  ) -> BadInput {
    BadInput(
      id: id, format: "zip", input: input, exitCode: 65, message: message,
      setup: { work in
        ["unpack", try Fixtures.file(work, "in.zip", make().bytes), "-o", work.path + "/out"]
      })
  }
}
