import DocumentPackages
import FileWrappers
import Foundation
import Imaging
import TestSupport
import Testing
import UniformTypes

/// Every item of the third-party corpus — each regular file, and each package as one item —
/// gets one answer for its kind and type from `type`, `inspect`, `validate` and `list`
/// (their library entry points), and a well-formed regular file of a known kind validates.
@Suite("Corpus: type, inspect, validate and list agree on every item's kind and type")
struct CorpusKindAgreementTests {
  /// The items under `folder`: regular files and packages; plain folders are walked into;
  /// hidden names are skipped (`list` skips them too).
  static func items(under folder: URL) -> [URL] {
    let resolver = FileTypeResolver(registry: .shared)
    var found: [URL] = []
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      guard let report = try? resolver.report(forPath: url.path) else { continue }
      switch report.kind {
      case .folder: found += items(under: url)
      case .file, .package: found.append(url)
      case .special: continue
      }
    }
    return found
  }

  /// Corpus files that are damaged on purpose, or that Imaging does not decode: each must
  /// fail validation (FILE-1) rather than pass it.
  static func isKnownBad(_ relative: String) -> Bool {
    let name = (relative as NSString).lastPathComponent
    // PngSuite's corrupt files; Apple's CgBI PNGs (refused by every PNG decoder but Apple's);
    // the first 4 KiB of an iPhone HEIC (SOURCES.md: pixels cut off).
    return (relative.hasPrefix("png/pngsuite/") && name.hasPrefix("x"))
      || relative.hasPrefix("png/pngsuite-ios-cgbi/")
      || relative == "heic/jdeng__goheif/heif/testdata/rotate.heic"
  }

  @Test func everyItemAgrees() throws {
    guard let corpus = ProjectPaths.corpus else { return }
    let items = Self.items(under: corpus)
    #expect(items.count > 400)
    var listings: [URL: [String: DocumentListEntry]] = [:]
    var disagreements: [String] = []
    for url in items {
      let path = url.path
      let report = try FileTypeResolver(registry: .shared).report(forPath: path)
      let inspection = try DocumentInspector().inspect(path: path)
      let validation = try PackageValidator().validate(path: path)
      let folder = url.deletingLastPathComponent()
      if listings[folder] == nil {
        let entries = try DocumentLister(includesFiles: true).list(folder: folder)
        listings[folder] = Dictionary(entries.map { ($0.name, $0) }) { first, _ in first }
      }
      let listed = listings[folder]?[url.lastPathComponent]
      let relative = String(path.dropFirst(corpus.path.count + 1))
      let format = inspection.format?.rawValue ?? "none"
      // A Live Photo's movie is listed inside its still's entry (`livePhotoVideo`), as one
      // document; `list` answers for it through the pair, so only inspect and validate count.
      let pairedMovie =
        listed == nil
        && listings[folder]?.values.contains { $0.livePhotoVideo == url.lastPathComponent }
          == true
      let listedFormat = pairedMovie ? format : listed?.format
      let listedType = pairedMovie ? inspection.typeIdentifier : listed?.typeIdentifier
      if validation.format != format || listedFormat != format {
        disagreements.append(
          "\(relative): kind inspect \(format), validate \(validation.format), list \(listedFormat ?? "not listed")"
        )
      }
      let type = report.kind == .package ? report.declaredType : report.effectiveType
      let typeID = type?.identifier ?? "none"
      if inspection.typeIdentifier != typeID || listedType != typeID {
        disagreements.append(
          "\(relative): type \(typeID), inspect \(inspection.typeIdentifier ?? "none"), list \(listedType ?? "not listed")"
        )
      }
      let fileKind = report.kind == .file && !DocumentFormat(rawValue: format).isPackage
      if fileKind, Self.isKnownBad(relative), validation.isValid {
        disagreements.append("\(relative): damaged on purpose, but validates")
      }
      // Without poppler (a fresh machine lacks it) a PDF cannot be checked: FILE-1 says so.
      let unchecked = format == "pdf" && !Codec.poppler.status.isAvailable
      if fileKind, !Self.isKnownBad(relative), !unchecked, !validation.isValid {
        let rules = validation.errors.map(\.rule).joined(separator: ",")
        disagreements.append("\(relative): a \(format) file does not validate (\(rules))")
      }
    }
    #expect(
      disagreements.isEmpty,
      "\(disagreements.count) disagreements:\n\(disagreements.joined(separator: "\n"))")
  }
}
