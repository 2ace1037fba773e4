import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--rewrite-output`: the finished thumbnail is copied into the existing output file,
/// keeping its inode, instead of replacing it by a rename. Thumbnailer hosts such as
/// tumbler create the `%o` file, keep it open and read it through that descriptor after
/// the thumbnailer exits, so a renamed-in file is never seen. The thumbnail is still made
/// beside the output first, so a failure leaves the output untouched.
enum InPlaceOutput {
  /// The option's declaration.
  static let option = Flag(
    "rewrite-output", help: "Write into the existing output file (thumbnailer hosts).")

  /// The staging file beside `output`.
  static func stagingPath(for output: String, index: Int) -> String {
    let url = URL(fileURLWithPath: output)
    return url.deletingLastPathComponent().appendingPathComponent(
      ".docpkg-\(getpid())-\(index)-\(url.lastPathComponent)"
    ).path
  }

  /// Copies `staging` into `output` (truncated, same inode; created if missing, never
  /// through a symbolic link) and removes `staging`.
  /// - Throws: `CommandFailure` (exit 73).
  static func deliver(_ staging: String, to output: String) throws(CommandFailure) {
    defer { unlink(staging) }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: staging))
    } catch {
      throw CommandFailure.cannotReadStaged(output: output, reason: "\(error)")
    }
    let descriptor = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(output) }
    defer { close(descriptor) }
    var written = 0
    let ok = data.withUnsafeBytes { raw -> Bool in
      while written < raw.count {
        let result = write(descriptor, raw.baseAddress.map { $0 + written }, raw.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += result
      }
      return true
    }
    guard ok else { throw failure(output) }
  }

  private static func failure(_ path: String) -> CommandFailure {
    .cannotWrite(path: path, reason: String(cString: strerror(errno)))
  }
}
