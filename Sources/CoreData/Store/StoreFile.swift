import ByteReading
import Foundation

/// How a store file is opened so that reading never changes it or its `-wal`/`-shm`.
///
/// - No `-wal` (or an empty one): the file is opened in place as `immutable=1`, so SQLite
///   takes no locks and creates no `-shm` or `-wal`; a store in WAL mode is reported
///   (``StoreWarning/writeAheadLogMissing(path:)``).
/// - A non-empty `-wal`: a read-only connection would have to write the `-shm` (readers
///   record their position there), and `immutable` would ignore the `-wal`'s changes; so the
///   store and its `-wal` are copied into a private temporary directory and read there
///   (``StoreWarning/readFromCopy(path:)``); the copy is removed when the store closes.
final class StoreFile {
  let url: URL
  let connection: SQLiteConnection
  let warnings: [StoreWarning]
  private let copyDirectory: URL?

  /// SQLite's file header facts: page size and count, and whether the file is in WAL mode.
  struct Header {
    var pageSize: Int
    var pageCount: Int
    var isWAL: Bool
  }

  init(url: URL) throws(StoreError) {
    let path = url.path
    self.url = url
    let header = try Self.checkHeader(path: path)
    let walPath = path + "-wal"
    let walSize = (try? FileManager.default.attributesOfItem(atPath: walPath))?[.size] as? Int ?? 0
    var warnings: [StoreWarning] = []
    let journalSize =
      (try? FileManager.default.attributesOfItem(atPath: path + "-journal"))?[.size] as? Int ?? 0
    if journalSize > 0 { warnings.append(.rollbackJournalPresent(path: path)) }
    if walSize > 0 {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("docpkg-coredata-\(UUID().uuidString)")
      let copy = directory.appendingPathComponent(url.lastPathComponent)
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: path, toPath: copy.path)
        try FileManager.default.copyItem(atPath: walPath, toPath: copy.path + "-wal")
      } catch {
        try? FileManager.default.removeItem(at: directory)
        throw .copyFailed(path: path, reason: error.localizedDescription)
      }
      copyDirectory = directory
      warnings.append(.readFromCopy(path: path))
      do {
        connection = try SQLiteConnection(
          uri: Self.uri(copy.path, query: "mode=ro"), displayPath: path)
      } catch {
        try? FileManager.default.removeItem(at: directory)
        throw error
      }
    } else {
      copyDirectory = nil
      if header.isWAL { warnings.append(.writeAheadLogMissing(path: path)) }
      connection = try SQLiteConnection(
        uri: Self.uri(path, query: "immutable=1"), displayPath: path)
    }
    self.warnings = warnings
  }

  deinit {
    if let copyDirectory { try? FileManager.default.removeItem(at: copyDirectory) }
  }

  /// A `file:` URI for `path` with its reserved characters escaped.
  static func uri(_ path: String, query: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%")
    let escaped = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return "file:\(escaped)?\(query)"
  }

  /// Reads and checks the 100-byte SQLite header: the magic string, a valid page size, and a
  /// file at least as long as the page count the header declares.
  static func checkHeader(path: String) throws(StoreError) -> Header {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        throw .notSQLite(
          path: path, reason: isDirectory.boolValue ? "it is a directory" : "it cannot be read")
      }
      throw .notFound(path: path)
    }
    defer { try? handle.close() }
    let header = (try? handle.read(upToCount: 100)) ?? Data()
    let size = Int((try? handle.seekToEnd()) ?? 0)
    guard header.count == 100, header.starts(with: Array("SQLite format 3\u{0}".utf8)) else {
      throw .notSQLite(
        path: path,
        reason: header.isEmpty ? "the file is empty" : "no \"SQLite format 3\" header")
    }
    let bytes = [UInt8](header)
    // The header is 100 bytes (checked above), so every field is inside it.
    func bigEndian(_ offset: Int, _ count: Int) -> Int {
      bytes.getInteger(at: offset, byteCount: count, as: Int.self) ?? 0
    }
    var pageSize = bigEndian(16, 2)
    if pageSize == 1 { pageSize = 65_536 }
    guard pageSize >= 512, pageSize & (pageSize - 1) == 0 else {
      throw .notSQLite(path: path, reason: "page size \(pageSize) is not a power of two ≥ 512")
    }
    // The in-header page count is valid when the change counter matches version-valid-for.
    let pageCount = bigEndian(24, 4) == bigEndian(92, 4) ? bigEndian(28, 4) : 0
    if pageCount > 0, size < pageCount * pageSize {
      throw .truncated(path: path, expectedBytes: pageCount * pageSize, actualBytes: size)
    }
    if size % pageSize != 0 {
      throw .truncated(
        path: path, expectedBytes: (size / pageSize + 1) * pageSize, actualBytes: size)
    }
    return Header(pageSize: pageSize, pageCount: pageCount, isWAL: bytes[18] == 2 && bytes[19] == 2)
  }
}
