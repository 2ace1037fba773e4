import DocpkgSystem
import Foundation

/// The names in one folder, with the errors docpkg reports for a folder that cannot be read.
package enum FolderListing {
  /// The names of the items in `folder` (hidden ones included, unsorted).
  /// - Throws: `FileWrapperError.noSuchFile` when `folder` does not exist,
  ///   `.systemCallFailed` when it is not a folder or cannot be listed.
  package static func names(in folder: URL) throws(FileWrapperError) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      var isDirectory: ObjCBool = false
      if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
        throw FileWrapperError.noSuchFile(path: folder.path)
      }
      let code = isDirectory.boolValue ? Errno(extractingFrom: error) ?? .ioError : .notDirectory
      throw FileWrapperError.systemCallFailed(
        path: folder.path, call: "opendir", errno: code.rawValue)
    }
  }
}
