import Foundation

/// Reads a file-system tree into wrappers: one `lstat`-level listing per folder, contents
/// left on disk unless `.immediate` is given. Never follows symbolic links.
struct TreeReader {
  var options: FileWrapper.ReadingOptions
  var limits: ReadingLimits
  /// Inspection mode: unreadable folders and files become problems instead of errors.
  var tolerant = false
  private(set) var entryCount = 0
  private(set) var bytesLoaded: Int64 = 0
  private(set) var problems: [PackageProblem] = []

  init(options: FileWrapper.ReadingOptions, limits: ReadingLimits, tolerant: Bool = false) {
    self.options = options
    self.limits = limits
    self.tolerant = tolerant
  }

  /// Reads the item at `path`.
  mutating func readRoot(_ path: RawPath) throws -> FileWrapper {
    let status: FileStatus
    do {
      status = try FileStatus.of(path)
    } catch {
      throw error.error(at: path)
    }
    if case .other(let type) = status.kind {
      throw FileWrapperError.unsupportedFileType(path: path.display, type: type)
    }
    guard let wrapper = try read(path, relative: [], status: status, depth: 0) else {
      throw FileWrapperError.noSuchFile(path: path.display)
    }
    return wrapper
  }

  private mutating func read(
    _ path: RawPath, relative: [[UInt8]], status: FileStatus, depth: Int
  ) throws -> FileWrapper? {
    entryCount += 1
    if entryCount > limits.maximumEntryCount {
      throw FileWrapperError.tooManyEntries(path: path.display, limit: limits.maximumEntryCount)
    }
    let wrapper: FileWrapper
    switch status.kind {
    case .regular:
      let source = RegularFileStorage.Source(
        path: path, status: status, mapping: !options.contains(.withoutMapping),
        maximumBytes: limits.maximumBytesLoaded)
      var storage = RegularFileStorage(source: source)
      if options.contains(.immediate) {
        bytesLoaded += status.size
        if bytesLoaded > limits.maximumBytesLoaded {
          throw FileWrapperError.tooManyBytes(path: path.display, limit: limits.maximumBytesLoaded)
        }
        var unmapped = source
        unmapped.mapping = false
        unmapped.maximumBytes = .max
        storage.data = try RegularFileStorage.read(unmapped)
      }
      wrapper = FileWrapper(storage: .regular(storage))
    case .symbolicLink:
      let destination: [UInt8]
      do {
        destination = try FileSystem.readLink(path)
      } catch {
        if tolerant {
          problems.append(
            PackageProblem(path: display(relative), kind: .unreadable(reason: error.reason)))
          return nil
        }
        throw error.error(at: path)
      }
      let text = String(decoding: destination, as: UTF8.self)
      wrapper = FileWrapper(storage: .symbolicLink(URL(fileURLWithPath: text)))
      wrapper.rawLinkDestination = destination
      if !relative.isEmpty && Self.leavesPackage(destination, linkDepth: relative.count - 1) {
        problems.append(
          PackageProblem(path: display(relative), kind: .linkOutsidePackage(destination: text)))
      }
    case .directory:
      if depth >= limits.maximumDepth {
        throw FileWrapperError.tooDeep(path: path.display, limit: limits.maximumDepth)
      }
      wrapper = FileWrapper(storage: .directory)
      let entries: [FileSystem.Entry]
      do {
        entries = try FileSystem.listDirectory(path)
      } catch {
        if tolerant {
          problems.append(
            PackageProblem(path: display(relative), kind: .unreadable(reason: error.reason)))
          entries = []
        } else {
          throw error.error(at: path)
        }
      }
      for entry in entries {
        let childRelative = relative + [entry.name]
        if case .other(let type) = entry.status.kind {
          problems.append(
            PackageProblem(path: display(childRelative), kind: .unsupportedFileType(type: type)))
          continue
        }
        if Self.isTemporaryName(entry.name) {
          problems.append(PackageProblem(path: display(childRelative), kind: .leftoverTemporary))
        }
        guard
          let child = try read(
            path.appending(entry.name), relative: childRelative, status: entry.status,
            depth: depth + 1)
        else { continue }
        let name: String
        if let valid = String(validating: entry.name, as: UTF8.self) {
          name = valid
        } else {
          name = String(decoding: entry.name, as: UTF8.self)
          problems.append(PackageProblem(path: display(childRelative), kind: .nonUTF8Name))
        }
        child.preferredFilename = name
        child.filename = name
        child.rawName = entry.name
        wrapper.setChild(child, forKey: wrapper.uniqueKey(for: name))
      }
    case .other(let type):
      throw FileWrapperError.unsupportedFileType(path: path.display, type: type)
    }
    wrapper.diskStatus = status
    wrapper.permissions = status.permissions
    wrapper.modificationDate = FileWrapper.date(of: status)
    return wrapper
  }

  /// Whether a link at depth `linkDepth` below the root (0 = directly in the root) with
  /// `destination` resolves, lexically, outside the root.
  static func leavesPackage(_ destination: [UInt8], linkDepth: Int) -> Bool {
    if destination.first == UInt8(ascii: "/") || destination.isEmpty { return true }
    var level = linkDepth
    for component in destination.split(separator: UInt8(ascii: "/")) {
      if component.elementsEqual([UInt8(ascii: ".")]) { continue }
      if component.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
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
    guard name.first == UInt8(ascii: ".") else { return false }
    let text = String(decoding: name, as: UTF8.self)
    return text.contains(AtomicReplacement.temporaryMarker)
      || text.contains(AtomicReplacement.oldMarker)
  }

  private func display(_ relative: [[UInt8]]) -> String {
    if relative.isEmpty { return "." }
    return relative.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
  }
}
