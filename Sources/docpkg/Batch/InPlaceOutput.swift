import DocpkgSystem
import Foundation

/// `--rewrite-output`: the finished thumbnail is copied into the existing output file,
/// keeping its inode, instead of replacing it by a rename. Thumbnailer hosts such as
/// tumbler create the `%o` file, keep it open and read it through that descriptor after
/// the thumbnailer exits, so a renamed-in file is never seen. The thumbnail is still made
/// beside the output first, so a failure leaves the output untouched.
enum InPlaceOutput {
  /// The staging file beside `output`.
  static func stagingPath(for output: String, index: Int) -> String {
    let url = URL(fileURLWithPath: output)
    return url.deletingLastPathComponent().appendingPathComponent(
      ".docpkg-\(SystemProcess.id)-\(index)-\(url.lastPathComponent)"
    ).path
  }

  /// Copies `staging` into `output` (truncated, same inode; created if missing, never
  /// through a symbolic link) and removes `staging`.
  /// - Throws: `CommandFailure` (exit 73).
  static func deliver(_ staging: String, to output: String) throws(CommandFailure) {
    defer { try? FileSystem.removeFile(RawPath(staging)) }  // delivered or not, it goes
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: staging))
    } catch {
      throw CommandFailure.cannotReadStaged(output: output, reason: "\(error)")
    }
    do throws(Errno) {
      let descriptor = try FileDescriptor.open(
        output, .writeOnly, options: [.create, .truncate, .noFollow, .closeOnExec],
        permissions: 0o644)
      try descriptor.closeAfter { () throws(Errno) in try descriptor.writeAll(data) }
    } catch {
      throw CommandFailure.cannotWrite(path: output, reason: "\(error)")
    }
  }
}
