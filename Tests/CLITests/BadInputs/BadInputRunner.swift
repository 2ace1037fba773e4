import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Runs one catalogue row: a fresh temporary root holding `work/` (inputs, outputs) and the
/// captured streams; snapshots the tree before and after so writes outside the row's
/// declared outputs are caught, and kills a run that takes longer than the timeout.
enum BadInputRunner {
  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool
    /// Paths under the root that appeared, vanished or changed and were not declared.
    var undeclaredChanges: [String]
  }

  static let timeout: TimeInterval = 20

  static func run(_ row: BadInput) throws -> Outcome {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-badinput-\(row.id)-\(UUID().uuidString)", isDirectory: true)
    let work = root.appendingPathComponent("work", isDirectory: true)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    chmod(root.path, 0o755)
    chmod(work.path, 0o777)
    defer { removeTree(root) }
    let arguments = try row.setup(work)
    let before = snapshot(work)

    let stdoutURL = root.appendingPathComponent("stdout")
    let stderrURL = root.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
    let process = Process()
    var command = [ProjectPaths.docpkgExecutable.path] + arguments
    if let limit = row.fileSizeLimit {
      command = ["/usr/bin/prlimit", "--fsize=\(limit)"] + command
    }
    if row.asNobody {
      command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + command
    }
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.currentDirectoryURL = work
    process.standardInput = FileHandle.nullDevice
    let out =
      row.stdoutToDevFull
      ? FileHandle(forWritingAtPath: "/dev/full") : FileHandle(forWritingAtPath: stdoutURL.path)
    process.standardOutput = out
    process.standardError = FileHandle(forWritingAtPath: stderrURL.path)
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
      if Date() > deadline {
        timedOut = true
        kill(process.processIdentifier, SIGKILL)
        break
      }
      usleep(2000)
    }
    process.waitUntilExit()

    let after = snapshot(work)
    let allowed = Set(row.outputs)
    let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
    let undeclared = changed.filter { path in
      !allowed.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
    return Outcome(
      status: process.terminationStatus,
      stdout: (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "",
      timedOut: timedOut, undeclaredChanges: undeclared.sorted())
  }

  /// Relative path → kind, size, modification time and inode of everything under `root`,
  /// never following links; names that are not UTF-8 are kept as escaped bytes.
  static func snapshot(_ root: URL) -> [String: String] {
    var result: [String: String] = [:]
    func visit(_ path: [UInt8], relative: String) {
      var status = stat()
      let ok = withCString(path) { lstat($0, &status) } == 0
      guard ok else { return }
      guard status.st_mode & S_IFMT == S_IFDIR else {
        result[relative] =
          "\(status.st_mode) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec) \(status.st_ino)"
        return
      }
      // A folder's own size and time change when a temporary comes and goes inside it;
      // what it holds is compared entry by entry.
      result[relative] = "\(status.st_mode) \(status.st_ino)"
      for name in children(path) {
        let shown =
          String(validating: name, as: UTF8.self)
          ?? name.map { String(format: "%%%02X", $0) }.joined()
        visit(path + [0x2F] + name, relative: relative.isEmpty ? shown : relative + "/" + shown)
      }
    }
    visit(Array(root.path.utf8), relative: "")
    return result
  }

  static func children(_ path: [UInt8]) -> [[UInt8]] {
    withCString(path) { cPath -> [[UInt8]] in
      guard let directory = opendir(cPath) else { return [] }
      defer { closedir(directory) }
      var names: [[UInt8]] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
        if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
      }
      return names
    }
  }

  /// Removes a tree whatever its names and permissions, never following links.
  static func removeTree(_ url: URL) {
    func remove(_ path: [UInt8]) {
      var status = stat()
      guard withCString(path, { lstat($0, &status) }) == 0 else { return }
      if status.st_mode & S_IFMT == S_IFDIR {
        _ = withCString(path) { chmod($0, 0o755) }
        for name in children(path) { remove(path + [0x2F] + name) }
        _ = withCString(path) { rmdir($0) }
      } else {
        _ = withCString(path) { unlink($0) }
      }
    }
    remove(Array(url.path.utf8))
  }

  static func withCString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
    let terminated = bytes.map { CChar(bitPattern: $0) } + [0]
    return terminated.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}
