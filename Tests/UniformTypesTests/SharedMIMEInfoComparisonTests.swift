import Foundation
import Testing

@testable import UniformTypes

/// Acceptance 3: the built-in table against the machine's shared-mime-info database.
@Suite("shared-mime-info comparison")
struct SharedMIMEInfoComparisonTests {
  static let databasePath = "/usr/share/mime/packages/freedesktop.org.xml"

  /// What shared-mime-info says about extensions: for each lower-cased extension its MIME
  /// types with glob weights, and the aliases of each MIME type. The file is read with a small
  /// tag scanner (Foundation's XMLParser is not reliable on Linux).
  struct Database {
    var globs: [String: [(mime: String, weight: Int, order: Int)]] = [:]
    var aliases: [String: Set<String>] = [:]

    init(text: String) {
      var current: String?
      var order = 0
      for line in text.split(separator: "\n") {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let attributes = Self.attributes(trimmed)
        if trimmed.hasPrefix("<mime-type ") {
          current = attributes["type"]?.lowercased()
        } else if trimmed.hasPrefix("<glob "), let current, let pattern = attributes["pattern"],
          pattern.hasPrefix("*."), !pattern.dropFirst(2).contains(where: { "*?[]".contains($0) })
        {
          order += 1
          globs[String(pattern.dropFirst(2)).lowercased(), default: []].append(
            (current, Int(attributes["weight"] ?? "50") ?? 50, order))
        } else if trimmed.hasPrefix("<alias "), let current,
          let alias = attributes["type"]?.lowercased()
        {
          aliases[current, default: []].insert(alias)
          aliases[alias, default: []].insert(current)
        }
      }
    }

    /// `name="value"` pairs of one tag.
    static func attributes(_ tag: Substring) -> [String: String] {
      var result: [String: String] = [:]
      var rest = tag
      while let equals = rest.range(of: "=\"") {
        let name = rest[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
        let afterQuote = rest[equals.upperBound...]
        guard let close = afterQuote.firstIndex(of: "\"") else { break }
        result[name] = String(afterQuote[..<close])
        rest = afterQuote[afterQuote.index(after: close)...]
      }
      return result
    }

    func primary(_ ext: String) -> String? {
      globs[ext]?.sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.order < $1.order }
        .first?.mime
    }
  }

  struct Comparison {
    var bothKnow = 0
    var noAppleMIME: [String] = []
    var exact: [String] = []
    var viaAlias: [String] = []
    var differences: [(ext: String, ours: String, theirs: String, type: String)] = []
  }

  static func compare() throws -> Comparison? {
    guard FileManager.default.fileExists(atPath: databasePath) else { return nil }
    let database = Database(text: try String(contentsOfFile: databasePath, encoding: .utf8))
    var result = Comparison()
    let registry = UTTypeRegistry.builtIn
    let extensions = Set(registry.extensionIndex.keys)
    for ext in extensions.sorted() {
      guard let theirs = database.primary(ext) else { continue }
      result.bothKnow += 1
      guard
        let type = registry.type(tag: ext, tagClass: .filenameExtension, conformingTo: nil),
        let ours = type.preferredMIMEType?.lowercased()
      else {
        result.noAppleMIME.append(ext)
        continue
      }
      let candidates = Set((database.globs[ext] ?? []).map(\.mime))
      let related = (database.aliases[theirs] ?? []).union(candidates)
      let ourAll = Set((type.tags[.mimeType] ?? []).map { $0.lowercased() })
      if ours == theirs {
        result.exact.append(ext)
      } else if related.contains(ours) || !ourAll.intersection([theirs]).isEmpty
        || !(database.aliases[ours] ?? []).isDisjoint(with: candidates)
      {
        result.viaAlias.append(ext)
      } else {
        result.differences.append((ext, ours, theirs, type.identifier))
      }
    }
    return result
  }

  /// The extensions `Spec/Types/mime-differences.md` explains (first column of its table).
  static func documentedDifferences() throws -> Set<String> {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Spec/Types/mime-differences.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var result: Set<String> = []
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let cell = line.dropFirst(3).prefix { $0 != "`" }
      result.insert(String(cell))
    }
    return result
  }

  @Test func everyDifferenceIsDocumented() throws {
    guard let comparison = try Self.compare() else {
      print("note: \(Self.databasePath) absent; shared-mime-info comparison skipped")
      return
    }
    let comparable =
      comparison.exact.count + comparison.viaAlias.count
      + comparison.differences.count
    let agreeing = comparison.exact.count + comparison.viaAlias.count
    print(
      "note: shared-mime-info: \(comparison.bothKnow) extensions known to both; "
        + "\(comparable) with a MIME type on both sides; \(comparison.exact.count) identical, "
        + "\(comparison.viaAlias.count) agree via an alias, \(comparison.differences.count) differ "
        + "(agreement \(agreeing * 1000 / max(comparable, 1)) per mille); "
        + "\(comparison.noAppleMIME.count) have no MIME type in Apple's table")
    if ProcessInfo.processInfo.environment["MIME_COMPARISON_VERBOSE"] != nil {
      for difference in comparison.differences {
        print(
          "DIFF\t\(difference.ext)\t\(difference.ours)\t\(difference.theirs)\t\(difference.type)")
      }
      print("NOMIME\t" + comparison.noAppleMIME.joined(separator: " "))
    }
    let documented = try Self.documentedDifferences()
    for difference in comparison.differences {
      #expect(
        documented.contains(difference.ext),
        "undocumented: .\(difference.ext) \(difference.ours) vs \(difference.theirs)")
    }
  }
}
