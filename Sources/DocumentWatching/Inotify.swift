import DocpkgSystem
import Foundation

#if os(Linux)

  /// The one owner of an inotify instance and of the pipe that wakes its reader to stop.
  package final class Inotify: @unchecked Sendable {
    /// One event: the watch it came from, its mask, rename cookie and name.
    package struct Event {
      /// The watch descriptor the event came from.
      package var watch: Int32
      /// The `IN_…` bits.
      package var mask: UInt32
      /// Pairs the two halves of a rename.
      package var cookie: UInt32
      /// The child's name, empty for the watched item itself.
      package var name: String
    }

    /// Why a watch could not be added.
    package enum AddFailure: Error {
      /// `fs.inotify.max_user_watches` is reached (ENOSPC).
      case limitReached
      /// Any other errno (the item vanished, permission).
      case failed(Int32)
    }

    /// The inotify instance's descriptor.
    package let descriptor: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32

    /// Starts an inotify instance and its wake-up pipe.
    /// - Throws: ``WatchError/systemCallFailed(call:errno:)``.
    package init() throws(WatchError) {
      descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      if descriptor < 0 { throw .systemCallFailed(call: "inotify_init1", errno: errno) }
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else {
        let code = errno
        close(descriptor)
        throw .systemCallFailed(call: "pipe", errno: code)
      }
      for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, O_NONBLOCK)
      }
      wakeRead = ends[0]
      wakeWrite = ends[1]
    }

    deinit {
      close(descriptor)
      close(wakeRead)
      close(wakeWrite)
    }

    /// Watches `path` (not following a final link) for `mask`.
    package func add(_ path: String, mask: UInt32) -> Result<Int32, AddFailure> {
      let watch = inotify_add_watch(descriptor, path, mask | UInt32(IN_DONT_FOLLOW))
      if watch >= 0 { return .success(watch) }
      return .failure(errno == ENOSPC ? .limitReached : .failed(errno))
    }

    /// Stops watching `watch` (ignored when the kernel already dropped it).
    package func remove(_ watch: Int32) {
      inotify_rm_watch(descriptor, watch)
    }

    /// Wakes ``wait(timeoutMilliseconds:)`` from another thread.
    package func wake() {
      var byte: UInt8 = 1
      _ = write(wakeWrite, &byte, 1)
    }

    /// Waits for events or a wake-up. Returns `false` once woken to stop.
    package func wait(timeoutMilliseconds: Int32) -> Bool {
      var fds = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, timeoutMilliseconds)
      return !(ready > 0 && fds[1].revents != 0)
    }

    /// Every event queued now (none when there are none).
    package func read() -> [Event] {
      var events: [Event] = []
      var buffer = [UInt8](repeating: 0, count: 64 << 10)
      while true {
        // The descriptor is non-blocking: `EAGAIN` (or any error) ends the batch.
        let count = buffer.withUnsafeMutableBytes {
          (try? FileDescriptor(rawValue: descriptor).read(into: $0)) ?? -1
        }
        if count <= 0 { break }
        buffer.withUnsafeBytes { raw in
          var offset = 0
          let header = 16
          while offset + header <= count {
            let watch = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let cookie = raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
            let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let start = offset + header
            let end = min(start + length, count)
            var nameBytes = raw[start..<end].prefix { $0 != 0 }
            if nameBytes.isEmpty { nameBytes = [] }
            events.append(
              Event(
                watch: watch, mask: mask, cookie: cookie,
                name: String(decoding: nameBytes, as: UTF8.self)))
            offset = start + length
          }
        }
      }
      return events
    }

    /// The system's `fs.inotify.max_user_watches`, if it can be read.
    package static var watchLimit: Int? {
      guard
        let text = try? String(
          contentsOfFile: "/proc/sys/fs/inotify/max_user_watches", encoding: .utf8)
      else { return nil }
      return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }
#endif
