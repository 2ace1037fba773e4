import DocpkgSystem

/// Walks a file-system tree with one `readdir` + `fstatat` per folder entry, relative to open
/// folder descriptors, never following symbolic links, and hands each item to a builder.
/// Enforces the entry and depth limits and collects problems.
struct TreeReader<Builder: TreeBuilder> {
  var builder: Builder
  var limits: ReadingLimits
  /// Inspection mode: unreadable folders become problems instead of errors.
  var tolerant: Bool
  private(set) var entryCount = 0
  private(set) var problems: [PackageProblem] = []

  init(builder: Builder, limits: ReadingLimits, tolerant: Bool = false) {
    self.builder = builder
    self.limits = limits
    self.tolerant = tolerant
  }

  /// Reads the item at `path`.
  mutating func readRoot(_ path: RawPath) throws -> Builder.Node {
    let status: FileStatus
    do {
      status = try FileStatus.of(path)
    } catch {
      throw error.error(at: path)
    }
    try count(path)
    switch status.kind {
    case .regular:
      return try builder.file(at: path, relative: [], status: status)
    case .symbolicLink:
      do {
        return builder.link(
          destination: try FileSystem.readLink(path), relative: [], status: status)
      } catch {
        throw error.error(at: path)
      }
    case .directory:
      let descriptor: Int32
      do {
        descriptor = try FileSystem.openDirectory(path)
      } catch {
        throw error.error(at: path)
      }
      defer { FileSystem.closeDirectory(descriptor) }
      return try readDirectory(descriptor, path: path, relative: [], status: status, depth: 0)
    case .other(let type):
      throw FileWrapperError.unsupportedFileType(path: path.display, type: type)
    }
  }

  private mutating func count(_ path: RawPath) throws {
    entryCount += 1
    if entryCount > limits.maximumEntryCount {
      throw FileWrapperError.tooManyEntries(path: path.display, limit: limits.maximumEntryCount)
    }
  }

  private mutating func readDirectory(
    _ descriptor: Int32, path: RawPath, relative: [[UInt8]], status: FileStatus, depth: Int
  ) throws -> Builder.Node {
    if depth >= limits.maximumDepth {
      throw FileWrapperError.tooDeep(path: path.display, limit: limits.maximumDepth)
    }
    var entries: [FileSystem.Entry] = []
    do {
      entries = try FileSystem.listDirectory(descriptor: descriptor)
    } catch {
      guard tolerant else { throw error.error(at: path) }
      problem(relative, .unreadable(reason: error.reason))
    }
    var children: [(rawName: [UInt8], name: String, node: Builder.Node)] = []
    children.reserveCapacity(entries.count)
    for entry in entries {
      let childPath = path.appending(entry.name)
      let childRelative = relative + [entry.name]
      let node: Builder.Node
      switch entry.status.kind {
      case .other(let type):
        problem(childRelative, .unsupportedFileType(type: type))
        continue
      case .regular:
        try count(childPath)
        node = try builder.file(at: childPath, relative: childRelative, status: entry.status)
      case .symbolicLink:
        try count(childPath)
        let destination = entry.linkDestination ?? []
        if Self.leavesPackage(destination, linkDepth: relative.count) {
          let text = String(decoding: destination, as: UTF8.self)
          problem(childRelative, .linkOutsidePackage(destination: text))
        }
        node = builder.link(
          destination: destination, relative: childRelative, status: entry.status)
      case .directory:
        try count(childPath)
        let child: Int32
        do {
          child = try FileSystem.openDirectory(
            entry.name.map { CChar(bitPattern: $0) } + [0], in: descriptor)
        } catch {
          guard tolerant else { throw error.error(at: childPath) }
          problem(childRelative, .unreadable(reason: error.reason))
          node = builder.directory(
            children: [], relative: childRelative, status: entry.status)
          children.append((entry.name, Self.decode(entry.name), node))
          continue
        }
        defer { FileSystem.closeDirectory(child) }
        node = try readDirectory(
          child, path: childPath, relative: childRelative, status: entry.status,
          depth: depth + 1)
      }
      if Self.isTemporaryName(entry.name) { problem(childRelative, .leftoverTemporary) }
      let name: String
      if let valid = String(validating: entry.name, as: UTF8.self) {
        name = valid
      } else {
        name = Self.decode(entry.name)
        problem(childRelative, .nonUTF8Name)
      }
      children.append((entry.name, name, node))
    }
    return builder.directory(children: children, relative: relative, status: status)
  }

  private mutating func problem(_ relative: [[UInt8]], _ kind: PackageProblem.Kind) {
    problems.append(PackageProblem(path: Self.display(relative), kind: kind))
  }

  static func decode(_ name: [UInt8]) -> String {
    String(decoding: name, as: UTF8.self)
  }

  /// Whether a link at depth `linkDepth` below the root (0 = directly in the root) with
  /// `destination` resolves, lexically, outside the root.
  static func leavesPackage(_ destination: [UInt8], linkDepth: Int) -> Bool {
    if destination.first == UInt8(ascii: "/") || destination.isEmpty { return true }
    var level = linkDepth
    for component in destination.split(separator: UInt8(ascii: "/")) {
      if component.count == 1 && component.first == UInt8(ascii: ".") { continue }
      if component.count == 2 && component.allSatisfy({ $0 == UInt8(ascii: ".") }) {
        level -= 1
        if level < 0 { return true }
      } else {
        level += 1
      }
    }
    return false
  }

  /// Whether `name` is an atomic-save temporary (`.NAME.docpkg-tmp-…` or `-old-…`).
  static func isTemporaryName(_ name: [UInt8]) -> Bool {
    guard name.first == UInt8(ascii: "."), name.count > 13 else { return false }
    let text = String(decoding: name, as: UTF8.self)
    return text.contains(AtomicReplacement.temporaryMarker)
      || text.contains(AtomicReplacement.oldMarker)
  }

  /// A relative path for messages, `.` for the root.
  static func display(_ relative: [[UInt8]]) -> String {
    if relative.isEmpty { return "." }
    return relative.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
  }
}
