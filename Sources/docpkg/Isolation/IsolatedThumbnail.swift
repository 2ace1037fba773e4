import DecoderIsolation
import Foundation
import Imaging

/// One image thumbnail made in a decoder worker and written here, atomically.
enum IsolatedThumbnail {
  /// Asks `pool` for `input`'s thumbnail and writes it to `output`.
  /// - Throws: `CLIError`: the decoder's own error with its status, or an isolation failure
  ///   (crash, time-out, limit) with status 70.
  static func write(
    input: String, output: String, thumbnailer: Thumbnailer, pool: DecoderWorkerPool
  ) throws(CLIError) {
    switch pool.run(DecoderWorkerHost.request(input: input, thumbnailer: thumbnailer)) {
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
}
