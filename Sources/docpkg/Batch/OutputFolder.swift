import Foundation

/// The `--output-dir` folder of a batch, created (with its parents) before any input runs.
enum OutputFolder {
  /// Creates `path` when given; nothing when nil.
  /// - Throws: `CommandFailure.cannotCreateFolder` (exit 73).
  static func create(_ path: String?) throws(CommandFailure) {
    guard let path else { return }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreateFolder(path: path)
    }
  }
}
