import Foundation

/// Installs and removes ``DesktopEntries`` in an XDG data folder, then refreshes that
/// folder's MIME database with `update-mime-database`.
///
/// ```swift
/// let folder = try #require(DesktopInstaller.dataDirectory(for: .user, environment: env))
/// let installer = DesktopInstaller(dataDirectory: folder, executable: "/usr/bin/docpkg")
/// let written = try installer.install()
/// if let problem = installer.updateMIMEDatabase(environment: env) { print(problem) }
/// ```
public struct DesktopInstaller: Sendable {
  /// The data folder (`~/.local/share`, `/usr/local/share`, or another).
  public var dataDirectory: URL
  /// The `docpkg` the thumbnailer runs (absolute).
  public var executable: String

  /// An installer writing into `dataDirectory` a thumbnailer that runs `executable`.
  public init(dataDirectory: URL, executable: String) {
    self.dataDirectory = dataDirectory
    self.executable = executable
  }

  /// `DATA/thumbnailers/docpkg.thumbnailer`.
  public var thumbnailerFile: URL {
    dataDirectory.appendingPathComponent("thumbnailers/" + DesktopEntries.thumbnailerName)
  }

  /// `DATA/mime/packages/docpkg.xml`.
  public var mimePackageFile: URL {
    dataDirectory.appendingPathComponent("mime/packages/" + DesktopEntries.mimePackageName)
  }

  /// Writes both files atomically; returns their paths.
  /// - Throws: ``DesktopInstallError/cannotWrite(path:reason:)``.
  public func install() throws(DesktopInstallError) -> [String] {
    try write(DesktopEntries.thumbnailer(executable: executable), to: thumbnailerFile)
    try write(DesktopEntries.mimePackage, to: mimePackageFile)
    return [thumbnailerFile.path, mimePackageFile.path]
  }

  /// Removes both files (those present); returns the paths removed.
  /// - Throws: ``DesktopInstallError/cannotRemove(path:reason:)`` when a file exists but
  ///   cannot be removed.
  public func uninstall() throws(DesktopInstallError) -> [String] {
    var removed: [String] = []
    for file in [thumbnailerFile, mimePackageFile]
    where FileManager.default.fileExists(atPath: file.path) {
      do {
        try FileManager.default.removeItem(at: file)
      } catch {
        throw DesktopInstallError.cannotRemove(path: file.path, reason: error.localizedDescription)
      }
      removed.append(file.path)
    }
    return removed
  }

  /// Runs `update-mime-database <data dir>/mime`; `nil` on success, else why not.
  public func updateMIMEDatabase(environment: [String: String]) -> String? {
    let folder = dataDirectory.appendingPathComponent("mime").path
    let searchPath = environment["PATH"] ?? "/usr/bin:/bin"
    let tool = searchPath.split(separator: ":").map { $0 + "/update-mime-database" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let tool else {
      return "update-mime-database not found (Debian: shared-mime-info); \(folder) not refreshed"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = [folder]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return "\(tool): \(error.localizedDescription)"
    }
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text =
        String(decoding: message, as: UTF8.self)
        .split(separator: "\n").first.map(String.init) ?? "exit \(process.terminationStatus)"
      return "update-mime-database \(folder) failed: \(text)"
    }
    return nil
  }

  private func write(_ text: String, to file: URL) throws(DesktopInstallError) {
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file, options: .atomic)
    } catch {
      throw DesktopInstallError.cannotWrite(path: file.path, reason: error.localizedDescription)
    }
  }
}
