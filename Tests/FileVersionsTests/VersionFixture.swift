import FileVersions
import Foundation

/// A folder with a package document, its Trash, and conflict copies made on demand.
struct VersionFixture {
  let folder: URL
  let trash: Trash
  let document: URL

  init(in root: URL, name: String = "Trip.note") throws {
    folder = root.appendingPathComponent("Sync", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    trash = Trash(directory: root.appendingPathComponent("data/Trash"))
    document = folder.appendingPathComponent(name)
    try makePackage(document, text: "current")
  }

  /// A package named `name` beside the document whose `Text.rtf` says `text`.
  @discardableResult
  func copy(_ name: String, text: String, modified: Date? = nil) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try makePackage(url, text: text)
    if let modified {
      try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
      try FileManager.default.setAttributes(
        [.modificationDate: modified], ofItemAtPath: url.appendingPathComponent("Text.rtf").path)
    }
    return url
  }

  func makePackage(_ url: URL, text: String) throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url.appendingPathComponent("Text.rtf"))
  }

  func text(_ url: URL) throws -> String {
    try String(contentsOf: url.appendingPathComponent("Text.rtf"), encoding: .utf8)
  }

  /// The texts of everything in the Trash, sorted.
  func trashedTexts() throws -> [String] {
    try trash.items().map { try text($0.trashedURL) }.sorted()
  }

  func run<T>(_ body: () throws -> T) rethrows -> T {
    try Trash.$homeOverride.withValue(trash) { try body() }
  }
}
