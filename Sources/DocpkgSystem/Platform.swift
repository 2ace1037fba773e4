// DocpkgSystem is the one module that names the platform's C library; each of its files
// imports it with this block (imports are per file), and none re-exports it: every other
// target reaches the system through the typed API (`FileDescriptor`, `FileSystem`,
// `FileStatus`, …), and a new platform is added in this module alone.
// (`Scripts/check-system-calls.sh` keeps raw calls out of the other targets: on Linux
// `import Foundation` re-exports Glibc, so the compiler alone cannot.)
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("DocpkgSystem: unsupported platform (no Glibc, Musl or Darwin module)")
#endif

/// Flags of `mmap(2)` that only some platforms have.
package enum MemoryMapping {
  #if canImport(Glibc) || canImport(Musl)
    /// `MAP_POPULATE` on Linux; 0 (no effect) elsewhere.
    package static let populate: Int32 = MAP_POPULATE
  #else
    /// `MAP_POPULATE` on Linux; 0 (no effect) elsewhere.
    package static let populate: Int32 = 0
  #endif

  /// Maps `length` bytes of the open file `descriptor` read-only and private (`mmap(2)`),
  /// pre-faulted when `populate` is set and the platform has `MAP_POPULATE`; `nil` when
  /// mapping fails (the caller then reads the file).
  package static func mapReadOnly(_ descriptor: FileDescriptor, length: Int, populate: Bool = false)
    -> UnsafeMutableRawPointer?
  {
    let flags = MAP_PRIVATE | (populate ? Self.populate : 0)
    guard let address = mmap(nil, length, PROT_READ, flags, descriptor.rawValue, 0),
      address != MAP_FAILED
    else { return nil }
    return address
  }

  /// `munmap(2)` of a mapping made here.
  package static func unmap(_ address: UnsafeMutableRawPointer, length: Int) {
    _ = munmap(address, length)
  }

  /// Maps `length` bytes of private anonymous memory, readable and writable, for a buffer
  /// about to be written front to back; `nil` when mapping fails, and off Linux, where the
  /// caller's ordinary allocation serves as well.
  ///
  /// The range is marked for transparent huge pages (`MADV_HUGEPAGE`) and then pre-faulted
  /// writable (`MADV_POPULATE_WRITE`, Linux 5.14): a 5 MiB buffer then costs three 2 MiB
  /// pages instead of 1,280 page allocations (0.63 vs 1.8 ms to map, fill and unmap,
  /// measured on the development VM). Where either call is refused (an older kernel, huge
  /// pages disabled) the memory is still valid and faults in page by page.
  package static func mapWritableBuffer(length: Int) -> UnsafeMutableRawPointer? {
    #if canImport(Glibc) || canImport(Musl)
      guard
        let address = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
        address != MAP_FAILED
      else { return nil }
      _ = madvise(address, length, MADV_HUGEPAGE)
      // MADV_POPULATE_WRITE (23): named in glibc 2.35's headers, spelt out for older ones.
      _ = madvise(address, length, 23)
      return address
    #else
      return nil
    #endif
  }
}
