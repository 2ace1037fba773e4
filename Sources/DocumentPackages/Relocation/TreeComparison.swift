import DocpkgSystem
import Foundation

/// Compares two items on disk — kinds, names, sizes, bytes and link destinations — without
/// following links, to check a copy before its original is removed.
enum TreeComparison {
  /// The first difference between `original` and `copy`, or `nil` when they match.
  /// - Parameter depthLimit: folders nested deeper than this count as a difference.
  static func difference(_ original: String, _ copy: String, depthLimit: Int = 64) -> String? {
    guard let left = try? FileStatus.of(RawPath(original)) else {
      return "\(original) cannot be examined"
    }
    guard let right = try? FileStatus.of(RawPath(copy)) else { return "\(copy) is missing" }
    let kind = left.kind
    guard kind == right.kind else { return "\(copy) is of another kind" }
    switch kind {
    case .regular:
      guard left.size == right.size else { return "\(copy) has another size" }
      return sameBytes(original, copy) ? nil : "\(copy) has other contents"
    case .symbolicLink:
      // A link that cannot be read is a difference (two unreadable links are not "equal").
      guard let destination = try? FileSystem.readLink(RawPath(original)) else {
        return "\(original) cannot be read"
      }
      return (try? FileSystem.readLink(RawPath(copy))) == destination
        ? nil : "\(copy) points elsewhere"
    case .directory:
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
    case .other:
      return "\(original) is neither a file, folder nor link"
    }
  }

  private static func sameBytes(_ first: String, _ second: String) -> Bool {
    // Read-only: a close error loses nothing.
    guard
      let a = try? FileSystem.open(RawPath(first), .readOnly, options: [.noFollow, .closeOnExec])
    else { return false }
    defer { try? a.close() }
    guard
      let b = try? FileSystem.open(RawPath(second), .readOnly, options: [.noFollow, .closeOnExec])
    else { return false }
    defer { try? b.close() }
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
  private static func readFully(_ descriptor: FileDescriptor, _ buffer: inout [UInt8]) -> Int {
    buffer.withUnsafeMutableBytes { raw in
      (try? descriptor.readAll(into: raw)) ?? -1
    }
  }
}
