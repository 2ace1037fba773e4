import DocpkgSystem
import Foundation

/// Compares two items on disk — kinds, names, sizes, bytes and link destinations — without
/// following links, to check a copy before its original is removed.
enum TreeComparison {
  /// The first difference between `original` and `copy`, or `nil` when they match.
  /// - Parameter depthLimit: folders nested deeper than this count as a difference.
  static func difference(_ original: String, _ copy: String, depthLimit: Int = 64) -> String? {
    var left = stat()
    var right = stat()
    guard lstat(original, &left) == 0 else { return "\(original) cannot be examined" }
    guard lstat(copy, &right) == 0 else { return "\(copy) is missing" }
    let kind = left.st_mode & S_IFMT
    guard kind == right.st_mode & S_IFMT else { return "\(copy) is of another kind" }
    switch kind {
    case S_IFREG:
      guard left.st_size == right.st_size else { return "\(copy) has another size" }
      return sameBytes(original, copy) ? nil : "\(copy) has other contents"
    case S_IFLNK:
      // A link that cannot be read is a difference (two unreadable links are not "equal").
      guard let destination = try? FileSystem.readLink(RawPath(original)) else {
        return "\(original) cannot be read"
      }
      return (try? FileSystem.readLink(RawPath(copy))) == destination
        ? nil : "\(copy) points elsewhere"
    case S_IFDIR:
      guard depthLimit > 0 else { return "\(original) nests too deep" }
      // A folder that cannot be listed is a difference, never an empty folder.
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: original) else {
        return "\(original) cannot be listed"
      }
      guard let copied = try? FileManager.default.contentsOfDirectory(atPath: copy) else {
        return "\(copy) cannot be listed"
      }
      guard names.sorted() == copied.sorted() else { return "\(copy) has other entries" }
      for name in names {
        if let difference = difference(
          original + "/" + name, copy + "/" + name, depthLimit: depthLimit - 1)
        {
          return difference
        }
      }
      return nil
    default:
      return "\(original) is neither a file, folder nor link"
    }
  }

  private static func sameBytes(_ first: String, _ second: String) -> Bool {
    let a = open(first, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard a >= 0 else { return false }
    defer { close(a) }
    let b = open(second, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard b >= 0 else { return false }
    defer { close(b) }
    let size = 1 << 16
    var bufferA = [UInt8](repeating: 0, count: size)
    var bufferB = [UInt8](repeating: 0, count: size)
    while true {
      let countA = readFully(a, &bufferA)
      let countB = readFully(b, &bufferB)
      guard countA == countB, countA >= 0 else { return false }
      if countA == 0 { return true }
      guard bufferA[0..<countA] == bufferB[0..<countB] else { return false }
    }
  }

  /// Reads until `buffer` is full or the file ends; -1 on error.
  private static func readFully(_ descriptor: Int32, _ buffer: inout [UInt8]) -> Int {
    buffer.withUnsafeMutableBytes { raw in
      (try? FileDescriptor(rawValue: descriptor).readAll(into: raw)) ?? -1
    }
  }
}
