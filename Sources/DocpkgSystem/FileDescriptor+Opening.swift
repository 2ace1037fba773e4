#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileDescriptor {
  /// How a file is opened: for reading, writing or both.
  package enum AccessMode: Hashable, Sendable {
    /// `O_RDONLY`.
    case readOnly
    /// `O_WRONLY`.
    case writeOnly
    /// `O_RDWR`.
    case readWrite

    /// The `O_…` value.
    var flag: Int32 {
      switch self {
      case .readOnly: O_RDONLY
      case .writeOnly: O_WRONLY
      case .readWrite: O_RDWR
      }
    }
  }

  /// One `O_…` flag beside the access mode; `open` takes a set of them.
  package enum OpenOption: Hashable, Sendable {
    /// `O_CREAT`: create the file when it is missing.
    case create
    /// `O_EXCL` (with `create`): fail with `EEXIST` when something is there.
    case exclusiveCreate
    /// `O_TRUNC`: empty an existing file.
    case truncate
    /// `O_NOFOLLOW`: fail with `ELOOP` when the final component is a symbolic link.
    case noFollow
    /// `O_CLOEXEC`: closed in a child after `exec`.
    case closeOnExec
    /// `O_NONBLOCK`: a FIFO or device cannot make the open or a read wait.
    case nonBlocking
    /// `O_DIRECTORY`: fail unless the item is a directory.
    case directory
    /// `O_NOCTTY`: a terminal never becomes the controlling terminal.
    case noControllingTerminal

    /// The `O_…` bit.
    var flag: Int32 {
      switch self {
      case .create: O_CREAT
      case .exclusiveCreate: O_EXCL
      case .truncate: O_TRUNC
      case .noFollow: O_NOFOLLOW
      case .closeOnExec: O_CLOEXEC
      case .nonBlocking: O_NONBLOCK
      case .directory: O_DIRECTORY
      case .noControllingTerminal: O_NOCTTY
      }
    }
  }
}
