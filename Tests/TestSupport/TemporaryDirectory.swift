import Foundation

/// Runs `body` with a fresh empty directory that is removed afterwards, whatever happens.
public func withTemporaryDirectory<T>(
  _ body: (URL) throws -> T
) throws -> T {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("docpkg-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: url) }
  return try body(url)
}
