import Foundation

extension ImageDecoder {
  /// The pixel size of encoded image data, from its header where Imaging reads one cheaply —
  /// a PNG's `IHDR` (``PNGChunkWalker``), a JPEG's frame header (libjpeg's
  /// `jpeg_read_header`), a GIF's screen descriptor — otherwise by decoding; `nil` when the
  /// data is not an image Imaging reads. (Before EXIF orientation.)
  public static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
    let head = [UInt8](data.prefix(64))
    guard let format = ImageFormat(sniffing: head) else { return nil }
    switch format {
    case .png:
      if var walker = try? PNGChunkWalker(
        [UInt8](data.prefix(8 + 8 + 13 + 4)), checksCRC: false, chunkLimit: 1),
        let header = try? walker.next(), header.type == "IHDR", header.body.count == 13
      {
        let body = Array(header.body)
        func u32(_ at: Int) -> Int { body[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (u32(0), u32(4))
      }
    case .gif where head.count >= 10:
      return (Int(head[6]) | Int(head[7]) << 8, Int(head[8]) | Int(head[9]) << 8)
    case .jpeg:
      let header: JPEGReader.Header? = data.withUnsafeBytes { bytes in
        guard let reader = try? JPEGReader(bytes: bytes) else { return nil }
        return try? reader.readHeader()
      }
      if let header { return (header.width, header.height) }
    default:
      break
    }
    guard let image = try? decode(data) else { return nil }
    return (image.width, image.height)
  }
}
