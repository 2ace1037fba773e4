/// Separable two-pass resampling in premultiplied alpha, optionally in linear light.
///
/// Every layout is widened to four Float lanes (colour × alpha, alpha) so each tap is one SIMD
/// multiply-add; the horizontal pass runs over just the source rows the vertical taps need.
struct Resampler {
  var filter: ResamplingFilter
  var linearLight: Bool

  /// Resamples the crop of `image` (`plan`) to `plan.width`×`plan.height`.
  func resample(_ image: Image, plan: ThumbnailGeometry.Plan) -> Image {
    var source = image
    var plan = plan
    // Box-reduce first, leaving at least twice the final size for the real filter.
    let reduction = min(plan.cropWidth / Double(plan.width), plan.cropHeight / Double(plan.height))
    let factor = linearLight ? 1 : ShrinkOnLoad.boxFactor(reduction: reduction)
    if factor > 1 {
      source = Self.boxReduce(image, factor: factor)
      let scale = 1 / Double(factor)
      plan.cropX *= scale
      plan.cropWidth *= scale
      plan.cropY *= scale
      plan.cropHeight *= scale
    }
    if plan.width == source.width && plan.height == source.height && plan.cropX == 0
      && plan.cropY == 0 && plan.cropWidth == Double(source.width)
      && plan.cropHeight == Double(source.height)
    {
      return source
    }
    let horizontal = ResamplingWeights(
      sourceLength: source.width, origin: plan.cropX, length: plan.cropWidth,
      outputLength: plan.width, filter: filter)
    let vertical = ResamplingWeights(
      sourceLength: source.height, origin: plan.cropY, length: plan.cropHeight,
      outputLength: plan.height, filter: filter)
    let intermediate = horizontalPass(source, weights: horizontal, rows: vertical)
    return verticalPass(
      intermediate, width: plan.width, weights: vertical, layout: source.layout)
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

  /// Filters rows `rows.lowest..<rows.highest` horizontally into premultiplied Float pixels.
  private func horizontalPass(
    _ image: Image, weights: ResamplingWeights, rows: ResamplingWeights
  ) -> [SIMD4<Float>] {
    let outWidth = weights.starts.count
    let rowCount = rows.highest - rows.lowest
    let columnLow = weights.lowest
    let columnCount = weights.highest - weights.lowest
    var result = [SIMD4<Float>](repeating: .zero, count: outWidth * rowCount)
    var line = [SIMD4<Float>](repeating: .zero, count: columnCount)
    let toLinear = SRGBTables.toLinear
    let channels = image.layout.channels
    let layout = image.layout
    let linear = linearLight
    let stride = weights.stride
    image.pixels.withUnsafeBufferPointer { pixels in
      toLinear.withUnsafeBufferPointer { lut in
        line.withUnsafeMutableBufferPointer { line in
          result.withUnsafeMutableBufferPointer { result in
            weights.withTaps { starts, counts, taps in
              for r in 0..<rowCount {
                let rowStart = ((rows.lowest + r) * image.width + columnLow) * channels
                Self.widen(
                  pixels, from: rowStart, count: columnCount, layout: layout,
                  lut: linear ? lut : nil, into: line)
                let out = r * outWidth
                // Wrapping index arithmetic: every index is below the buffers' counts, and
                // overflow checks in the tap loop cost a third of its time.
                for i in 0..<outWidth {
                  let start = starts[i] &- columnLow
                  let tapBase = i &* stride
                  var sum = SIMD4<Float>.zero
                  for k in 0..<counts[i] {
                    sum += taps[tapBase &+ k] * line[start &+ k]
                  }
                  result[out &+ i] = sum
                }
              }
            }
          }
        }
      }
    }
    return result
  }

  /// Converts `count` pixels to premultiplied Float lanes (colour, colour, colour, alpha).
  @inline(__always)
  private static func widen(
    _ pixels: UnsafeBufferPointer<UInt8>, from start: Int, count: Int, layout: Image.Layout,
    lut: UnsafeBufferPointer<Float>?, into line: UnsafeMutableBufferPointer<SIMD4<Float>>
  ) {
    @inline(__always) func value(_ byte: UInt8) -> Float {
      if let lut { return lut[Int(byte)] }
      return Float(byte)
    }
    var s = start
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

  private func verticalPass(
    _ intermediate: [SIMD4<Float>], width: Int, weights: ResamplingWeights, layout: Image.Layout
  ) -> Image {
    let height = weights.starts.count
    var out = Image(width: width, height: height, layout: layout)
    var accumulator = [SIMD4<Float>](repeating: .zero, count: width)
    let channels = layout.channels
    let linear = linearLight
    let fromLinear = SRGBTables.fromLinear
    let steps = Float(SRGBTables.linearSteps - 1)
    intermediate.withUnsafeBufferPointer { rows in
      accumulator.withUnsafeMutableBufferPointer { acc in
        out.pixels.withUnsafeMutableBufferPointer { pixels in
          fromLinear.withUnsafeBufferPointer { fromLinear in
            weights.withTaps { starts, counts, taps in
              for j in 0..<height {
                for i in 0..<width { acc[i] = .zero }
                let first = starts[j] - weights.lowest
                for k in 0..<counts[j] {
                  let w = taps[j &* weights.stride &+ k]
                  let row = (first &+ k) &* width
                  for i in 0..<width { acc[i] += w * rows[row &+ i] }
                }
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
        }
      }
    }
    return out
  }
}
