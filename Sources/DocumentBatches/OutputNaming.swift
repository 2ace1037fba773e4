import Foundation

/// Where a batch writes its outputs: one named file for one input (`-o OUT.png`), or one
/// file per input in a folder, named after the input without its extension
/// (`--output-dir DIR`: `Trip.note` → `DIR/Trip.png`). Two inputs that would write the
/// same file are refused rather than one output overwriting the other. Outputs in a folder
/// are absolute paths, as `URL(fileURLWithPath:)` makes them.
///
/// ```swift
/// let outputs = try OutputNaming.paths(
///   for: ["a/Trip.note", "b/Beach.jpg"], file: nil, directory: "thumbs", pathExtension: "png")
/// // ["/cwd/thumbs/Trip.png", "/cwd/thumbs/Beach.png"]
/// ```
public enum OutputNaming {
  /// The output path of each input, in order.
  ///
  /// - Parameters:
  ///   - inputs: the input paths.
  ///   - file: the one output file (`-o`), if given.
  ///   - directory: the output folder (`--output-dir`), if given.
  ///   - pathExtension: the extension of outputs named in `directory` (`png`).
  /// - Returns: one output path per input.
  /// - Throws: ``OutputNamingError`` when neither or both destinations are given, a file is
  ///   given for several inputs, or two inputs map to one file.
  public static func paths(
    for inputs: [String], file: String?, directory: String?, pathExtension: String
  ) throws(OutputNamingError) -> [String] {
    switch (file, directory) {
    case (let file?, nil):
      guard inputs.count == 1 else { throw .fileForSeveralInputs(count: inputs.count) }
      return [file]
    case (nil, let directory?):
      let folder = URL(fileURLWithPath: directory)
      let outputs = inputs.map { input in
        let stem = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        return folder.appendingPathComponent(stem + "." + pathExtension).path
      }
      if Set(outputs).count != outputs.count { throw .sameOutput(directory: directory) }
      return outputs
    default:
      throw .noSingleDestination(pathExtension: pathExtension)
    }
  }
}

/// Why ``OutputNaming`` could not name the outputs.
public enum OutputNamingError: Error, Equatable, CustomStringConvertible {
  /// `-o` with more than one input.
  case fileForSeveralInputs(count: Int)
  /// Two inputs would write the same file in the folder.
  case sameOutput(directory: String)
  /// Neither or both of the file and folder were given.
  case noSingleDestination(pathExtension: String)

  /// What went wrong, for the user.
  public var description: String {
    switch self {
    case .fileForSeveralInputs: "-o takes one input; use --output-dir for several"
    case .sameOutput(let directory): "two inputs would write the same file in \(directory)"
    case .noSingleDestination(let pathExtension):
      "give exactly one of -o OUT.\(pathExtension) or --output-dir DIR"
    }
  }
}
