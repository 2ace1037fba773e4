/// Anti-aliased polygon filling with the non-zero winding rule.
///
/// Coverage is exact horizontally (each span adds the covered fraction of its end pixels)
/// and sampled on `subsamples` sub-scanlines vertically, which is plenty for the straight
/// edges of icons.
struct PolygonRasterizer {
  /// A vertex in pixel coordinates; (0, 0) is the top-left corner of the top-left pixel.
  typealias Point = (x: Double, y: Double)

  /// Sub-scanlines per pixel row.
  var subsamples = 16

  /// Calls `body(x, y, coverage)` for every pixel of `clip` the polygon touches.
  func rasterize(
    _ points: [Point], clip: PixelRect, _ body: (Int, Int, UInt8) -> Void
  ) {
    guard points.count >= 3, !clip.isEmpty,
      points.allSatisfy({ $0.x.isFinite && $0.y.isFinite })
    else { return }
    let minY = max(clip.y, Int(points.map(\.y).min().map { $0.rounded(.down) } ?? 0))
    let maxY = min(clip.maxY, Int(points.map(\.y).max().map { $0.rounded(.up) } ?? 0))
    let minX = max(clip.x, Int(points.map(\.x).min().map { $0.rounded(.down) } ?? 0))
    let maxX = min(clip.maxX, Int(points.map(\.x).max().map { $0.rounded(.up) } ?? 0))
    guard minY < maxY, minX < maxX else { return }

    // Partial end pixels go straight into `accumulator`; fully covered stretches are
    // recorded as +weight/−weight in `runs` and summed once per row.
    var accumulator = [Double](repeating: 0, count: maxX - minX)
    var runs = [Double](repeating: 0, count: maxX - minX + 1)
    var crossings: [(x: Double, winding: Int)] = []
    let weight = 1 / Double(subsamples)
    for y in minY..<maxY {
      for index in accumulator.indices { accumulator[index] = 0 }
      for index in runs.indices { runs[index] = 0 }
      for sub in 0..<subsamples {
        let sampleY = Double(y) + (Double(sub) + 0.5) * weight
        crossings.removeAll(keepingCapacity: true)
        for index in points.indices {
          let a = points[index]
          let b = points[(index + 1) % points.count]
          if a.y <= sampleY && b.y > sampleY || b.y <= sampleY && a.y > sampleY {
            let t = (sampleY - a.y) / (b.y - a.y)
            crossings.append((a.x + t * (b.x - a.x), b.y > a.y ? 1 : -1))
          }
        }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        for index in crossings.indices {
          let wasInside = winding != 0
          winding += crossings[index].winding
          // Inside between the previous crossing and this one.
          if wasInside, index > 0 {
            addSpan(
              &accumulator, &runs, from: crossings[index - 1].x, to: crossings[index].x,
              originX: minX, weight: weight)
          }
        }
      }
      var running = 0.0
      for index in accumulator.indices {
        running += runs[index]
        let total = accumulator[index] + running
        guard total > 0 else { continue }
        let coverage = UInt8(min(255, (total * 255).rounded()))
        if coverage > 0 { body(minX + index, y, coverage) }
      }
    }
  }

  /// Adds the part of the span [`from`, `to`) covering each pixel, times `weight`.
  private func addSpan(
    _ accumulator: inout [Double], _ runs: inout [Double], from start: Double, to end: Double,
    originX: Int,
    weight: Double
  ) {
    let lower = max(start, Double(originX))
    let upper = min(end, Double(originX + accumulator.count))
    guard lower < upper else { return }
    let first = Int(lower.rounded(.down))
    let last = Int(upper.rounded(.down))
    if first == last {
      accumulator[first - originX] += (upper - lower) * weight
      return
    }
    accumulator[first - originX] += (Double(first + 1) - lower) * weight
    if first + 1 < last {
      runs[first + 1 - originX] += weight
      runs[last - originX] -= weight
    }
    if last - originX < accumulator.count {
      accumulator[last - originX] += (upper - Double(last)) * weight
    }
  }
}
