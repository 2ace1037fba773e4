import Foundation
import TestSupport

/// A folder of several hundred generated inputs for the `--json` golden tests: small files of
/// many kinds (some named with the wrong extension, some not valid in their format), notes and
/// RTFD packages (some broken), conflict copies and orphans, every item dated
/// ``fixedDate`` so the output does not depend on when the test runs.
struct ManyInputsFolder {
  /// 2024-05-01T12:00:00Z.
  static let fixedDate = Date(timeIntervalSince1970: 1_714_564_800)

  /// The folder holding the inputs.
  let root: URL
  /// The names of the single files, in creation order.
  private(set) var files: [String] = []
  /// The names of the packages (notes, RTFDs, conflict copies, orphans), in creation order.
  private(set) var packages: [String] = []

  /// Generates `fileCount` files and `noteCount` notes (with conflict copies and orphans)
  /// into `root`, from `seed`.
  init(root: URL, fileCount: Int, noteCount: Int, seed: UInt64 = 30) throws {
    self.root = root
    var random = SplitMix(seed: seed)
    for index in 0..<fileCount {
      let (ext, bytes) = Self.file(index, random: &random)
      let name = String(format: "f%04d", index) + (ext.isEmpty ? "" : "." + ext)
      try Data(bytes).write(to: root.appendingPathComponent(name))
      files.append(name)
    }
    for index in 0..<noteCount {
      let name = "Note \(index).note"
      try makeNote(name, text: "Note \(index) text \(random.next() % 1000)", broken: index % 7 == 3)
      if index % 5 == 1 {
        try makeNote(
          "Note \(index) (Jane's MacBook's conflicted copy 2024-01-02).note", text: "jane")
      }
      if index % 9 == 4 {
        try makeNote("Note \(index).sync-conflict-20240102-153012-ABCDEFG.note", text: "phone")
      }
      if index % 11 == 6 {
        try makeNote("Gone \(index).sync-conflict-20240102-153012-ABCDEFG.note", text: "orphan")
      }
      if index % 4 == 2 {
        let rtfd = "Page \(index).rtfd"
        try makeFolder(rtfd, files: ["TXT.rtf": Array("{\\rtf1\\ansi Page \(index)}".utf8)])
      }
    }
    try makeFolder("plain folder", files: ["a.txt": Array("a\n".utf8)])
    try Self.setDates(under: root)
  }

  /// Paths that do not exist, mixed in among the inputs.
  static func missing(_ index: Int) -> String { "missing-\(index).png" }

  /// `items` with a missing path after every `every`-th one.
  static func mixingMissing(into items: [String], every: Int) -> [String] {
    var result: [String] = []
    for (index, item) in items.enumerated() {
      result.append(item)
      if index % every == every - 1 { result.append(missing(index)) }
    }
    return result
  }

  private mutating func makeNote(_ name: String, text: String, broken: Bool = false) throws {
    var contents: [String: [UInt8]] = ["Attachments/photo.png": Self.pngHead + [1, 2, 3]]
    contents[broken ? "Text.txt" : "Text.rtf"] = Array("{\\rtf1\\ansi \(text)}".utf8)
    try makeFolder(name, files: contents)
  }

  private mutating func makeFolder(_ name: String, files: [String: [UInt8]]) throws {
    let folder = root.appendingPathComponent(name)
    for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    packages.append(name)
  }

  private static let pngHead: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  private static let jpegHead: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0]

  /// The extension and bytes of file `index`: a dozen kinds in turn.
  private static func file(_ index: Int, random: inout SplitMix) -> (String, [UInt8]) {
    let noise = (0..<Int(random.next() % 200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    let words = (0..<Int(random.next() % 40)).map { _ in "w\(random.next() % 97)" }
      .joined(separator: " ")
    switch index % 12 {
    case 0: return ("png", pngHead + noise)
    case 1: return ("jpg", jpegHead + noise)
    case 2: return ("png", jpegHead + noise)  // content and extension disagree
    case 3: return ("gif", Array("GIF89a".utf8) + noise)
    case 4: return ("txt", Array((words + "\n").utf8))
    case 5: return ("json", Array("{\"n\": \(index), \"w\": \"\(words)\"}\n".utf8))
    case 6: return ("rtf", Array("{\\rtf1\\ansi \(words)}".utf8))
    case 7: return ("rtf", Array("not rtf \(words)".utf8))  // not valid in its format
    case 8: return ("html", Array("<!DOCTYPE html>\n<p>\(words)</p>\n".utf8))
    case 9: return ("bin", noise)
    case 10: return ("", Array("#!/bin/sh\necho \(index)\n".utf8))
    default: return ("sql", Array("select \(index); -- \(words)\n".utf8))
    }
  }

  /// Sets every item's modification time to ``fixedDate``.
  private static func setDates(under root: URL) throws {
    let manager = FileManager.default
    let items = manager.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
    for item in items {
      try manager.setAttributes(
        [.modificationDate: fixedDate], ofItemAtPath: root.appendingPathComponent(item).path)
    }
  }
}
