import DecoderIsolation
import Foundation
import Imaging

/// One image thumbnail made in a decoder worker and written here, atomically.
enum IsolatedThumbnail {
  /// Sends `input`'s request to a worker of `pool` without waiting for the answer.
  static func start(input: String, thumbnailer: Thumbnailer, pool: DecoderWorkerPool)
    -> DecoderWorkerPool.Request
  {
    pool.start(DecoderWorkerHost.request(input: input, thumbnailer: thumbnailer))
  }

  /// Waits for `request`'s answer and writes it to `output`.
  /// - Throws: `CLIError`: the decoder's own error with its status, or an isolation failure
  ///   (crash, time-out, limit) with status 70.
  static func writeAnswer(to request: DecoderWorkerPool.Request, input: String, output: String)
    throws(CLIError)
  {
    switch request.result() {
    case .success(let png):
      do {
        try AtomicFileWriter.write(png, to: URL(fileURLWithPath: output))
      } catch {
        throw CLIError(error, input: input)
      }
    case .failure(.decodingFailed(let message, let code)):
      throw CLIError(message: message, exitCode: ExitCode(rawValue: code))
    case .failure(let failure):
      throw CLIError(message: "\(input): \(failure)", exitCode: .decoderFailure)
    }
  }

  /// Whether `path` starts like a raster picture a worker decodes (JPEG, PNG, GIF, BMP,
  /// TIFF, WebP, HEIF): such a file's request can go to a worker before the file is
  /// classified (which reads the type table), the two then overlapping. PDF and SVG are
  /// left out: a document input's wasted request would render a page.
  static func startsLikeRasterImage(_ path: String) -> Bool {
    guard let format = DecoderWorkerHost.sniffedFormat(of: path, length: 32) else { return false }
    switch format {
    case .jpeg, .png, .gif, .bmp, .tiff, .webp, .heif: return true
    case .pdf, .svg, .icns, .ico: return false
    }
  }
}
