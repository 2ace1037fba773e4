import DocumentApps
import Foundation

/// Writes version after version through autosave. A version is `vN LENGTH\n`, LENGTH bytes
/// derived from N, and `\nend N\n`, so any mix of two versions or a cut is detected.
struct VersionWriter {
  var url: URL

  static func contents(version: Int) -> Data {
    let length = 20_000 + (version * 7919) % 200_000
    var body = [UInt8](repeating: 0, count: length)
    var state = UInt32(truncatingIfNeeded: version &* 2_654_435_761)
    for index in body.indices {
      state = state &* 1_664_525 &+ 1_013_904_223
      body[index] = UInt8(65 + (state >> 24) % 26)
    }
    return Data("v\(version) \(length)\n".utf8) + Data(body) + Data("\nend \(version)\n".utf8)
  }

  static func verify(_ url: URL) -> Bool {
    guard let data = try? Data(contentsOf: url), let newline = data.firstIndex(of: 10) else {
      return false
    }
    let header = String(decoding: data[..<newline], as: UTF8.self).split(separator: " ")
    guard header.count == 2, header[0].hasPrefix("v"), let version = Int(header[0].dropFirst())
    else { return false }
    return data == contents(version: version)
  }

  func run() async -> Int32 {
    let document = LinesDocument(fileURL: url)
    document.autosaveInterval = 0.001
    guard await document.open() else { return 1 }
    var version = 0
    if let data = try? Data(contentsOf: url), let newline = data.firstIndex(of: 10) {
      let header = String(decoding: data[..<newline], as: UTF8.self).split(separator: " ")
      version = header.first.flatMap { Int($0.dropFirst()) } ?? 0
    }
    while true {
      if !document.hasUnsavedChanges {
        version += 1
        document.data = Self.contents(version: version)
        document.updateChangeCount(.done)
      }
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
  }
}
