import DocumentApps
import FileWrappers

extension UIDocument {
  /// The package tree `load(fromContents:ofType:)` was handed, which must be a folder.
  ///
  /// - Throws: `DocumentError.readFailed(path:reason:)` for a regular file.
  func packageFolder(in contents: Any) throws -> FileWrapper {
    guard let wrapper = contents as? FileWrapper, wrapper.isDirectory else {
      throw DocumentError.readFailed(path: fileURL.path, reason: "not a package folder")
    }
    return wrapper
  }
}
