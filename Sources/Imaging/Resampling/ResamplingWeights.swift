/// Precomputed 1-D filter taps: for each output sample, a first source index and
/// `taps` normalised weights (padded with zeros to a fixed stride).
struct ResamplingWeights {
  let starts: [Int]
  let counts: [Int]
  let weights: [Float]
  let stride: Int
  /// The lowest and one past the highest source index any output reads.
  let lowest: Int
  let highest: Int

  /// Calls `body` with unchecked views of ``starts``, ``counts`` and ``weights`` (the
  /// resampler's inner loops read them once per tap).
  @inline(__always)
  func withTaps<R>(
    _ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<Float>) -> R
  ) -> R {
    starts.withUnsafeBufferPointer { starts in
      counts.withUnsafeBufferPointer { counts in
        weights.withUnsafeBufferPointer { body(starts, counts, $0) }
      }
    }
  }

  /// Taps mapping `length` source samples starting at `origin` onto `outputLength` samples,
  /// clamped to `0..<sourceLength` (edge samples are renormalised, as Pillow does).
  init(
    sourceLength: Int, origin: Double, length: Double, outputLength: Int,
    filter: ResamplingFilter
  ) {
    let scale = length / Double(outputLength)
    let filterScale = max(scale, 1)
    let support = filter.support * filterScale
    let stride = Int(support.rounded(.up)) * 2 + 1
    var starts = [Int](repeating: 0, count: outputLength)
    var counts = [Int](repeating: 0, count: outputLength)
    var weights = [Float](repeating: 0, count: outputLength * stride)
    var lowest = sourceLength
    var highest = 0
    var taps = [Double](repeating: 0, count: stride)
    for i in 0..<outputLength {
      let center = origin + (Double(i) + 0.5) * scale
      var first = max(Int((center - support + 0.5).rounded(.down)), 0)
      var last = min(Int((center + support + 0.5).rounded(.down)), sourceLength)
      if last - first > stride { last = first + stride }
      if last <= first {
        first = min(max(Int(center), 0), sourceLength - 1)
        last = first + 1
      }
      var total = 0.0
      for j in first..<last {
        let w = filter.weight((Double(j) - center + 0.5) / filterScale)
        taps[j - first] = w
        total += w
      }
      if total == 0 {
        // Degenerate kernel (box on a tiny scale): take the nearest sample.
        for j in first..<last { taps[j - first] = 0 }
        taps[0] = 1
        total = 1
        last = first + 1
      }
      for j in first..<last {
        weights[i * stride + j - first] = Float(taps[j - first] / total)
      }
      starts[i] = first
      counts[i] = last - first
      lowest = min(lowest, first)
      highest = max(highest, last)
    }
    self.starts = starts
    self.counts = counts
    self.weights = weights
    self.stride = stride
    self.lowest = min(lowest, highest)
    self.highest = highest
  }
}
