import DocpkgSystem
import DocumentPackages
import Foundation
import Imaging
import UniformTypes

/// The package side of `thumbnail`: documents through `DocumentThumbnailer`, and
/// `--update-quicklook` through `NoteDocument`.
enum PackageThumbnails {
  /// Whether `path` is handled as a document (`DocumentThumbnailer.isDocumentInput`).
  static func isPackageInput(_ path: String) -> Bool {
    DocumentThumbnailer.isDocumentInput(path)
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
