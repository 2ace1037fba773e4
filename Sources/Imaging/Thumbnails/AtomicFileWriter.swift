import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file atomically: a temporary file in the same folder, then `rename(2)`.
enum AtomicFileWriter {
  /// Replaces `url` with `data`; readers see the old file or the new one, never a mix.
  /// `permissions` are the new file's mode bits (`0o600` for private thumbnail caches).
  /// - Throws: ``ImageFileError/cannotWrite(path:reason:)``.
  static func write(_ data: Data, to url: URL, permissions: mode_t = 0o644) throws {
    let path = url.path
    let directory = url.deletingLastPathComponent().path
    var template = Array((directory + "/." + url.lastPathComponent + ".XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else { throw failure(path) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var written = 0
    let ok = data.withUnsafeBytes { raw -> Bool in
      while written < raw.count {
        let result = Glibc.write(
          descriptor, raw.baseAddress.map { $0 + written }, raw.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += result
      }
      return true
    }
    let error = errno
    guard ok, fchmod(descriptor, permissions) == 0 else {
      close(descriptor)
      unlink(temporary)
      errno = error
      throw failure(path)
    }
    guard close(descriptor) == 0, rename(temporary, path) == 0 else {
      let renameError = errno
      unlink(temporary)
      errno = renameError
      throw failure(path)
    }
  }

  private static func failure(_ path: String) -> ImageFileError {
    .cannotWrite(path: path, reason: String(cString: strerror(errno)))
  }
}
