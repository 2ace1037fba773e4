extension Canvas {
  /// Fills a polygon with anti-aliased edges (non-zero winding), clipped to the canvas.
  mutating func fillPolygon(_ points: [PolygonRasterizer.Point], color: RGBAColor) {
    let canvasWidth = width
    let rasterizer = PolygonRasterizer()
    let clip = bounds
    storage.withUnsafeMutableBufferPointer { pixels in
      rasterizer.rasterize(points, clip: clip) { x, y, coverage in
        Blending.blend(color, coverage: coverage, into: pixels, at: (y * canvasWidth + x) * 4)
      }
    }
  }
}
