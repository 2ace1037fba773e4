import DecoderIsolation
import DocpkgSystem
import Foundation
import Imaging

/// docpkg's hidden worker mode (`docpkg __decode-worker LIMITS…`): thumbnails of image files
/// made in a confined child, answered as PNG bytes (`Spec/Isolation.md`).
enum DecoderWorkerHost {
  /// The first argument that selects the worker mode.
  static let marker = "__decode-worker"

  /// The request for `input`'s thumbnail with `thumbnailer`'s settings.
  static func request(input: String, thumbnailer: Thumbnailer) -> [String] {
    let geometry = thumbnailer.geometry
    return [
      "thumbnail", String(geometry.width), String(geometry.height), geometry.mode.rawValue,
      geometry.allowsUpscaling ? "1" : "0", thumbnailer.filter.name,
      thumbnailer.linearLight ? "1" : "0", input,
    ]
  }

  /// Serves requests on standard input; returns the exit status.
  static func serve(_ arguments: [String]) -> Int32 {
    DecoderWorkerService.serve(arguments: arguments) { fields, begin in
      guard fields.count == 8, fields[0] == "thumbnail", let width = Int(fields[1]),
        let height = Int(fields[2]), let mode = ResizeMode(rawValue: fields[3]),
        let filter = ResamplingFilter.named(fields[5])
      else { return .failure(message: "decoder worker: malformed request", exitCode: 70) }
      var thumbnailer = Thumbnailer(
        geometry: ThumbnailGeometry(
          width: width, height: height, mode: mode, allowsUpscaling: fields[4] == "1"))
      thumbnailer.filter = filter
      thumbnailer.linearLight = fields[6] == "1"
      let input = fields[7]
      begin(library(of: input))
      do {
        let png = try thumbnailer.pngData(contentsOf: URL(fileURLWithPath: input))
        return .data([UInt8](png))
      } catch {
        let failure = CLIError(error, input: input)
        return .failure(message: failure.message, exitCode: failure.exitCode.rawValue)
      }
    }
  }

  /// The C library that decodes the file's format, for the report of a crash.
  static func library(of path: String) -> String {
    guard let format = sniffedFormat(of: path, length: ImageFormat.sniffLength) else {
      return "the decoder"
    }
    let codec: Codec
    switch format {
    case .jpeg: return "libjpeg"
    case .png: return "zlib (PNG)"
    case .bmp, .icns, .ico: return "docpkg's \(format.rawValue.uppercased()) decoder"
    case .gif: codec = .gif
    case .tiff: codec = .tiff
    case .webp: codec = .webp
    case .heif: codec = .heif
    case .pdf: codec = .poppler
    case .svg: codec = .rsvg
    }
    return String(codec.libraryName.prefix { $0 != "." })
  }

  /// The picture format the first `length` bytes of the regular file at `path` show; nil for
  /// other files and other content. Opened without blocking (a FIFO would wait for a writer)
  /// and read only when it is a regular file; one `fstat`, no user or group lookups (which
  /// `FileManager`'s attributes make).
  static func sniffedFormat(of path: String, length: Int) -> ImageFormat? {
    guard
      let descriptor = try? FileDescriptor.open(
        path, .readOnly, options: [.closeOnExec, .nonBlocking])
    else { return nil }
    defer { try? descriptor.close() }  // read-only probe
    guard let status = try? descriptor.fileStatus(), status.kind == .regular else { return nil }
    var prefix = [UInt8](repeating: 0, count: length)
    let count = prefix.withUnsafeMutableBytes { (try? descriptor.read(into: $0)) ?? 0 }
    return ImageFormat(sniffing: prefix.prefix(count))
  }
}
