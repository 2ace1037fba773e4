import DocpkgSystem
import Foundation

/// Builds `FileWrapper`s while `TreeReader` walks: lazy sources for files, or their
/// contents with `.immediate`.
struct WrapperBuilder: TreeBuilder {
  var options: FileWrapper.ReadingOptions
  var limits: ReadingLimits
  private(set) var bytesLoaded: Int64 = 0

  init(options: FileWrapper.ReadingOptions, limits: ReadingLimits) {
    self.options = options
    self.limits = limits
  }

  mutating func file(at path: RawPath, relative: [[UInt8]], status: FileStatus) throws
    -> FileWrapper
  {
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
    return stamped(FileWrapper(storage: .regular(storage)), status)
  }

  mutating func link(destination: [UInt8], relative: [[UInt8]], status: FileStatus)
    -> FileWrapper
  {
    let text = String(decoding: destination, as: UTF8.self)
    let wrapper = FileWrapper(storage: .symbolicLink(URL(fileURLWithPath: text)))
    wrapper.rawLinkDestination = destination
    return stamped(wrapper, status)
  }

  mutating func directory(
    children: [(rawName: [UInt8], name: String, node: FileWrapper)], relative: [[UInt8]],
    status: FileStatus
  ) -> FileWrapper {
    let wrapper = FileWrapper(storage: .directory)
    for child in children {
      child.node.preferredFilename = child.name
      child.node.filename = child.name
      child.node.rawName = child.rawName
      wrapper.setChild(child.node, forKey: wrapper.uniqueKey(for: child.name))
    }
    return stamped(wrapper, status)
  }

  private func stamped(_ wrapper: FileWrapper, _ status: FileStatus) -> FileWrapper {
    wrapper.diskStatus = status
    wrapper.permissions = status.permissions
    wrapper.modificationDate = FileWrapper.date(of: status)
    return wrapper
  }
}
