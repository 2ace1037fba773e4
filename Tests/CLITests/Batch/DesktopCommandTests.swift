import Foundation
import TestSupport
import Testing

@Suite("docpkg desktop")
struct DesktopCommandTests {
  @Test func installWritesThumbnailerAndMIMEPackageAndUninstallRemovesThem() throws {
    try withTemporaryDirectory { directory in
      let data = directory.appendingPathComponent("share")
      let install = try runDocpkg([
        "desktop", "install", "--data-dir", data.path, "--executable", "/opt/doc pkg/docpkg",
      ])
      #expect(install.status == 0, "\(install.stderrText)")
      let thumbnailer = try String(
        contentsOf: data.appendingPathComponent("thumbnailers/docpkg.thumbnailer"), encoding: .utf8)
      let lines = thumbnailer.split(separator: "\n").map(String.init)
      #expect(lines.first == "[Thumbnailer Entry]")
      #expect(lines.contains("TryExec=/opt/doc pkg/docpkg"))
      let exec = try #require(lines.first { $0.hasPrefix("Exec=") })
      #expect(exec.hasPrefix("Exec=\"/opt/doc pkg/docpkg\" thumbnail "))
      #expect(exec.contains("--size %s") && exec.hasSuffix("-o %o %i"))
      let types = try #require(lines.first { $0.hasPrefix("MimeType=") }).dropFirst(9)
        .split(separator: ";").map(String.init)
      for type in [
        "application/vnd.apple.pages", "application/vnd.apple.keynote",
        "application/vnd.apple.numbers", "application/x-iwork-pages-sffpages",
        "application/x-docpkg-note+zip", "application/x-docpkg-photokeeper",
        "application/x-webarchive", "application/x-apple-webloc",
        "application/x-apple-textclipping",
      ] {
        #expect(types.contains(type), "\(type)")
      }
      // Kinds Linux desktops already thumbnail (evince, ffmpegthumbnailer, gdk-pixbuf) are
      // never claimed.
      for type in types {
        #expect(
          !type.hasPrefix("video/") && !type.hasPrefix("image/") && !type.hasPrefix("text/")
            && type != "application/pdf", "\(type)")
      }
      let xml = try String(
        contentsOf: data.appendingPathComponent("mime/packages/docpkg.xml"), encoding: .utf8)
      #expect(xml.contains("<glob pattern=\"*.note.zip\" weight=\"60\"/>"))
      #expect(xml.contains("<mime-type type=\"application/x-docpkg-photokeeper\">"))
      // update-mime-database compiled the package, when it is installed.
      if FileManager.default.isExecutableFile(atPath: "/usr/bin/update-mime-database") {
        let globs = try String(
          contentsOf: data.appendingPathComponent("mime/globs2"), encoding: .utf8)
        #expect(globs.contains("application/x-docpkg-note+zip:*.note.zip"))
      }
      let uninstall = try runDocpkg(["desktop", "uninstall", "--data-dir", data.path])
      #expect(uninstall.status == 0, "\(uninstall.stderrText)")
      #expect(uninstall.stdoutText.split(separator: "\n").count == 2)
      #expect(
        !FileManager.default.fileExists(
          atPath: data.appendingPathComponent("thumbnailers/docpkg.thumbnailer").path))
      // Uninstalling again is not an error.
      #expect(try runDocpkg(["desktop", "uninstall", "--data-dir", data.path]).status == 0)
    }
  }

  @Test func usageErrors() throws {
    for arguments in [
      ["desktop", "remove"], ["desktop", "install", "--user", "--system"],
      ["desktop", "install", "--executable", "docpkg"], ["desktop"],
    ] {
      let result = try runDocpkg(arguments)
      #expect(result.status == 64, "\(arguments): \(result.stderrText)")
    }
  }

  @Test func unwritableDataFolderIsCannotCreate() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("plain")
      try Data().write(to: file)
      let result = try runDocpkg(["desktop", "install", "--data-dir", file.path])
      #expect(result.status == 73, "\(result.stderrText)")
    }
  }

  /// Thumbnailer hosts (tumbler) read `%o` through the descriptor they opened: the file
  /// must be written into, not replaced.
  @Test func rewriteOutputKeepsTheOutputsInode() throws {
    try withTemporaryDirectory { directory in
      let input = directory.appendingPathComponent("in.png")
      try ThumbnailCommandTests.writeSample(input)
      let output = directory.appendingPathComponent("host-made.png")
      try Data().write(to: output)
      let before = try FileManager.default.attributesOfItem(atPath: output.path)[.systemFileNumber]
      let held = try FileHandle(forReadingFrom: output)
      let result = try runDocpkg([
        "thumbnail", input.path, "-o", output.path, "--size", "64", "--rewrite-output",
      ])
      #expect(result.status == 0, "\(result.stderrText)")
      let after = try FileManager.default.attributesOfItem(atPath: output.path)[.systemFileNumber]
      #expect(before as? Int == after as? Int)
      let seen = try held.readToEnd() ?? Data()
      #expect(seen.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
          "host-made.png", "in.png",
        ])
      // A failed thumbnail leaves the host's file as it was.
      try Data("junk".utf8).write(to: input)
      let failed = try runDocpkg(["thumbnail", input.path, "-o", output.path, "--rewrite-output"])
      #expect(failed.status == 65)
      #expect(try Data(contentsOf: output) == seen)
    }
  }
}
