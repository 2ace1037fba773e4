import DocpkgSystem
import FileWrappers
import Foundation
import UniformTypes

/// File access shared by ``UIDocument`` and ``NSDocument``: reading contents, writing them
/// atomically, and the fingerprint that tells the document's own saves from other writers'.
enum DocumentFile {
  /// What identifies one saved state of the item: its inode (a save swaps in a new one),
  /// size and modification time.
  struct Fingerprint: Equatable {
    var inode: UInt64
    var size: Int64
    var seconds: Int64
    var nanoseconds: Int64
  }

  static func fingerprint(of url: URL) -> Fingerprint? {
    guard let status = try? FileStatus.of(RawPath(url.path)) else { return nil }
    return Fingerprint(
      inode: status.inode, size: status.size, seconds: status.modificationSeconds,
      nanoseconds: status.modificationNanoseconds)
  }

  static func modificationDate(of url: URL) -> Date? {
    fingerprint(of: url).map {
      Date(timeIntervalSince1970: Double($0.seconds) + Double($0.nanoseconds) / 1e9)
    }
  }

  /// The contents at `url`: a `FileWrapper` for a package, `Data` for a file.
  static func read(_ url: URL) throws -> Any {
    do {
      let status = try FileStatus.following(RawPath(url.path))
      if status.isDirectory { return try FileWrapper(url: url, options: .immediate) }
      return try Data(contentsOf: url)
    } catch {
      throw DocumentError.readFailed(path: url.path, reason: "\(error)")
    }
  }

  /// Writes `contents` (`Data` or `FileWrapper`) to `url` in one step: a crash leaves the
  /// old or the new item, never part of one.
  static func write(_ contents: Any, to url: URL, typeName: String) throws {
    let wrapper: FileWrapper
    switch contents {
    case let data as Data: wrapper = FileWrapper(regularFileWithContents: data)
    case let fileWrapper as FileWrapper: wrapper = fileWrapper
    default: throw DocumentError.unsupportedContents(typeName: typeName, path: url.path)
    }
    do {
      try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
    } catch {
      throw DocumentError.writeFailed(path: url.path, reason: "\(error)")
    }
  }

  /// The type identifier of the file at `url`, from its extension.
  static func typeIdentifier(of url: URL) -> String? {
    let pathExtension = url.pathExtension
    guard !pathExtension.isEmpty else { return nil }
    return UTType(filenameExtension: pathExtension)?.identifier
  }

  /// A Dropbox-style conflict copy name for `url` on this computer (`Note (host's conflicted
  /// copy 2024-01-02).note`), free in its folder.
  static func conflictCopyURL(for url: URL, date: Date = Date()) -> URL {
    let folder = url.deletingLastPathComponent()
    let (stem, pathExtension) = FileNameParts.split(url.lastPathComponent)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd"
    let host = ProcessInfo.processInfo.hostName.split(separator: ".").first.map(String.init)
    let owner = host.map { "\($0)'s " } ?? ""
    let day = formatter.string(from: date)
    for counter in 0..<1000 {
      let suffix = counter == 0 ? "" : " (\(counter))"
      let name = FileNameParts.join(
        "\(stem) (\(owner)conflicted copy \(day)\(suffix))", pathExtension)
      let candidate = folder.appendingPathComponent(name)
      if (try? FileStatus.of(RawPath(candidate.path))) == nil { return candidate }
    }
    return folder.appendingPathComponent(
      FileNameParts.join(
        "\(stem) (\(owner)conflicted copy \(day) \(UUID().uuidString))", pathExtension))
  }
}
