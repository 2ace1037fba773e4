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
      message: "64",
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
      id: "PACK-05", format: "output", input: "output folder does not exist", exitCode: 73,
      message: "{dir}/no/such",
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
      id: "PACK-07", format: "pack", input: "--attach a FIFO (must not block)", exitCode: 66,
      message: "{dir}/pipe",
      setup: { work in
        [
          "pack", "--text", try Fixtures.text(work, "t.txt", "hi"), "--attach",
          try Fixtures.fifo(work, "pipe"), "-o", work.path + "/Out.note",
        ]
      }),
    BadInput(
      id: "PACK-08", format: "pack", input: "--attach a folder", exitCode: 66,
      message: "{dir}/folder",
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
    zipRow("UNP-04", "zip bomb: 10 MiB of zeros in 66 KB (ratio 158:1)", "ratio") {
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
