import DocumentPackages
import Foundation

/// Writes `conflicts --sheet`.
enum ConflictSheetOutput {
  static func write(_ documents: [DocumentVersions], to path: String) throws -> ExitCode {
    let png: Data
    do {
      png = try ConflictSheet().png(for: documents)
    } catch {
      throw CLIError(error, input: path)
    }
    do {
      try png.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw CommandFailure.cannotWrite(path: path, reason: nil)
    }
    return .success
  }
}
