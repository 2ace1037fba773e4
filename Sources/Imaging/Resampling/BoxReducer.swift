/// Averages `factor`×`factor` blocks of 8-bit rows fed one at a time, in premultiplied alpha.
///
/// Memory is one accumulator row plus the (already reduced) output, so a decoder can shrink
/// an image of any height while reading it. Partial blocks at the right and bottom edges are
/// dropped, as libvips's `shrink` does (at most `factor - 1` source pixels).
struct BoxReducer {
  /// The largest factor whose premultiplied sums (`factor² × 255 × 255`) fit in `UInt32`.
  static let maximumFactor = 64

  let factor: Int
  let layout: Image.Layout
  let sourceWidth: Int
  private(set) var output: Image
  private var accumulator: [UInt32]
  private var rowsInBlock = 0
  private var outputRow = 0

  init(sourceWidth: Int, sourceHeight: Int, layout: Image.Layout, factor: Int) {
    precondition(factor >= 1 && factor <= Self.maximumFactor, "box factor out of range")
    self.factor = factor
    self.layout = layout
    self.sourceWidth = sourceWidth
    let width = max(sourceWidth / factor, 1)
    let height = max(sourceHeight / factor, 1)
    output = Image(width: width, height: height, layout: layout)
    accumulator = [UInt32](repeating: 0, count: width * layout.channels)
  }

  /// Output rows produced so far, top first.
  var completedRows: Int { outputRow }

  /// Whether every output row has been produced (later rows are ignored).
  var isComplete: Bool { outputRow >= output.height }

  /// Adds one source row of `sourceWidth × layout.channels` bytes.
  mutating func add(row: UnsafePointer<UInt8>) {
    guard !isComplete else { return }
    let factor = self.factor
    let width = output.width
    // A source narrower than the factor still yields one column from what it has.
    let span = min(factor, sourceWidth)
    accumulator.withUnsafeMutableBufferPointer { buffer in
      guard let acc = buffer.baseAddress else { return }
      switch layout {
      case .gray:
        Self.addGray(row, acc, width: width, span: span)
      case .grayAlpha:
        Self.addGrayAlpha(row, acc, width: width, span: span)
      case .rgb:
        Self.addRGB(row, acc, width: width, span: span)
      case .rgba:
        Self.addRGBA(row, acc, width: width, span: span)
      }
    }
    rowsInBlock += 1
    if rowsInBlock == factor {
      emit(count: UInt32(span * factor))
    }
  }

  /// Finishes a source shorter than one block by emitting what was gathered.
  mutating func finish() {
    if outputRow == 0 && rowsInBlock > 0 {
      emit(count: UInt32(min(factor, sourceWidth) * rowsInBlock))
    }
  }

  private mutating func emit(count: UInt32) {
    let channels = layout.channels
    let start = outputRow * output.width * channels
    let hasAlpha = layout.hasAlpha
    let half = count / 2
    accumulator.withUnsafeMutableBufferPointer { acc in
      output.pixels.withUnsafeMutableBufferPointer { out in
        let total = output.width * channels
        if !hasAlpha {
          for i in 0..<total { out[start + i] = UInt8((acc[i] + half) / count) }
        } else {
          var i = 0
          while i < total {
            let alphaSum = acc[i + channels - 1]
            if alphaSum == 0 {
              for c in 0..<channels { out[start + i + c] = 0 }
            } else {
              let halfAlpha = alphaSum / 2
              for c in 0..<(channels - 1) {
                out[start + i + c] = UInt8(min((acc[i + c] + halfAlpha) / alphaSum, 255))
              }
              out[start + i + channels - 1] = UInt8((alphaSum + half) / count)
            }
            i += channels
          }
        }
        for i in 0..<total { acc[i] = 0 }
      }
    }
    rowsInBlock = 0
    outputRow += 1
  }

  private static func addGray(
    _ row: UnsafePointer<UInt8>, _ acc: UnsafeMutablePointer<UInt32>, width: Int, span: Int
  ) {
    var s = 0
    let factor = max(span, 1)
    for x in 0..<width {
      var sum: UInt32 = 0
      for k in 0..<factor { sum &+= UInt32(row[s + k]) }
      acc[x] &+= sum
      s += factor
    }
  }

  private static func addGrayAlpha(
    _ row: UnsafePointer<UInt8>, _ acc: UnsafeMutablePointer<UInt32>, width: Int, span: Int
  ) {
    var s = 0
    for x in 0..<width {
      var v: UInt32 = 0
      var a: UInt32 = 0
      for _ in 0..<span {
        let alpha = UInt32(row[s + 1])
        v &+= UInt32(row[s]) &* alpha
        a &+= alpha
        s += 2
      }
      acc[2 * x] &+= v
      acc[2 * x + 1] &+= a
    }
  }

  private static func addRGB(
    _ row: UnsafePointer<UInt8>, _ acc: UnsafeMutablePointer<UInt32>, width: Int, span: Int
  ) {
    var s = 0
    for x in 0..<width {
      var r: UInt32 = 0
      var g: UInt32 = 0
      var b: UInt32 = 0
      for _ in 0..<span {
        r &+= UInt32(row[s])
        g &+= UInt32(row[s + 1])
        b &+= UInt32(row[s + 2])
        s += 3
      }
      acc[3 * x] &+= r
      acc[3 * x + 1] &+= g
      acc[3 * x + 2] &+= b
    }
  }

  private static func addRGBA(
    _ row: UnsafePointer<UInt8>, _ acc: UnsafeMutablePointer<UInt32>, width: Int, span: Int
  ) {
    var s = 0
    for x in 0..<width {
      var r: UInt32 = 0
      var g: UInt32 = 0
      var b: UInt32 = 0
      var a: UInt32 = 0
      for _ in 0..<span {
        let alpha = UInt32(row[s + 3])
        r &+= UInt32(row[s]) &* alpha
        g &+= UInt32(row[s + 1]) &* alpha
        b &+= UInt32(row[s + 2]) &* alpha
        a &+= alpha
        s += 4
      }
      acc[4 * x] &+= r
      acc[4 * x + 1] &+= g
      acc[4 * x + 2] &+= b
      acc[4 * x + 3] &+= a
    }
  }
}
