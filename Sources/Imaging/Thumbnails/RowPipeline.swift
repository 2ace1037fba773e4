import CImagingShims
import Foundation

/// Runs a ``StreamedThumbnail`` on a thread of its own while the decoder goes on: the decoder
/// fills one of a few batch buffers while the thread resamples and encodes the rows of the
/// ones filled before. Rows reach the thumbnail in the same order and batches as without the
/// thread, so its bytes are the same; on two or more cores its work (resampling, PNG rows)
/// overlaps the decoding instead of following it.
///
/// The thread is a plain POSIX thread (decoder workers are forked copies of docpkg, where
/// libdispatch is not to be started); when it cannot be made, ``make(running:rowBytes:)``
/// gives nil and the caller feeds the thumbnail itself.
final class RowPipeline: DecodedRowSink, @unchecked Sendable {
  /// Batches in flight: the one being decoded and those waiting for the thread.
  static let slotCount = 4

  /// Whether the decoded pictures of `shape` are worth a thread: more than one core, and
  /// enough rows that the overlap is more than a thread's start (about 50 µs).
  static func isWorthwhile(for shape: ShrunkImage.Shape) -> Bool {
    shape.width * shape.height >= 1 << 17 && ims_cpu_count() > 1
  }

  // Everything below is shared between the two threads under `mutex`, except `thumbnail`,
  // which only the pipeline's thread touches until `finish()` has joined it, and the slots,
  // each owned by one side at a time (the decoder from rowBuffer to commitRows, then the
  // thread until it hands it back).
  private let thumbnail: StreamedThumbnail
  private let slotBytes: Int
  private let storage: UnsafeMutableBufferPointer<UInt8>
  private var counts = [Int](repeating: 0, count: slotCount)
  private var filled = 0
  private var head = 0
  private var tail = 0
  private var ended = false
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private let changed: UnsafeMutablePointer<pthread_cond_t>
  private var thread: pthread_t?

  private init(thumbnail: StreamedThumbnail, slotBytes: Int) {
    self.thumbnail = thumbnail
    self.slotBytes = slotBytes
    storage = .allocate(capacity: slotBytes * Self.slotCount)
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
    changed = .allocate(capacity: 1)
    pthread_cond_init(changed, nil)
  }

  deinit {
    finish()
    pthread_cond_destroy(changed)
    changed.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
    storage.deallocate()
  }

  /// A pipeline feeding `thumbnail` batches of up to ``JPEGDecoder/rowBatch`` rows of
  /// `rowBytes` each, its thread started; nil when no thread could be made.
  static func make(running thumbnail: StreamedThumbnail, rowBytes: Int) -> RowPipeline? {
    let pipeline = RowPipeline(
      thumbnail: thumbnail, slotBytes: max(rowBytes * JPEGDecoder.rowBatch, 1))
    var thread = pthread_t()
    let context = Unmanaged.passRetained(pipeline).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { context in
        let pipeline = Unmanaged<RowPipeline>.fromOpaque(context!).takeRetainedValue()
        pipeline.run()
        return nil
      }, context)
    guard started == 0 else {
      Unmanaged<RowPipeline>.fromOpaque(context).release()
      return nil
    }
    pipeline.thread = thread
    return pipeline
  }

  func rowBuffer(count: Int) -> UnsafeMutablePointer<UInt8> {
    pthread_mutex_lock(mutex)
    while filled == Self.slotCount { pthread_cond_wait(changed, mutex) }
    let slot = head
    pthread_mutex_unlock(mutex)
    return storage.baseAddress! + slot * slotBytes
  }

  func commitRows(count: Int) {
    pthread_mutex_lock(mutex)
    counts[head] = count
    head = (head + 1) % Self.slotCount
    filled += 1
    pthread_cond_broadcast(changed)
    pthread_mutex_unlock(mutex)
  }

  /// Waits until the thread has taken every committed batch and ended (again: no effect).
  /// The thumbnail is then the caller's again.
  func finish() {
    guard let thread else { return }
    pthread_mutex_lock(mutex)
    ended = true
    pthread_cond_broadcast(changed)
    pthread_mutex_unlock(mutex)
    pthread_join(thread, nil)
    self.thread = nil
  }

  /// The thread: takes filled batches in order until ``finish()`` and none is left.
  private func run() {
    pthread_mutex_lock(mutex)
    while true {
      while filled == 0 && !ended { pthread_cond_wait(changed, mutex) }
      if filled == 0 { break }
      let slot = tail
      let count = counts[slot]
      pthread_mutex_unlock(mutex)
      thumbnail.add(rows: storage.baseAddress! + slot * slotBytes, count: count)
      pthread_mutex_lock(mutex)
      tail = (tail + 1) % Self.slotCount
      filled -= 1
      pthread_cond_broadcast(changed)
    }
    pthread_mutex_unlock(mutex)
  }
}
