import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a file so that readers (and a process killed half-way) see the complete old file
/// or the complete new one, never a mix: the protocol of `Spec/SystemLayer.md`.
///
/// 1. create a temporary beside the target (`.NAME.XXXXXX`, `mkstemp(3)`: same folder, so
///    the same file system, mode `0600`, never an existing file);
/// 2. write every byte, set the final permissions, `fsync` when `durable`, close;
/// 3. `rename(2)` it over the target (and `fsync` the folder when `durable`);
/// 4. on any failure remove the temporary and throw the failed call with its errno.
package enum AtomicFile {
  /// Replaces (or creates) `path` with `bytes`.
  /// - Parameters:
  ///   - bytes: the whole new content.
  ///   - path: the file to replace or create.
  ///   - permissions: the new file's mode bits (`0o600` for private caches).
  ///   - durable: flush the file and its folder to stable storage before returning.
  /// - Throws: the failed call and its `Errno`.
  package static func write<Bytes: ContiguousBytes>(
    _ bytes: Bytes, to path: String, permissions: mode_t = 0o644, durable: Bool = false
  ) throws(SystemError) {
    let temporary = try createTemporary(beside: path)
    do throws(SystemError) {
      try fill(temporary.descriptor, with: bytes, permissions: permissions, durable: durable)
      if rename(temporary.path, path) != 0 { throw SystemError(call: "rename", errno: errno) }
    } catch {
      unlink(temporary.path)
      throw error
    }
    if durable { try? syncFolder(of: path) }  // the file itself is already on disk
  }

  /// A new empty file `.NAME.XXXXXX` beside `path`, open for writing.
  package static func createTemporary(beside path: String) throws(SystemError)
    -> (descriptor: FileDescriptor, path: String)
  {
    let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
    let folder = slash.map { String(path[..<$0]) + "/" } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array((folder + "." + name + ".XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    if descriptor < 0 { throw SystemError(call: "mkstemp", errno: errno) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)  // only hygiene: a failure changes nothing
    let created = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return (FileDescriptor(rawValue: descriptor), created)
  }

  /// Writes `bytes` to `descriptor`, sets `permissions`, syncs when `durable`, and closes it
  /// (also on failure).
  private static func fill<Bytes: ContiguousBytes>(
    _ descriptor: FileDescriptor, with bytes: Bytes, permissions: mode_t, durable: Bool
  ) throws(SystemError) {
    var failure: SystemError?
    do throws(Errno) {
      try descriptor.writeAll(bytes)
    } catch {
      failure = SystemError(call: "write", errno: error)
    }
    if failure == nil {
      do throws(Errno) { try descriptor.setPermissions(permissions) } catch {
        failure = SystemError(call: "fchmod", errno: error)
      }
    }
    if failure == nil, durable {
      do throws(Errno) { try descriptor.sync() } catch  where error != .invalidArgument {
        failure = SystemError(call: "fsync", errno: error)
      } catch {}
    }
    do throws(Errno) { try descriptor.close() } catch  where failure == nil {
      failure = SystemError(call: "close", errno: error)
    } catch {}
    if let failure { throw failure }
  }

  /// Flushes the folder holding `path` (so a rename in it survives a power cut).
  package static func syncFolder(of path: String) throws(SystemError) {
    try FileSystem.sync(RawPath(path).parent)
  }
}
