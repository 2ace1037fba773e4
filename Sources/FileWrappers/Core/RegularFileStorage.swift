import DocpkgSystem
import Foundation

/// A regular file's contents: in memory, or a checked reference to the file they come from.
struct RegularFileStorage {
  /// Where lazily read contents live and what the file looked like when it was listed.
  struct Source {
    var path: RawPath
    var status: FileStatus
    var mapping: Bool
    var maximumBytes: Int64
  }

  /// The loaded contents, if any.
  var data: Data?
  /// The file the contents come from, for wrappers read from disk.
  var source: Source?
  /// Where the contents come from otherwise (an archive entry).
  var provider: FileContentSource?

  init(data: Data) {
    self.data = data
  }

  init(source: Source) {
    self.source = source
  }

  init(provider: FileContentSource) {
    self.provider = provider
  }

  /// Loads the contents from `source`, after checking the file is still the one listed.
  mutating func load() throws -> Data {
    if let provider {
      let loaded = try provider.load()
      data = loaded
      return loaded
    }
    guard let source else { return Data() }
    let loaded = try Self.read(source)
    data = loaded
    return loaded
  }

  /// Opens the source without following links, checks inode, size and time, then maps or
  /// reads it.
  static func read(_ source: Source) throws -> Data {
    let path = source.path
    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(
        path.cString, .readOnly, options: [.noFollow, .closeOnExec])
    } catch {
      if error == .noSuchFileOrDirectory { throw FileWrapperError.fileVanished(path: path.display) }
      if error == .tooManySymbolicLinks {
        throw FileWrapperError.contentsChanged(path: path.display)
      }
      throw SystemError(call: "open", errno: error).error(at: path)
    }
    defer { try? descriptor.close() }  // read-only: a close error loses nothing
    let now: FileStatus
    do throws(Errno) { now = try descriptor.fileStatus() } catch {
      throw SystemError(call: "fstat", errno: error).error(at: path)
    }
    guard now.kind == .regular, now.isUnchanged(comparedTo: source.status) else {
      throw FileWrapperError.contentsChanged(path: path.display)
    }
    let size = Int(now.size)
    if size == 0 { return Data() }
    if source.mapping {
      if let address = MemoryMapping.mapReadOnly(descriptor, length: size) {
        return Data(
          bytesNoCopy: address, count: size,
          deallocator: .custom { pointer, count in MemoryMapping.unmap(pointer, length: count) })
      }
    }
    if now.size > source.maximumBytes {
      throw FileWrapperError.tooManyBytes(path: path.display, limit: source.maximumBytes)
    }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
    let offset: Int
    do throws(Errno) {
      offset = try descriptor.readAll(into: buffer)
    } catch {
      buffer.deallocate()
      throw SystemError(call: "read", errno: error).error(at: path)
    }
    if offset != size {
      buffer.deallocate()
      throw FileWrapperError.contentsChanged(path: path.display)
    }
    guard let base = buffer.baseAddress else { return Data() }
    return Data(
      bytesNoCopy: base, count: size, deallocator: .custom { pointer, _ in pointer.deallocate() })
  }
}
