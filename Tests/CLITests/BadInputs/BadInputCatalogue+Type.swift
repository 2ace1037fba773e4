import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension BadInputCatalogue {
  /// `docpkg type`: sniffing reads a bounded prefix and never blocks.
  static let type: [BadInput] = [
    BadInput(
      id: "TYPE-01", format: "any", input: "path that does not exist", exitCode: 66,
      message: "{dir}/missing.png", setup: { work in ["type", work.path + "/missing.png"] }),
    BadInput(
      id: "TYPE-02", format: "CLI", input: "--conforms-to with an invalid identifier",
      exitCode: 64, message: "not a valid type identifier",
      setup: { work in
        ["type", try Fixtures.text(work, "a.txt", "x"), "--conforms-to", "not a uti!"]
      }),
    BadInput(
      id: "TYPE-03", format: "any", input: "text file checked against public.image",
      exitCode: 1, message: "public.image: no", stream: .stdout,
      setup: { work in
        ["type", try Fixtures.text(work, "a.txt", "hello"), "--conforms-to", "public.image"]
      }),
    BadInput(
      id: "TYPE-04", format: "PNG", input: "a .png that is really a JPEG", exitCode: 0,
      message: "\"agreement\":\"mismatch\"", stream: .stdout,
      setup: { work in
        [
          "type", "--json",
          try Fixtures.file(work, "photo.png", Fixtures.jpegHeader(width: 8, height: 8)),
        ]
      }),
    BadInput(
      id: "TYPE-05", format: "any", input: "a FIFO (must not block)", exitCode: 0,
      message: "{dir}/pipe", stream: .stdout,
      setup: { work in ["type", try Fixtures.fifo(work, "pipe")] }),
    BadInput(
      id: "TYPE-06", format: "any", input: "an endless device (/dev/zero)", exitCode: 0,
      message: "/dev/zero", stream: .stdout, setup: { _ in ["type", "/dev/zero"] }),
    BadInput(
      id: "TYPE-07", format: "any", input: "unreadable file", exitCode: 66,
      message: "{dir}/secret.rtf", asNobody: true,
      setup: { work in
        let path = try Fixtures.text(work, "secret.rtf", #"{\rtf1 x}"#)
        chmod(path, 0)
        return ["type", path]
      }),
    BadInput(
      id: "TYPE-08", format: "any", input: "empty file", exitCode: 0, message: "public.data",
      stream: .stdout, setup: { work in ["type", try Fixtures.file(work, "empty", [])] }),
    BadInput(
      id: "TYPE-09", format: "package", input: "a folder named like an image (x.png/)",
      exitCode: 0, message: "\"kind\":\"folder\"", stream: .stdout,
      setup: { work in ["type", "--json", try Fixtures.folder(work, "x.png")] }),
    BadInput(
      id: "TYPE-10", format: "any", input: "symlink pointing at itself", exitCode: 66,
      message: "{dir}/loop",
      setup: { work in ["type", try Fixtures.symlink(work, "loop", to: "loop")] }),
    BadInput(
      id: "TYPE-11", format: "any", input: "sparse 4 GiB file (only the prefix is read)",
      exitCode: 0, message: "{dir}/huge.bin", stream: .stdout,
      setup: { work in ["type", try Fixtures.sparse(work, "huge.bin", size: 4 << 30)] }),
    BadInput(
      id: "TYPE-12", format: "any", input: "--conforms-to a valid but undeclared type",
      exitCode: 1, message: "com.example.nothing: no", stream: .stdout,
      setup: { work in
        ["type", try Fixtures.text(work, "a.txt", "x"), "--conforms-to", "com.example.nothing"]
      }),
    BadInput(
      id: "TYPE-13", format: "JSON", input: "JSON nested 100,000 deep", exitCode: 0,
      message: "{dir}/deep.json", stream: .stdout,
      setup: { work in
        [
          "type",
          try Fixtures.text(
            work, "deep.json",
            String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)),
        ]
      }),
  ]
}
