import ByteReading
import Deflate
import Foundation

/// Decompresses a gzip member (RFC 1952), as iWork '08/'09 stores `index.xml.gz`, through
/// zlib's raw inflater, with the output bounded.
enum Gzip {
  /// Whether `data` starts with the gzip magic.
  static func isGzip(_ data: Data) -> Bool {
    data.count >= 2 && data[data.startIndex] == 0x1F && data[data.startIndex + 1] == 0x8B
  }

  /// The decompressed bytes of the first member of `data`.
  ///
  /// - Throws: `IWorkError.badGzip` for a bad header or deflate data, `.tooLarge` past
  ///   `limit` bytes.
  static func decompress(_ data: Data, limit: Int) throws(IWorkError) -> Data {
    let bytes = [UInt8](data)
    guard bytes.count >= 18, bytes[0] == 0x1F, bytes[1] == 0x8B, bytes[2] == 8 else {
      throw .badGzip(reason: "not a gzip member with deflate data")
    }
    let flags = bytes[3]
    var position = 10
    if flags & 0x04 != 0 {
      guard let extra = bytes.getInteger(at: position, endianness: .little, as: UInt16.self) else {
        throw .badGzip(reason: "extra field cut off")
      }
      position += 2 + Int(extra)
    }
    for flag: UInt8 in [0x08, 0x10] where flags & flag != 0 {
      guard position < bytes.count, let end = bytes[position...].firstIndex(of: 0) else {
        throw .badGzip(reason: "name or comment not terminated")
      }
      position = end + 1
    }
    if flags & 0x02 != 0 { position += 2 }
    guard position < bytes.count else { throw .badGzip(reason: "header runs past the data") }
    var output = Data()
    do {
      let inflater = try Inflater(format: .raw)
      _ = try inflater.inflate(Data(bytes[position...]), isLast: false) { chunk, _ in
        guard output.count + chunk.count <= limit else {
          throw IWorkError.tooLarge(
            what: "gzip data", size: output.count + chunk.count, limit: limit)
        }
        output.append(contentsOf: chunk)
      }
    } catch let error as IWorkError {
      throw error
    } catch {
      throw .badGzip(reason: "\(error)")
    }
    return output
  }
}
