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

    /// The inotify instance (its calls are DocpkgSystem's `InotifyInstance`).
    private let instance: InotifyInstance
    private let wakeRead: FileDescriptor
    private let wakeWrite: FileDescriptor

    /// The inotify instance's descriptor.
    package var descriptor: Int32 { instance.descriptor.rawValue }

    /// Starts an inotify instance and its wake-up pipe.
    /// - Throws: ``WatchError/systemCallFailed(call:errno:)``.
    package init() throws(WatchError) {
      do throws(SystemError) { instance = try InotifyInstance() } catch {
        throw .systemCallFailed(call: error.call, errno: error.errno.rawValue)
      }
      do throws(Errno) {
        (wakeRead, wakeWrite) = try FileDescriptor.pipe()
      } catch {
        try? instance.descriptor.close()  // nothing was read from it
        throw .systemCallFailed(call: "pipe", errno: error.rawValue)
      }
    }

    deinit {
      // Nothing is written through these descriptors that a close error could lose.
      try? instance.descriptor.close()
      try? wakeRead.close()
      try? wakeWrite.close()
    }

    /// Watches `path` (not following a final link) for `mask`.
    package func add(_ path: String, mask: UInt32) -> Result<Int32, AddFailure> {
      do throws(Errno) {
        return .success(try instance.addWatch(path, mask: mask))
      } catch {
        return .failure(error == .noSpace ? .limitReached : .failed(error.rawValue))
      }
    }

    /// Stops watching `watch` (ignored when the kernel already dropped it).
    package func remove(_ watch: Int32) {
      instance.removeWatch(watch)
    }

    /// Wakes ``wait(timeoutMilliseconds:)`` from another thread.
    package func wake() {
      let byte: [UInt8] = [1]
      // A full pipe already holds a wake-up: a failed write changes nothing.
      _ = byte.withUnsafeBytes { try? wakeWrite.write($0) }
    }

    /// Waits for events or a wake-up. Returns `false` once woken to stop.
    package func wait(timeoutMilliseconds: Int32) -> Bool {
      let ready = FileDescriptor.waitForInput(
        [instance.descriptor, wakeRead], timeoutMilliseconds: timeoutMilliseconds)
      return !ready[1]
    }

    /// Every event queued now (none when there are none).
    package func read() -> [Event] {
      var events: [Event] = []
      var buffer = [UInt8](repeating: 0, count: 64 << 10)
      while true {
        // The descriptor is non-blocking: `EAGAIN` (or any error) ends the batch.
        let count = buffer.withUnsafeMutableBytes {
          (try? instance.descriptor.read(into: $0)) ?? -1
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
