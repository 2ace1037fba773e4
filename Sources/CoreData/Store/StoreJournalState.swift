import Foundation

/// How an SQLite store keeps its recent changes, seen from its files alone (nothing is opened
/// or locked): the journal mode its header declares and the `-wal`, `-shm` and `-journal`
/// files beside it. A docpkg addition, for `docpkg inspect`.
public struct StoreJournalState: Sendable, Equatable, CustomStringConvertible {
  /// The journal mode of SQLite's file header (bytes 18–19).
  public enum Mode: String, Sendable {
    /// Write-ahead logging (Core Data's default since iOS 7 / macOS 10.9): recent changes
    /// live in the `-wal` until a checkpoint copies them into the store.
    case writeAheadLog = "wal"
    /// A rollback journal (`DELETE`, `TRUNCATE`, `PERSIST`): the store holds every change.
    case rollback = "rollback journal"
  }

  /// The store file the state is of (inside a package, its `StoreContent/persistentStore`).
  public var storePath: String
  /// The mode the header declares.
  public var mode: Mode
  /// The size of the `-wal` beside the store, or nil when there is none.
  public var writeAheadLogBytes: Int?
  /// Whether a `-shm` (the write-ahead log's index) is beside the store.
  public var hasSharedMemory: Bool
  /// The size of a `-journal` beside the store (an interrupted write), or nil.
  public var rollbackJournalBytes: Int?

  /// The state of the store at `url` (a store file or a `UIManagedDocument` package).
  ///
  /// - Throws: ``StoreError`` when the file is missing, is not SQLite, or is truncated.
  public static func of(storeAt url: URL) throws(StoreError) -> StoreJournalState {
    let path = StoreOpener.storeFile(at: url).path
    let header = try StoreFile.checkHeader(path: path)
    func size(_ suffix: String) -> Int? {
      (try? FileManager.default.attributesOfItem(atPath: path + suffix))?[.size] as? Int
    }
    return StoreJournalState(
      storePath: path, mode: header.isWAL ? .writeAheadLog : .rollback,
      writeAheadLogBytes: size("-wal"),
      hasSharedMemory: FileManager.default.fileExists(atPath: path + "-shm"),
      rollbackJournalBytes: size("-journal"))
  }

  /// `wal, -wal 32992 bytes, -shm`, `wal, no -wal`,
  /// `rollback journal`.
  public var description: String {
    var parts = [mode.rawValue]
    switch (mode, writeAheadLogBytes) {
    case (.writeAheadLog, nil): parts.append("no -wal")
    case (_, let bytes?): parts.append("-wal \(bytes) bytes")
    default: break
    }
    if hasSharedMemory { parts.append("-shm") }
    if let rollbackJournalBytes { parts.append("-journal \(rollbackJournalBytes) bytes") }
    return parts.joined(separator: ", ")
  }
}
