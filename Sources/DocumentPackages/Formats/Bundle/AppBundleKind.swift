import Drawing
import FileWrappers
import Foundation
import Imaging
import RichText
import UniformTypes

/// Application, plug-in, framework and app-extension bundles (`Spec/Formats/AppBundle.md`):
/// the bundle's own icon as thumbnail (from `Info.plist`, see ``BundleIcon``); the generic
/// icon, with a warning, when the icon is only in a compiled `Assets.car` or missing. No text.
struct AppBundleKind: DocumentKind {
  var format: DocumentFormat { .appBundle }
  var noun: String { "bundle" }

  /// The bundle types this kind answers for.
  static let claimedTypes = [
    "com.apple.application-bundle", "com.apple.bundle", "com.apple.framework",
    "com.apple.plugin", "com.apple.application-and-system-extension", "com.apple.xpc-service",
  ].compactMap { UTType($0) }

  func claims(_ type: UTType) -> Bool { Self.claimedTypes.contains { type.conforms(to: $0) } }
  func typeIdentifier(name: String) -> String {
    (DocumentFormat.packageType(ofExtensionOf: name, registry: .shared)
      ?? DocumentFormat.bundleType(ofExtensionOf: name))?.identifier ?? UTType.bundle.identifier
  }
  var treeRules: TreeRules {
    TreeRules(notAFolder: "GEN-1", linkOutside: "GEN-2", linkInside: "GEN-3", limits: "GEN-7")
  }
  func specialFileRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    ("GEN-4", .error)
  }

  /// APP-1 (no usable Info.plist), APP-2 (icon only in Assets.car), APP-3 (named icon
  /// missing), APP-4 (icon does not decode; thorough only) — all warnings.
  func check(_ wrapper: FileWrapper, depth: ExaminationDepth, into examination: inout Examination) {
    switch BundleIcon.find(in: wrapper) {
    case .none(let reason):
      examination.add("APP-1", .warning, "", "\(reason); the generic icon is shown")
    case .assetCatalogOnly(let path):
      examination.add(
        "APP-2", .warning, path,
        "the icon is only in the compiled asset catalogue (not read); the generic icon is shown")
    case .missing(let name):
      examination.add("APP-3", .warning, name, "the icon Info.plist names is not in the bundle")
    case .file(let path, let data):
      guard depth == .thorough else { return }
      do {
        _ = try ImageDecoder.decode(data)
      } catch {
        examination.add("APP-4", .warning, path, "the icon does not decode: \(error)")
      }
    }
  }

  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? { nil }

  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    let root = try source.folder().root
    var warnings: [String] = []
    switch BundleIcon.find(in: root) {
    case .file(let path, let data):
      do {
        let image = try maker.thumbnailer.thumbnail(data: data)
        return DocumentThumbnailer.Result(image: image, source: .packagePreview, warnings: [])
      } catch {
        warnings.append("\(source.path): \(path) does not decode (\(error)); generic icon shown")
      }
    case .assetCatalogOnly(let path):
      warnings.append(
        "\(source.path): the icon is only in \(path), a compiled asset catalogue docpkg does "
          + "not read; generic icon shown")
    case .missing(let name):
      warnings.append("\(source.path): icon \(name) is missing; generic icon shown")
    case .none(let reason):
      warnings.append("\(source.path): \(reason); generic icon shown")
    }
    let icon = FileIcon.render(
      label: FileIcon.label(forFilename: source.name), size: NoteThumbnailLayout.size,
      fonts: maker.composer.fonts)
    return DocumentThumbnailer.Result(
      image: maker.thumbnailer.thumbnail(of: icon), source: .icon, warnings: warnings)
  }
}

extension DocumentFormat {
  /// An application, plug-in, framework or extension bundle.
  public static let appBundle = DocumentFormat(rawValue: "app-bundle")
}
