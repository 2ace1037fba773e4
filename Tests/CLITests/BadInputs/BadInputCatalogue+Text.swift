import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension BadInputCatalogue {
  /// `docpkg text` on damaged and hostile RTF: clear errors, or warnings with the text kept.
  static let text: [BadInput] = [
    BadInput(
      id: "TEXT-01", format: "RTF", input: "path that does not exist", exitCode: 66,
      message: "{dir}/missing.rtf", setup: { work in ["text", work.path + "/missing.rtf"] }),
    BadInput(
      id: "TEXT-02", format: "RTF", input: "plain text, not RTF", exitCode: 65,
      message: "{dir}/plain.rtf",
      setup: { work in ["text", try Fixtures.text(work, "plain.rtf", "just words")] }),
    BadInput(
      id: "TEXT-03", format: "RTF", input: "empty file", exitCode: 65, message: "{dir}/empty.rtf",
      setup: { work in ["text", try Fixtures.file(work, "empty.rtf", [])] }),
    BadInput(
      id: "TEXT-04", format: "RTF", input: "groups nested 1,000,000 deep", exitCode: 65,
      message: "100000",
      setup: { work in
        ["text", try Fixtures.text(work, "deep.rtf", Fixtures.nestedRTF(depth: 1_000_000))]
      }),
    BadInput(
      id: "TEXT-05", format: "RTF", input: #"huge \bin999999999 past the end"#, exitCode: 0,
      message: "warning",
      setup: { work in
        ["text", try Fixtures.text(work, "bin.rtf", #"{\rtf1\ansi ok \bin999999999 abc}"#)]
      }),
    BadInput(
      id: "TEXT-06", format: "RTF", input: "truncated mid-group", exitCode: 0,
      message: "warning",
      setup: { work in
        ["text", try Fixtures.text(work, "cut.rtf", #"{\rtf1\ansi{\fonttbl{\f0 Helv"#)]
      }),
    BadInput(
      id: "TEXT-07", format: "RTF", input: "more closing braces than opening", exitCode: 0,
      message: "kept", stream: .stdout,
      setup: { work in
        ["text", try Fixtures.text(work, "braces.rtf", #"{\rtf1\ansi kept}}}} after"#)]
      }),
    BadInput(
      id: "TEXT-08", format: "RTF", input: "a folder as FILE", exitCode: 66,
      message: "{dir}/folder.rtf",
      setup: { work in ["text", try Fixtures.folder(work, "folder.rtf")] }),
    BadInput(
      id: "TEXT-09", format: "RTF", input: "a FIFO as FILE (must not block)", exitCode: 66,
      message: "{dir}/pipe.rtf",
      setup: { work in ["text", try Fixtures.fifo(work, "pipe.rtf")] }),
    BadInput(
      id: "TEXT-10", format: "RTF", input: "lone surrogate \\u55296 and negative \\u-1",
      exitCode: 0, message: "\u{FFFD}", stream: .stdout,
      setup: { work in
        ["text", try Fixtures.text(work, "sur.rtf", #"{\rtf1\ansi a\u55296 b\u-1 c}"#)]
      }),
    BadInput(
      id: "TEXT-11", format: "RTF", input: "Shift-JIS lead byte at end of input", exitCode: 0,
      message: "ok", stream: .stdout,
      setup: { work in
        ["text", try Fixtures.text(work, "sjis.rtf", #"{\rtf1\ansi\ansicpg932 ok \'82"#)]
      }),
    BadInput(
      id: "TEXT-12", format: "RTF", input: "NUL and control bytes in the body", exitCode: 0,
      message: "visible", stream: .stdout,
      setup: { work in
        [
          "text",
          try Fixtures.file(
            work, "nul.rtf", Array(#"{\rtf1\ansi visible"#.utf8) + [0, 1, 2, 0x7F] + [0x7D]),
        ]
      }),
    BadInput(
      id: "TEXT-13", format: "CLI", input: "--format with an unknown name", exitCode: 64,
      message: "--format",
      setup: { work in ["text", try Fixtures.text(work, "a.rtf", #"{\rtf1 a}"#), "-f", "pdf"] }),
    BadInput(
      id: "TEXT-14", format: "RTF", input: "unreadable file", exitCode: 66,
      message: "{dir}/secret.rtf", asNobody: true,
      setup: { work in
        let path = try Fixtures.text(work, "secret.rtf", #"{\rtf1 x}"#)
        chmod(path, 0)
        return ["text", path]
      }),
    BadInput(
      id: "TEXT-15", format: "RTF", input: "control word with a 1,000-digit parameter",
      exitCode: 0, message: "tail", stream: .stdout,
      setup: { work in
        let digits = String(repeating: "9", count: 1000)
        return ["text", try Fixtures.text(work, "num.rtf", #"{\rtf1\ansi\fs"# + digits + " tail}")]
      }),
    BadInput(
      id: "TEXT-16", format: "RTF", input: #"\'hh escapes that are not hex"#, exitCode: 0,
      message: "after", stream: .stdout,
      setup: { work in
        ["text", try Fixtures.text(work, "hex.rtf", #"{\rtf1\ansi \'zz\'4 after}"#)]
      }),
    BadInput(
      id: "TEXT-17", format: "RTF", input: "nested {\\rtf1 inside the document", exitCode: 0,
      message: "inner", stream: .stdout,
      setup: { work in
        ["text", try Fixtures.text(work, "nest.rtf", #"{\rtf1\ansi outer {\rtf1 inner}}"#)]
      }),
    BadInput(
      id: "TEXT-18", format: "RTF", input: "stdout is a full disk (/dev/full)", exitCode: 74,
      message: "<stdout>", stdoutToDevFull: true,
      setup: { work in
        ["text", try Fixtures.text(work, "a.rtf", #"{\rtf1 hello}"#), "--format", "rtf"]
      }),
    BadInput(
      id: "TEXT-19", format: "output", input: "stdout file over RLIMIT_FSIZE (120 bytes)",
      exitCode: 74,
      message: "<stdout>: File too large", fileSizeLimit: 120,
      setup: { work in
        ["text", try Fixtures.text(work, "a.rtf", #"{\rtf1 hello world}"#), "--format", "rtf"]
      }),
    BadInput(
      id: "TEXT-20", format: "RTF", input: "sparse 600 MiB file (over the 512 MiB limit)",
      exitCode: 65, message: "{dir}/huge.rtf",
      setup: { work in
        let path = try Fixtures.sparse(work, "huge.rtf", size: 600 << 20)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: Data(#"{\rtf1 "#.utf8))
        try handle.close()
        return ["text", path]
      }),
    BadInput(
      id: "TEXT-21", format: "RTF", input: "HTML export of text holding <script>", exitCode: 0,
      message: "&lt;script&gt;", stream: .stdout,
      setup: { work in
        [
          "text", try Fixtures.text(work, "x.rtf", #"{\rtf1\ansi <script>alert(1)</script>}"#),
          "--format", "html",
        ]
      }),
    BadInput(
      id: "TEXT-22", format: "RTF", input: #"HYPERLINK field with a javascript: URL"#,
      exitCode: 0, message: "click", stream: .stdout,
      setup: { work in
        [
          "text",
          try Fixtures.text(
            work, "link.rtf",
            #"{\rtf1\ansi {\field{\*\fldinst{HYPERLINK "javascript:alert(1)"}}{\fldrslt click}}}"#),
          "--format", "html",
        ]
      }),
    BadInput(
      id: "TEXT-23", format: "RTF", input: #"\u with a 12-digit value (then \uc1 skips 'e')"#,
      exitCode: 0, message: "\u{FFFD}nd", stream: .stdout,
      setup: { work in
        ["text", try Fixtures.text(work, "u.rtf", #"{\rtf1\ansi \u999999999999 end}"#)]
      }),
  ]
}
