import DocpkgSystem
import Foundation

extension ImageDecoder {
  /// Decodes the image file at `url`, choosing the codec by content.
  ///
  /// PNG and JPEG are streamed from the file (memory stays bounded by the decoded, possibly
  /// shrunk, picture); other formats are read into memory and passed to ``decode(_:options:)``.
  /// - Throws: ``ImageFileError`` when the file cannot be read, ``ImageDecodingError`` (or a
  ///   codec's own error) when its contents are bad.
  public static func decode(contentsOf url: URL, options: DecodingOptions = DecodingOptions())
    throws -> Image
  {
    try decodeShrunk(contentsOf: url, options: options).image
  }

  /// Decodes with the shrink factor kept, for exact thumbnail geometry.
  static func decodeShrunk(contentsOf url: URL, options: DecodingOptions) throws -> ShrunkImage {
    // Without a sink the picture always comes back.
    guard let shrunk = try decodeShrunk(contentsOf: url, options: options, rowSink: { _ in nil })
    else { throw ImageDecodingError.unsupported(format: .jpeg, feature: "rows without a sink") }
    return shrunk
  }

  /// Decodes with the shrink factor kept, or hands the decoded rows to the sink `makeSink`
  /// gives (JPEG only: ``JPEGDecoder/decode(path:options:rowSink:)``), returning nil then.
  static func decodeShrunk(
    contentsOf url: URL, options: DecodingOptions,
    rowSink makeSink: (ShrunkImage.Shape) -> (any DecodedRowSink)?
  ) throws -> ShrunkImage? {
    let path = url.path
    let prefix = try readPrefix(path)
    switch ImageFormat(sniffing: prefix) {
    case .png: return try PNGDecoder.decode(path: path, options: options)
    case .jpeg: return try JPEGDecoder.decode(path: path, options: options, rowSink: makeSink)
    case nil: throw ImageDecodingError.unrecognized(prefix: prefix)
    default:
      let data: Data
      do {
        data = try Data(contentsOf: url)
      } catch {
        throw ImageFileError.unreadable(path: path, reason: "\(error.localizedDescription)")
      }
      return try decodeShrunk(data, options: options)
    }
  }

  /// Decodes bytes with the shrink factor kept.
  static func decodeShrunk(_ data: Data, options: DecodingOptions) throws -> ShrunkImage {
    switch ImageFormat(sniffing: data.prefix(12)) {
    case .png: return try PNGDecoder.decode(data, options: options)
    case .jpeg: return try JPEGDecoder.decode(data, options: options)
    default: return ShrunkImage(try decode(data, options: options))
    }
  }

  private static func readPrefix(_ path: String) throws -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ImageFileError.notFound(path: path)
    }
    if isDirectory.boolValue {
      throw ImageFileError.unreadable(path: path, reason: "is a directory")
    }
    // Opening a FIFO would wait for a writer, and a device may never end.
    guard (try? FileStatus.following(RawPath(path)))?.kind == .regular else {
      throw ImageFileError.unreadable(path: path, reason: "not a regular file")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ImageFileError.unreadable(path: path, reason: "permission denied")
    }
    defer { try? handle.close() }
    do {
      return [UInt8](try handle.read(upToCount: ImageFormat.sniffLength) ?? Data())
    } catch {
      throw ImageFileError.unreadable(path: path, reason: "\(error.localizedDescription)")
    }
  }
}
