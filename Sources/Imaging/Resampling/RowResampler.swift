/// ``Resampler``'s two passes over source rows that arrive one at a time, top to bottom (from
/// a decoder), so no whole source picture is kept.
///
/// Each source row the vertical taps name is filtered horizontally into a ring of
/// `vertical.stride` rows as it arrives; an output row is accumulated as soon as its last
/// source row is in. Every intermediate row and every sum is computed as in the whole-picture
/// pass (the same functions, the same order), so the output is the same byte for byte.
final class RowResampler {
  /// The finished rows so far (``completedRows``); the rest are zero.
  private(set) var output: Image
  /// Output rows finished, top first.
  private(set) var completedRows = 0

  private let resampler: Resampler
  private let horizontal: ResamplingWeights
  private let vertical: ResamplingWeights
  private let layout: Image.Layout
  private let ringCount: Int
  private let ring: UnsafeMutableBufferPointer<SIMD4<Float>>
  private let line: UnsafeMutableBufferPointer<SIMD4<Float>>
  private let accumulator: UnsafeMutableBufferPointer<SIMD4<Float>>
  private var nextSourceRow = 0

  /// A resampler for `layout` rows, or nil when some output row's taps would not all be in
  /// the ring when its last source row arrives (never for the taps ``ResamplingWeights``
  /// makes, whose windows only move down; checked rather than assumed).
  init?(
    resampler: Resampler, horizontal: ResamplingWeights, vertical: ResamplingWeights,
    layout: Image.Layout
  ) {
    let ringCount = max(vertical.stride, 1)
    var lastNeeded = -1
    for j in 0..<vertical.starts.count {
      lastNeeded = max(lastNeeded, vertical.starts[j] + vertical.counts[j] - 1)
      // Row j is finished when row `lastNeeded` arrives; the ring then holds the rows
      // lastNeeded - ringCount + 1 ... lastNeeded.
      guard vertical.starts[j] > lastNeeded - ringCount else { return nil }
    }
    let width = horizontal.starts.count
    self.resampler = resampler
    self.horizontal = horizontal
    self.vertical = vertical
    self.layout = layout
    self.ringCount = ringCount
    output = Image(width: width, height: vertical.starts.count, layout: layout)
    ring = .allocate(capacity: ringCount * width)
    line = .allocate(capacity: max(horizontal.highest - horizontal.lowest, 1))
    accumulator = .allocate(capacity: width)
  }

  deinit {
    ring.deallocate()
    line.deallocate()
    accumulator.deallocate()
  }

  /// Whether every output row is finished.
  var isComplete: Bool { completedRows == output.height }

  /// Adds the next source row (`horizontal`'s source width of `layout` pixels); returns the
  /// output rows it finished.
  @discardableResult
  func add(row: UnsafePointer<UInt8>) -> Range<Int> {
    let y = nextSourceRow
    nextSourceRow += 1
    let width = output.width
    if y >= vertical.lowest && y < vertical.highest {
      let slot = y % ringCount
      resampler.filterRow(
        row, layout: layout, weights: horizontal, line: line,
        into: UnsafeMutableBufferPointer(rebasing: ring[(slot * width)..<(slot * width + width)]))
    }
    let first = completedRows
    let height = output.height
    let layout = self.layout
    let ringCount = self.ringCount
    let ring = self.ring
    let accumulator = self.accumulator
    let resampler = self.resampler
    var j = completedRows
    output.pixels.withUnsafeMutableBufferPointer { output in
      vertical.withTaps { starts, counts, taps in
        while j < height && starts[j] + counts[j] - 1 <= y {
          let start = starts[j]
          for i in 0..<width { accumulator[i] = .zero }
          for k in 0..<counts[j] {
            let w = taps[j &* vertical.stride &+ k]
            let base = ((start &+ k) % ringCount) &* width
            for i in 0..<width { accumulator[i] += w * ring[base &+ i] }
          }
          resampler.store(
            row: j, from: UnsafeBufferPointer(accumulator), layout: layout, into: output)
          j += 1
        }
      }
    }
    completedRows = j
    return first..<j
  }

  /// Calls `body` with output row `index` (finished).
  func withOutputRow<R>(_ index: Int, _ body: (UnsafePointer<UInt8>) throws -> R) rethrows -> R {
    try output.pixels.withUnsafeBufferPointer { pixels in
      try body(pixels.baseAddress! + index * output.rowBytes)
    }
  }
}
