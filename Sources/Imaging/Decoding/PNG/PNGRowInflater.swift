import Deflate

/// Inflates IDAT data into batches of filtered rows, unfilters them and hands each finished
/// row to a ``BoxReducer``.
final class PNGRowInflater {
  private let inflater: Inflater
  private let rowBytes: Int
  private let stride: Int
  private let height: Int
  private let bytesPerPixel: Int
  private let batchRows: Int
  private var batch: [UInt8]
  private var previous: [UInt8]
  private var input: [UInt8]
  private var filled = 0
  private(set) var rowsDone = 0

  init(width: Int, height: Int, channels: Int) throws {
    inflater = try Inflater.png()
    rowBytes = width * channels
    stride = rowBytes + 1
    self.height = height
    bytesPerPixel = channels
    batchRows = max(1, min(height, (1 << 18) / stride))
    batch = [UInt8](repeating: 0, count: batchRows * stride)
    previous = [UInt8](repeating: 0, count: rowBytes)
    input = [UInt8](repeating: 0, count: 1 << 16)
  }

  /// Reads one IDAT body of `length` bytes, folding it into `crc`.
  func consume(
    length: Int, from reader: PNGByteReader, crc: inout CRC32, into reducer: inout BoxReducer
  ) throws {
    try reader.readBody(length, pieces: &input, crc: &crc) { source in
      try inflate(source, into: &reducer)
      return true
    }
  }

  private func inflate(_ source: UnsafeRawBufferPointer, into reducer: inout BoxReducer) throws {
    var offset = 0
    var drain = [UInt8](repeating: 0, count: 0)
    while offset < source.count && !inflater.isFinished {
      let wanted = min(batchRows, height - rowsDone) * stride
      let rest = UnsafeRawBufferPointer(rebasing: source[offset...])
      let (consumed, produced): (Int, Int)
      if wanted == 0 {
        // Every row is in: run zlib to the end of the stream so its Adler-32 is checked.
        if drain.isEmpty { drain = [UInt8](repeating: 0, count: 4096) }
        (consumed, produced) = try drain.withUnsafeMutableBytes { out in
          try inflater.inflatePNG(rest, into: out)
        }
      } else {
        (consumed, produced) = try batch.withUnsafeMutableBytes { out in
          try inflater.inflatePNG(
            rest, into: UnsafeMutableRawBufferPointer(rebasing: out[filled..<wanted]))
        }
        filled += produced
        if filled == wanted { try unfilterBatch(rows: wanted / stride, into: &reducer) }
      }
      offset += consumed
      if consumed == 0 && produced == 0 { break }
    }
  }

  private func unfilterBatch(rows: Int, into reducer: inout BoxReducer) throws {
    let rowBytes = self.rowBytes
    let stride = self.stride
    let bpp = bytesPerPixel
    try batch.withUnsafeMutableBufferPointer { buffer in
      try previous.withUnsafeMutableBufferPointer { last in
        guard let base = buffer.baseAddress, let lastBase = last.baseAddress else { return }
        for r in 0..<rows {
          let row = base + r * stride
          let above = r == 0 ? UnsafePointer(lastBase) : UnsafePointer(base + (r - 1) * stride + 1)
          try PNGUnfilter.apply(
            filter: row[0], row: row + 1, previous: above, count: rowBytes, bytesPerPixel: bpp)
          reducer.add(row: row + 1)
        }
        lastBase.update(from: base + (rows - 1) * stride + 1, count: rowBytes)
      }
    }
    rowsDone += rows
    filled = 0
  }
}
