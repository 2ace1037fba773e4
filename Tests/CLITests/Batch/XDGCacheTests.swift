import Foundation
import Imaging
import TestSupport
import Testing

@Suite("thumbnail --xdg-cache")
struct XDGCacheTests {
  static func run(_ arguments: [String], cache: URL, in directory: URL) throws -> CommandResult {
    try runProcess(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["XDG_CACHE_HOME=\(cache.path)", ProjectPaths.docpkgExecutable.path, "thumbnail"]
        + arguments + ["--xdg-cache", "--progress", "json"],
      in: directory)
  }

  static func statuses(_ result: CommandResult) -> [String] {
    result.stdoutText.split(separator: "\n").map { line in
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return (object?["status"] as? String ?? "?") + ":" + (object?["reason"] as? String ?? "")
    }
  }

  @Test func writesKeyedPrivateThumbnailsAndSkipsFreshOnes() throws {
    try withTemporaryDirectory { directory in
      let picture = directory.appendingPathComponent("My Pictures/a#1.png")
      try FileManager.default.createDirectory(
        at: picture.deletingLastPathComponent(), withIntermediateDirectories: true)
      try ThumbnailCommandTests.writeSample(picture, width: 600, height: 300)
      let cache = directory.appendingPathComponent("cache")
      let first = try Self.run(
        ["My Pictures/a#1.png", "--size", "128"], cache: cache, in: directory)
      #expect(first.status == 0, "\(first.stderrText)")
      #expect(Self.statuses(first) == ["written:"])
      // GLib's escaping of the canonical path; the name is the MD5 of that URI.
      let uri = "file://" + directory.path + "/My%20Pictures/a%231.png"
      let expectedName = try #require(try Self.md5(uri))
      let file = cache.appendingPathComponent("thumbnails/normal/\(expectedName).png")
      let data = try Data(contentsOf: file)
      let keys = PNGTextChunks.read(from: data)
      let info = try FileManager.default.attributesOfItem(atPath: picture.path)
      let mtime = Int((info[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)
      #expect(keys["Thumb::URI"] == uri)
      #expect(keys["Thumb::MTime"] == String(mtime))
      #expect(keys["Thumb::Size"] == String(info[.size] as? Int ?? -1))
      #expect(keys["Software"]?.hasPrefix("docpkg ") == true)
      let image = try ImageDecoder.decode(data)
      #expect(image.width == 128 && image.height == 64)
      let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
      #expect(mode as? Int == 0o600)
      let folder = try FileManager.default.attributesOfItem(
        atPath: file.deletingLastPathComponent().path)[.posixPermissions]
      #expect(folder as? Int == 0o700)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
          == [file.lastPathComponent])

      let second = try Self.run(
        ["My Pictures/a#1.png", "--size", "128"], cache: cache, in: directory)
      #expect(Self.statuses(second) == ["skipped:fresh"])
      // A changed original is thumbnailed again.
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: picture.path)
      let third = try Self.run([picture.path, "--size", "128"], cache: cache, in: directory)
      #expect(Self.statuses(third) == ["written:"])
      #expect(PNGTextChunks.read(from: try Data(contentsOf: file))["Thumb::MTime"] == "1000000")
    }
  }

  @Test func failuresAreRecordedAndNotRetriedUntilTheOriginalChanges() throws {
    try withTemporaryDirectory { directory in
      let bad = directory.appendingPathComponent("bad.png")
      try Data("not a picture".utf8).write(to: bad)
      let cache = directory.appendingPathComponent("cache")
      let first = try Self.run(["bad.png"], cache: cache, in: directory)
      #expect(first.status == 65)
      #expect(Self.statuses(first) == ["failed:"])
      let fail = cache.appendingPathComponent("thumbnails/fail/docpkg-0.1.0")
      let records = try FileManager.default.contentsOfDirectory(atPath: fail.path)
      #expect(records.count == 1)
      let keys = PNGTextChunks.read(
        from: try Data(contentsOf: fail.appendingPathComponent(records[0])))
      #expect(keys["Thumb::URI"] == "file://" + bad.path)
      let second = try Self.run(["bad.png"], cache: cache, in: directory)
      #expect(second.status == 0)
      #expect(Self.statuses(second) == ["skipped:failed-before"])
      // Fixed: the thumbnail is made and the failure record goes.
      try ThumbnailCommandTests.writeSample(bad, width: 30, height: 30)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 2_000_000)], ofItemAtPath: bad.path)
      let third = try Self.run(["bad.png"], cache: cache, in: directory)
      #expect(Self.statuses(third) == ["written:"])
      #expect(try FileManager.default.contentsOfDirectory(atPath: fail.path).isEmpty)
    }
  }

  @Test func aPlainFolderStandsForItsDocuments() throws {
    try withTemporaryDirectory { directory in
      let folder = directory.appendingPathComponent("Documents")
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
      try ThumbnailCommandTests.writeSample(folder.appendingPathComponent("b.png"))
      try ThumbnailCommandTests.writeSample(folder.appendingPathComponent(".hidden.png"))
      try ThumbnailCommandTests.writeSample(folder.appendingPathComponent("Sub/deep.png"))
      let text = directory.appendingPathComponent("t.txt")
      try Data("Hello".utf8).write(to: text)
      let note = folder.appendingPathComponent("A.note").path
      #expect(try runDocpkg(["pack", "--text", text.path, "-o", note]).status == 0)
      let result = try Self.run(
        ["Documents"], cache: directory.appendingPathComponent("c"), in: directory)
      #expect(result.status == 0, "\(result.stderrText)")
      let paths = result.stdoutText.split(separator: "\n").compactMap { line in
        (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["path"]
          as? String
      }
      #expect(Set(paths) == ["Documents/A.note", "Documents/b.png"])
    }
  }

  @Test func sizesAndModesOutsideTheStandardAreUsageErrors() throws {
    try withTemporaryDirectory { directory in
      let cache = directory.appendingPathComponent("cache")
      for extra in [
        ["--size", "200"], ["--size", "128x64"], ["--mode", "fill"], ["-o", "x.png"],
      ] {
        let result = try Self.run(["in.png"] + extra, cache: cache, in: directory)
        #expect(result.status == 64, "\(extra): \(result.stderrText)")
      }
      #expect(!FileManager.default.fileExists(atPath: cache.path))
    }
  }

  static func md5(_ text: String) throws -> String? {
    let result = try runProcess(
      URL(fileURLWithPath: "/usr/bin/md5sum"), [], stdin: Data(text.utf8))
    return result.stdoutText.split(separator: " ").first.map(String.init)
  }
}
