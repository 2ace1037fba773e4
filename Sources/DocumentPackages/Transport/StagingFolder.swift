import DocpkgSystem
import Foundation
import Zip

/// A private folder (`0700`) beside an output, where an output is built before it is moved
/// into place; removed when done, so a failed run leaves nothing behind, and the folders of
/// killed runs are removed by the next run for the same output (`SiblingTemporary`).
struct StagingFolder {
  /// The folder.
  let url: URL

  /// Creates `.NAME.MARKER-PID-UUID` beside `output`, first removing those of dead
  /// processes.
  ///
  /// - Throws: `.outputNotCreatable` when the output's folder is missing or not writable.
  init(beside output: URL, marker: String) throws(DocumentPackageError) {
    try Self.requireFolder(of: output)
    SiblingTemporary.removeStale(beside: output, marker: marker)
    url = SiblingTemporary.url(beside: output, marker: marker)
    do throws(SystemError) {
      try FileSystem.makeDirectory(RawPath(url.path), permissions: 0o700)
    } catch {
      throw DocumentPackageError(
        path: output.path,
        cause: .outputNotCreatable(
          reason: "cannot create a file here: \(error.errno)"))
    }
  }

  /// Checks that the folder `output` goes into exists.
  /// - Throws: `.outputNotCreatable` naming the missing folder.
  static func requireFolder(of output: URL) throws(DocumentPackageError) {
    let folder = output.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw DocumentPackageError(
        path: output.path,
        cause: .outputNotCreatable(reason: "the folder \(folder.path) does not exist"))
    }
  }

  /// Removes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
