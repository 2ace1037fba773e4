import DocpkgSystem
import DocumentPackages
import Foundation
import Imaging
import UniformTypes

/// The package side of `thumbnail`: documents through `DocumentThumbnailer`, and
/// `--update-quicklook` through `NoteDocument`.
enum PackageThumbnails {
  /// Whether `path` is handled as a document (`DocumentThumbnailer.isDocumentInput`).
  ///
  /// A file (not a folder) whose extension names a JPEG or PNG picture is answered without the
  /// type table: such an extension is an image type in the built-in table, and the CLI
  /// registers no other declarations, so `isDocumentInput` would say no after building it.
  static func isPackageInput(_ path: String) -> Bool {
    if namesPicture(path) {
      var isDirectory: ObjCBool = false
      if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        || !isDirectory.boolValue
      {
        return false
      }
    }
    return DocumentThumbnailer.isDocumentInput(path)
  }

  /// The extensions ``isPackageInput(_:)`` answers for without the type table.
  private static let pictureExtensions: Set<String> = ["jpg", "jpeg", "png"]

  /// Whether `path`'s extension is one of ``pictureExtensions`` (any case); a name that is
  /// only a dot and the extension (`.png`) has none, as `NSString.pathExtension` says.
  static func namesPicture(_ path: String) -> Bool {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return pictureExtensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// Builds the type table ``isPackageInput(_:)`` reads on a background thread, so that the
  /// caller's first classification finds it built (or waits only for the rest of it).
  static func prepareTypeTable() {
    DispatchQueue.global(qos: .userInitiated).async { _ = UTTypeRegistry.shared }
  }

  /// Updates QuickLook (when asked) and writes the thumbnail (when `output` is given).
  /// - Returns: the warnings, each `path: cause`.
  /// - Throws: `DocumentPackageError`.
  static func make(
    input: String, output: String?, thumbnailer: Thumbnailer, updatesQuickLook: Bool,
    videoFrame: VideoFramePosition = .standard
  ) throws(DocumentPackageError) -> [String] {
    var warnings: [String] = []
    let url = URL(fileURLWithPath: input)
    if updatesQuickLook {
      let format = try DocumentFormat.detect(path: input)
      if format == .note {
        try NoteDocument.refreshQuickLook(ofNoteAt: url)
      } else {
        warnings.append("\(input): \(format) has no QuickLook folder; left unchanged")
      }
    }
    if let output {
      var maker = DocumentThumbnailer(thumbnailer: thumbnailer)
      maker.videoFrame = videoFrame
      let result = try maker.writeThumbnail(ofDocumentAt: url, to: URL(fileURLWithPath: output))
      warnings += result.warnings
    }
    return warnings
  }
}
