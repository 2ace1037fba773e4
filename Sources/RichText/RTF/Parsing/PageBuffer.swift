import DocpkgSystem

/// A byte buffer for output that is about to be written front to back. From
/// `mappingThreshold` bytes up, on Linux, it is mapped in huge pages where the kernel allows
/// and pre-faulted (`MemoryMapping.mapWritableBuffer`): the kernel supplies the memory in one
/// call rather than on one page fault each, which on a VM costs microseconds per 4 KiB. Elsewhere, and when mapping fails, it is an ordinary allocation.
/// Copies share the memory; exactly one of them calls `deallocate()`.
struct PageBuffer {
  /// The size from which buffers are mapped rather than allocated.
  static let mappingThreshold = 1 << 20

  /// The first byte.
  let pointer: UnsafeMutablePointer<UInt8>
  /// The size in bytes.
  let capacity: Int
  private let isMapped: Bool

  /// Allocates `capacity` bytes (uninitialised).
  init(capacity: Int) {
    self.capacity = capacity
    if capacity >= Self.mappingThreshold,
      let mapped = MemoryMapping.mapWritableBuffer(length: capacity)
    {
      pointer = mapped.bindMemory(to: UInt8.self, capacity: capacity)
      isMapped = true
      return
    }
    pointer = .allocate(capacity: capacity)
    isMapped = false
  }

  /// Frees the memory.
  func deallocate() {
    if isMapped {
      MemoryMapping.unmap(UnsafeMutableRawPointer(pointer), length: capacity)
      return
    }
    pointer.deallocate()
  }
}
