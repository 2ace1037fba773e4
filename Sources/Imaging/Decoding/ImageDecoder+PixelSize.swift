import ByteReading
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
        if let width = body.getInteger(at: 0, as: UInt32.self),
          let height = body.getInteger(at: 4, as: UInt32.self)
        {
          return (Int(width), Int(height))
        }
      }
    case .gif where head.count >= 10:
      if let width = head.getInteger(at: 6, endianness: .little, as: UInt16.self),
        let height = head.getInteger(at: 8, endianness: .little, as: UInt16.self)
      {
        return (Int(width), Int(height))
      }
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
