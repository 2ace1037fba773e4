import FileWrappers

/// Resolves symbolic links inside a package tree in memory, the way the kernel would
/// resolve them on disk, without touching the disk: links through links are followed,
/// `..` above the root leaves the package.
enum LinkResolver {
  /// Where a link ends up.
  enum Resolution: Equatable {
    /// At an item, or a missing name, inside the package.
    case inside
    /// Outside the package (absolute, or `..` above the root, possibly through other links).
    case outside
    /// At a name that does not exist inside the package.
    case dangling
    /// More than ``maximumHops`` links in a row (a loop).
    case loop
  }

  /// The most links followed for one resolution (Linux's `MAXSYMLINKS`).
  static let maximumHops = 40

  /// The destination text of a link wrapper, as stored (never resolved).
  static func destination(of link: FileWrapper) -> String? {
    guard link.isSymbolicLink else { return nil }
    return PackageInspector.entry(for: link, name: "link").symbolicLinkDestination
  }

  /// Where the link at `components` (its path from the root) resolves.
  static func resolve(linkAt components: [String], in root: FileWrapper) -> Resolution {
    guard let link = node(at: components, in: root), let target = destination(of: link) else {
      return .dangling
    }
    var hops = 1
    var stack = Array(components.dropLast())
    return follow(target, from: &stack, in: root, hops: &hops)
  }

  private static func follow(
    _ target: String, from stack: inout [String], in root: FileWrapper, hops: inout Int
  ) -> Resolution {
    if target.hasPrefix("/") { return .outside }
    let parts = target.split(separator: "/", omittingEmptySubsequences: true)
    for (index, part) in parts.enumerated() {
      if part == "." { continue }
      if part == ".." {
        if stack.isEmpty { return .outside }
        stack.removeLast()
        continue
      }
      let name = String(part)
      guard let child = node(at: stack + [name], in: root) else {
        // A missing name: the kernel stops here (ENOENT), whatever follows.
        return .dangling
      }
      if child.isSymbolicLink {
        hops += 1
        if hops > maximumHops { return .loop }
        guard let next = destination(of: child) else { return .dangling }
        let result = follow(next, from: &stack, in: root, hops: &hops)
        if result != .inside { return result }
      } else {
        if !child.isDirectory && index < parts.count - 1 { return .dangling }
        stack.append(name)
      }
    }
    return .inside
  }

  /// The wrapper at `components` below `root`, without following links.
  static func node(at components: [String], in root: FileWrapper) -> FileWrapper? {
    var current = root
    for name in components {
      guard let next = current.fileWrappers?[name] else { return nil }
      current = next
    }
    return current
  }
}
