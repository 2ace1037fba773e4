import FileWrappers
import Foundation
import Imaging

/// The PhotoKeeper rules of Spec/Formats/PhotoKeeper.md (PTK-2 … PTK-7; PTK-1 and PTK-8
/// are checked by the caller and ``TreeChecks``).
enum PhotoKeeperRules {
  /// Checks the PhotoKeeper package `root`.
  static func check(
    _ root: FileWrapper, depth: ExaminationDepth, into examination: inout Examination
  ) {
    let names: Set<String> = [PhotoKeeperData.filename, PhotoKeeperMetadata.filename]
    for key in ExaminationSupport.sortedKeys(of: root) where !names.contains(key) {
      examination.add("PTK-7", .warning, key, "unexpected entry in a PhotoKeeper document")
    }
    checkArchive(
      PhotoKeeperData.filename, rule: "PTK-2", className: PhotoKeeperData.className, in: root,
      into: &examination
    ) { data, examination in
      let payload = try PhotoKeeperData(archive: data)
      checkVersion(payload.version, PhotoKeeperData.filename, into: &examination)
      checkPhoto(payload.photo, depth: depth, into: &examination)
    }
    checkArchive(
      PhotoKeeperMetadata.filename, rule: "PTK-3", className: PhotoKeeperMetadata.className,
      in: root, into: &examination
    ) { data, examination in
      let payload = try PhotoKeeperMetadata(archive: data)
      checkVersion(payload.version, PhotoKeeperMetadata.filename, into: &examination)
      checkThumbnail(payload.thumbnail, depth: depth, into: &examination)
    }
  }

  /// Reads the archive `name` (errors under `rule`) and hands its bytes to `check`; a
  /// `check` that throws reports the archive as not a keyed archive of `className`.
  private static func checkArchive(
    _ name: String, rule: String, className: String, in root: FileWrapper,
    into examination: inout Examination, _ check: (Data, inout Examination) throws -> Void
  ) {
    guard let data = ExaminationSupport.requiredFile(name, rule: rule, in: root, into: &examination)
    else { return }
    do {
      try check(data, &examination)
    } catch {
      examination.add(rule, .error, name, "not a keyed archive of \(className): \(error)")
    }
  }

  private static func checkVersion(
    _ version: Int64, _ name: String, into examination: inout Examination
  ) {
    if version != 1 {
      examination.add("PTK-6", .warning, name, "Version is \(version), not 1")
    }
  }

  private static func checkPhoto(
    _ photo: Data?, depth: ExaminationDepth, into examination: inout Examination
  ) {
    let path = PhotoKeeperData.filename + "#Photo"
    guard let photo else {
      examination.add("PTK-4", .warning, path, "no photo")
      return
    }
    var summary = ExaminationSupport.attachment(
      FileWrapper(regularFileWithContents: photo), name: "Photo", path: path, depth: depth)
    summary.declaredType = "public.png"
    examination.attachments.append(summary)
    guard depth == .thorough else { return }
    do {
      _ = try ImageDecoder.decode(photo, options: DecodingOptions(targetSize: (256, 256)))
    } catch {
      examination.add("PTK-4", .error, path, "photo does not decode as an image: \(error)")
    }
  }

  private static func checkThumbnail(
    _ thumbnail: Data?, depth: ExaminationDepth, into examination: inout Examination
  ) {
    let path = PhotoKeeperMetadata.filename + "#Thumbnail"
    let edge = PhotoKeeperMetadata.thumbnailSize
    guard let thumbnail else {
      examination.add("PTK-5", .warning, path, "no thumbnail")
      examination.quickLook = QuickLookSummary(state: .notApplicable)
      return
    }
    examination.quickLook = QuickLookSummary(
      state: .notApplicable, path: path, byteCount: Int64(thumbnail.count))
    do {
      let png = try PNGSummary(data: thumbnail)
      examination.quickLook?.width = png.width
      examination.quickLook?.height = png.height
      if png.width != edge || png.height != edge {
        examination.add(
          "PTK-5", .warning, path, "thumbnail is \(png.width)×\(png.height), not \(edge)×\(edge)")
      } else if depth == .thorough {
        _ = try ImageDecoder.decode(thumbnail)
      }
    } catch {
      examination.add("PTK-5", .warning, path, "thumbnail is not a valid PNG: \(error)")
    }
  }
}
