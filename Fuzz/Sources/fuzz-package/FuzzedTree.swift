import Foundation
import FuzzSupport

/// A small file tree decoded from fuzzer bytes and laid out with raw POSIX calls, so names
/// may be any bytes except `/` and NUL.
struct FuzzedTree {
  enum Kind: UInt8, CaseIterable {
    case file, directory, symlink, fifo
  }

  struct Item {
    var kind: Kind
    /// Index into the folders made so far (0 = the root).
    var parent: Int
    var name: [UInt8]
    /// File contents or link target.
    var payload: [UInt8]
  }

  static let extensions = ["note", "rtfd", "ptk", "pages", "", "rtf"]

  var rootExtension: String
  var items: [Item] = []

  init(reading input: inout FuzzInput) {
    rootExtension = input.pick(Self.extensions)
    while !input.isAtEnd, items.count < 32 {
      let kind = Kind(rawValue: input.byte() % 4) ?? .file
      let parent = Int(input.byte())
      let name = input.chunk(maximum: 64)
      let payload = kind == .file ? input.chunk(maximum: 8192) : input.chunk(maximum: 96)
      items.append(Item(kind: kind, parent: parent, name: name, payload: payload))
    }
  }

  private static let counter = Counter()

  /// Creates the tree under a fresh temporary folder; returns the root's path.
  func layOut() -> String {
    let base = FileManager.default.temporaryDirectory.path
    let root = "\(base)/docpkg-fuzz-pkg-\(getpid())-\(Self.counter.next()).\(rootExtension)"
    mkdir(root, 0o755)
    var folders: [[UInt8]] = [Array(root.utf8)]
    for item in items {
      guard !item.name.isEmpty, !item.name.contains(0x2F), !item.name.contains(0),
        item.name != [0x2E], item.name != [0x2E, 0x2E]
      else { continue }
      let path = folders[item.parent % folders.count] + [0x2F] + item.name
      withCString(path) { cPath in
        switch item.kind {
        case .file:
          let fd = open(cPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
          guard fd >= 0 else { return }
          _ = item.payload.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
          close(fd)
        case .directory:
          if mkdir(cPath, 0o755) == 0 { folders.append(path) }
        case .symlink:
          withCString(item.payload) { target in _ = symlink(target, cPath) }
        case .fifo:
          _ = mkfifo(cPath, 0o644)
        }
      }
    }
    return root
  }
}

/// Removes a tree whose names may not be UTF-8, never following symlinks.
func removeTree(_ path: String) {
  removeTree(bytes: Array(path.utf8))
}

private func removeTree(bytes path: [UInt8]) {
  withCString(path) { cPath in
    var status = stat()
    guard lstat(cPath, &status) == 0 else { return }
    if status.st_mode & S_IFMT == S_IFDIR {
      chmod(cPath, 0o755)
      if let directory = opendir(cPath) {
        var children: [[UInt8]] = []
        while let entry = readdir(directory) {
          let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            Array(raw.prefix { $0 != 0 })
          }
          if name != [0x2E], name != [0x2E, 0x2E] { children.append(name) }
        }
        closedir(directory)
        for child in children { removeTree(bytes: path + [0x2F] + child) }
      }
      rmdir(cPath)
    } else {
      unlink(cPath)
    }
  }
}

private func withCString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
  (bytes + [0]).withUnsafeBufferPointer { buffer in
    buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count, body)
  }
}

private final class Counter: @unchecked Sendable {
  private var value = 0
  func next() -> Int {
    value += 1
    return value
  }
}
