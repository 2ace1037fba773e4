import Foundation
import Zip

/// Zip seeds written by the project's `ZipWriter`: a `.note` package, stored and deflated
/// entries, folders, empty files, non-ASCII names.
enum ZipSeeds {
  static func make() throws -> [String: Data] {
    var seeds: [String: Data] = [:]
    for level in [0, 6, 9] {
      var options = ZipWriter.Options()
      options.compressionLevel = level
      let writer = ZipWriter(options: options)
      try writer.addDirectory(path: "Trip.note")
      try writer.addFile(
        path: "Trip.note/Text.rtf", contents: Data(#"{\rtf1\ansi Hello\par}"#.utf8))
      try writer.addDirectory(path: "Trip.note/Attachments")
      try writer.addFile(
        path: "Trip.note/Attachments/photo ü.jpg", contents: Data(repeating: 0xFF, count: 300))
      try writer.addFile(path: "Trip.note/empty", contents: Data())
      seeds["note-level\(level)"] = try writer.finish()
    }
    let single = ZipWriter()
    try single.addFile(path: "a.txt", contents: Data(repeating: 65, count: 5000))
    seeds["single-repetitive"] = try single.finish()
    return seeds
  }
}
