import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private folder (`0700`) beside an output, where an output is built before it is moved
/// into place; removed when done, so an interrupted or failed run leaves nothing behind.
struct StagingFolder {
  /// The folder.
  let url: URL

  /// Creates `.NAME.MARKER-UUID` beside `output`.
  ///
  /// - Throws: `.outputNotCreatable` when the output's folder is missing or not writable.
  init(beside output: URL, marker: String) throws(DocumentPackageError) {
    let parent = output.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw DocumentPackageError(
        path: output.path,
        cause: .outputNotCreatable(reason: "the folder \(parent.path) does not exist"))
    }
    url = parent.appendingPathComponent(
      ".\(output.lastPathComponent).\(marker)-\(UUID().uuidString)")
    guard mkdir(url.path, 0o700) == 0 else {
      throw DocumentPackageError(
        path: output.path,
        cause: .outputNotCreatable(
          reason: "cannot create a file here: \(String(cString: strerror(errno)))"))
    }
  }

  /// Removes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
