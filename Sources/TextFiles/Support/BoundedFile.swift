import Foundation

/// Why a file could not be read whole.
public enum BoundedFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file does not exist or cannot be opened.
  case cannotOpen(path: String)
  /// The file is larger than the reader's limit.
  case tooLarge(path: String, limit: Int)

  /// A message naming the path.
  public var description: String {
    switch self {
    case .cannotOpen(let path): return "\(path): cannot open"
    case .tooLarge(let path, let limit): return "\(path): larger than the \(limit)-byte limit"
    }
  }
}

/// Reads a whole file, refusing one larger than a limit without reading past it.
enum BoundedFile {
  static func read(_ path: String, limit: Int) throws(BoundedFileError) -> Data {
    guard let handle = FileHandle(forReadingAtPath: path) else { throw .cannotOpen(path: path) }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw .cannotOpen(path: path)
    }
    guard data.count <= limit else { throw .tooLarge(path: path, limit: limit) }
    return data
  }
}

/// The AppleDouble file macOS writes beside `name` on file systems without forks.
enum AppleDoubleSidecar {
  static func path(for path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "._" + path }
    return path[...slash] + "._" + path[path.index(after: slash)...]
  }
}
