/// Separable two-pass resampling in premultiplied alpha, optionally in linear light.
///
/// Every layout is widened to four Float lanes (colour × alpha, alpha) so each tap is one SIMD
/// multiply-add; the horizontal pass runs over just the source rows the vertical taps need.
struct Resampler {
  var filter: ResamplingFilter
  var linearLight: Bool

  /// What ``resample(_:plan:)`` does to a picture of a given size.
  struct Steps {
    /// The box reduction first (1: none).
    var boxFactor: Int
    /// The filter's taps over the box-reduced picture; nil when that picture already is the
    /// plan's (no filtering).
    var weights: (horizontal: ResamplingWeights, vertical: ResamplingWeights)?
  }

  /// The steps for a `width`×`height` source and `plan`.
  func steps(width: Int, height: Int, plan: ThumbnailGeometry.Plan) -> Steps {
    var plan = plan
    var width = width
    var height = height
    // Box-reduce first, leaving at least twice the final size for the real filter.
    let reduction = min(plan.cropWidth / Double(plan.width), plan.cropHeight / Double(plan.height))
    let factor = linearLight ? 1 : ShrinkOnLoad.boxFactor(reduction: reduction)
    if factor > 1 {
      // BoxReducer's output size.
      width = max(width / factor, 1)
      height = max(height / factor, 1)
      let scale = 1 / Double(factor)
      plan.cropX *= scale
      plan.cropWidth *= scale
      plan.cropY *= scale
      plan.cropHeight *= scale
    }
    if plan.width == width && plan.height == height && plan.cropX == 0
      && plan.cropY == 0 && plan.cropWidth == Double(width)
      && plan.cropHeight == Double(height)
    {
      return Steps(boxFactor: factor, weights: nil)
    }
    let horizontal = ResamplingWeights(
      sourceLength: width, origin: plan.cropX, length: plan.cropWidth,
      outputLength: plan.width, filter: filter)
    let vertical = ResamplingWeights(
      sourceLength: height, origin: plan.cropY, length: plan.cropHeight,
      outputLength: plan.height, filter: filter)
    return Steps(boxFactor: factor, weights: (horizontal, vertical))
  }

  /// Resamples the crop of `image` (`plan`) to `plan.width`×`plan.height`.
  func resample(_ image: Image, plan: ThumbnailGeometry.Plan) -> Image {
    let steps = steps(width: image.width, height: image.height, plan: plan)
    let source = steps.boxFactor > 1 ? Self.boxReduce(image, factor: steps.boxFactor) : image
    guard let (horizontal, vertical) = steps.weights else { return source }
    return filter(source, horizontal: horizontal, vertical: vertical)
  }

  /// Box-reduces a whole image by `factor` in premultiplied alpha.
  static func boxReduce(_ image: Image, factor: Int) -> Image {
    var reducer = BoxReducer(
      sourceWidth: image.width, sourceHeight: image.height, layout: image.layout, factor: factor)
    image.pixels.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for y in 0..<image.height {
        reducer.add(row: base + y * image.rowBytes)
        if reducer.isComplete { break }
      }
    }
    reducer.finish()
    return reducer.output
  }

  /// Both passes, streamed: each output row accumulates the source rows its vertical taps
  /// name, filtered horizontally into a ring of `vertical.stride` rows (at most that many taps
  /// per output row, so the rows one output row needs are in distinct slots). The ring stays
  /// in cache where a whole intermediate image (2 MB for a 1/8-scale 24 MP photo) did not, and
  /// every intermediate row is computed as before, so the output is the same byte for byte.
  private func filter(
    _ image: Image, horizontal: ResamplingWeights, vertical: ResamplingWeights
  ) -> Image {
    let width = horizontal.starts.count
    let height = vertical.starts.count
    let layout = image.layout
    var out = Image(width: width, height: height, layout: layout)
    let ringCount = max(vertical.stride, 1)
    let ring = UnsafeMutableBufferPointer<SIMD4<Float>>.allocate(capacity: ringCount * width)
    defer { ring.deallocate() }
    var ringRows = [Int](repeating: -1, count: ringCount)
    let line = UnsafeMutableBufferPointer<SIMD4<Float>>.allocate(
      capacity: max(horizontal.highest - horizontal.lowest, 1))
    defer { line.deallocate() }
    let accumulator = UnsafeMutableBufferPointer<SIMD4<Float>>.allocate(capacity: width)
    defer { accumulator.deallocate() }
    image.pixels.withUnsafeBufferPointer { pixels in
      guard let source = pixels.baseAddress else { return }
      out.pixels.withUnsafeMutableBufferPointer { output in
        vertical.withTaps { starts, counts, taps in
          for j in 0..<height {
            let first = starts[j]
            for row in first..<(first + counts[j]) where ringRows[row % ringCount] != row {
              let slot = row % ringCount
              filterRow(
                source + row * image.rowBytes, layout: layout, weights: horizontal, line: line,
                into: UnsafeMutableBufferPointer(
                  rebasing: ring[(slot * width)..<(slot * width + width)]))
              ringRows[slot] = row
            }
            for i in 0..<width { accumulator[i] = .zero }
            for k in 0..<counts[j] {
              let w = taps[j &* vertical.stride &+ k]
              let base = ((first &+ k) % ringCount) &* width
              for i in 0..<width { accumulator[i] += w * ring[base &+ i] }
            }
            store(row: j, from: UnsafeBufferPointer(accumulator), layout: layout, into: output)
          }
        }
      }
    }
    return out
  }

  /// Filters the source row at `row` (its first pixel) horizontally into premultiplied Float
  /// pixels.
  @inline(__always)
  func filterRow(
    _ row: UnsafePointer<UInt8>, layout: Image.Layout, weights: ResamplingWeights,
    line: UnsafeMutableBufferPointer<SIMD4<Float>>,
    into result: UnsafeMutableBufferPointer<SIMD4<Float>>
  ) {
    let outWidth = weights.starts.count
    let columnLow = weights.lowest
    let columnCount = weights.highest - weights.lowest
    let stride = weights.stride
    SRGBTables.toLinear.withUnsafeBufferPointer { lut in
      Self.widen(
        row + columnLow * layout.channels, count: columnCount, layout: layout,
        lut: linearLight ? lut : nil, into: line)
    }
    weights.withTaps { starts, counts, taps in
      // Wrapping index arithmetic: every index is below the buffers' counts, and overflow
      // checks in the tap loop cost a third of its time.
      for i in 0..<outWidth {
        let start = starts[i] &- columnLow
        let tapBase = i &* stride
        var sum = SIMD4<Float>.zero
        for k in 0..<counts[i] {
          sum += taps[tapBase &+ k] * line[start &+ k]
        }
        result[i] = sum
      }
    }
  }

  /// Converts `count` pixels to premultiplied Float lanes (colour, colour, colour, alpha).
  @inline(__always)
  private static func widen(
    _ pixels: UnsafePointer<UInt8>, count: Int, layout: Image.Layout,
    lut: UnsafeBufferPointer<Float>?, into line: UnsafeMutableBufferPointer<SIMD4<Float>>
  ) {
    @inline(__always) func value(_ byte: UInt8) -> Float {
      if let lut { return lut[Int(byte)] }
      return Float(byte)
    }
    var s = 0
    switch layout {
    case .gray:
      for x in 0..<count {
        line[x] = SIMD4(value(pixels[s]), 0, 0, 255)
        s += 1
      }
    case .grayAlpha:
      for x in 0..<count {
        let a = Float(pixels[s + 1])
        line[x] = SIMD4(value(pixels[s]) * (a / 255), 0, 0, a)
        s += 2
      }
    case .rgb:
      for x in 0..<count {
        line[x] = SIMD4(value(pixels[s]), value(pixels[s + 1]), value(pixels[s + 2]), 255)
        s += 3
      }
    case .rgba:
      for x in 0..<count {
        let a = Float(pixels[s + 3])
        let colour = SIMD4(value(pixels[s]), value(pixels[s + 1]), value(pixels[s + 2]), 255)
        var premultiplied = colour * (a / 255)
        premultiplied.w = a
        line[x] = premultiplied
        s += 4
      }
    }
  }

  /// Converts one output row of accumulated premultiplied Float pixels to bytes.
  @inline(__always)
  func store(
    row j: Int, from acc: UnsafeBufferPointer<SIMD4<Float>>, layout: Image.Layout,
    into pixels: UnsafeMutableBufferPointer<UInt8>
  ) {
    let width = acc.count
    let channels = layout.channels
    let linear = linearLight
    let steps = Float(SRGBTables.linearSteps - 1)
    SRGBTables.fromLinear.withUnsafeBufferPointer { fromLinear in
      var d = j * width * channels
      for i in 0..<width {
        var p = acc[i]
        let alpha = min(max(p.w, 0), 255)
        if layout.hasAlpha {
          if alpha > 0 {
            p *= 255 / alpha
          } else {
            p = .zero
          }
        }
        p = p.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
        if linear {
          for lane in 0..<3 { p[lane] = fromLinear[Int(p[lane] / 255 * steps + 0.5)] }
        }
        // Clamped to 0...255, so truncating p + 0.5 rounds half up.
        p += 0.5
        switch layout {
        case .gray:
          pixels[d] = UInt8(p.x)
        case .grayAlpha:
          pixels[d] = UInt8(p.x)
          pixels[d + 1] = UInt8(alpha + 0.5)
        case .rgb:
          pixels[d] = UInt8(p.x)
          pixels[d + 1] = UInt8(p.y)
          pixels[d + 2] = UInt8(p.z)
        case .rgba:
          pixels[d] = UInt8(p.x)
          pixels[d + 1] = UInt8(p.y)
          pixels[d + 2] = UInt8(p.z)
          pixels[d + 3] = UInt8(alpha + 0.5)
        }
        d += channels
      }
    }
  }
}
