import Testing

@testable import Drawing

@Suite("Polygon rasterizer")
struct PolygonRasterizerTests {
  @Test func coverageMatchesArea() {
    var total = 0.0
    var halfPixel: UInt8 = 0
    PolygonRasterizer().rasterize(
      [(1, 1), (9.5, 1), (9.5, 7), (1, 7)], clip: PixelRect(x: 0, y: 0, width: 20, height: 20)
    ) { x, y, coverage in
      total += Double(coverage) / 255
      if x == 9, y == 3 { halfPixel = coverage }
    }
    #expect(abs(total - 8.5 * 6) < 0.1)
    #expect((126...129).contains(halfPixel))
  }

  @Test func triangleIsAntiAliasedAndClipped() {
    var covered: [Int: UInt8] = [:]
    PolygonRasterizer().rasterize(
      [(0, 0), (10, 0), (0, 10)], clip: PixelRect(x: 0, y: 0, width: 6, height: 20)
    ) { x, y, coverage in
      #expect(x < 6)
      covered[y * 100 + x] = coverage
    }
    #expect(covered[0] == 255)
    #expect(covered[4 * 100 + 4] == 255)
    #expect((120...135).contains(Int(covered[4 * 100 + 5] ?? 0)))  // on the diagonal
    #expect(covered[5 * 100 + 5] == nil)  // outside
  }
}
