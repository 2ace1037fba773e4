#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if os(Linux)
  /// The inotify calls (`inotify(7)`, Linux only): DocumentWatching's `Inotify` owns one.
  package struct InotifyInstance: Sendable {
    /// The instance's descriptor (close-on-exec, non-blocking); read events from it.
    package let descriptor: FileDescriptor

    /// `inotify_init1(IN_CLOEXEC | IN_NONBLOCK)`.
    /// - Throws: `SystemError` (`EMFILE` at `fs.inotify.max_user_instances`).
    package init() throws(SystemError) {
      let raw = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      if raw < 0 { throw SystemError(call: "inotify_init1", errno: errno) }
      descriptor = FileDescriptor(rawValue: raw)
    }

    /// `inotify_add_watch(2)` of `path` for `mask`, never following a final link.
    /// - Returns: the watch descriptor.
    /// - Throws: the `Errno` (`ENOSPC` at `fs.inotify.max_user_watches`).
    package func addWatch(_ path: String, mask: UInt32) throws(Errno) -> Int32 {
      let watch = inotify_add_watch(descriptor.rawValue, path, mask | UInt32(IN_DONT_FOLLOW))
      if watch < 0 { throw Errno.current }
      return watch
    }

    /// `inotify_rm_watch(2)` (ignored when the kernel already dropped the watch).
    package func removeWatch(_ watch: Int32) {
      _ = inotify_rm_watch(descriptor.rawValue, watch)
    }
  }
#endif
