import DocumentPackages
import Foundation
import Imaging

/// `docpkg thumbnail IMAGE... (-o OUT.png | --output-dir DIR) [--size N | WxH] [--mode M]`.
struct ThumbnailCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "thumbnail",
    abstract: "Make PNG thumbnails of images and document packages.",
    usage:
      "IMAGE|PACKAGE... (-o OUT.png | --output-dir DIR | --update-quicklook) [--size N | WxH]",
    discussion: """
      Decodes with shrink-on-load, resamples (Lanczos3 in premultiplied alpha) and writes
      8-bit PNG atomically. Several inputs run in parallel (--jobs, default: the number of
      cores). With --output-dir each IMAGE becomes DIR/<name>.png.
      Packages (.note, .rtfd, flat RTFD, .ptk, any other package) are accepted: a .note's
      fresh QuickLook/Thumbnail.png is the source, otherwise the icon is composed (text
      above, first attachment below); --update-quicklook rewrites a .note's QuickLook/
      in place, atomically, when it is stale (alone, or together with -o/--output-dir).
      """,
    options: [
      .value("output", short: "o", label: "OUT.png", help: "The thumbnail file (one input)."),
      .value("output-dir", label: "DIR", help: "Folder for <name>.png per input (created)."),
      .value("size", label: "N|WxH", help: "Box size; default 256."),
      .value("mode", label: "fit|fill|exact", help: "Fit inside, fill and crop, or stretch."),
      .value("filter", label: "NAME", help: "lanczos3 (default), box, triangle, catmull-rom."),
      .value("jobs", short: "j", label: "N", help: "Parallel jobs; default: cores."),
      .flag("upscale", help: "Enlarge pictures smaller than the box."),
      .flag("linear", help: "Resample in linear light (slower)."),
      .flag("update-quicklook", help: "Rewrite stale QuickLook/ of .note inputs in place."),
      ThumbnailCacheTarget.option,
    ] + BatchOptions.options,
    minimumPositionals: 1)

  var inputs: [String]
  var outputs: [String]
  var outputDirectory: String?
  var thumbnailer: Thumbnailer
  var jobs: Int
  var updatesQuickLook: Bool
  var batch: BatchOptions
  var cacheTarget: ThumbnailCacheTarget?

  init(arguments: ParsedArguments) throws {
    inputs = arguments.positionals
    let (width, height) = try Self.parseSize(arguments.value("size") ?? "256")
    let modeName = arguments.value("mode") ?? "fit"
    guard let mode = ResizeMode(rawValue: modeName) else {
      throw CLIError.usage("--mode: expected fit, fill or exact, got '\(modeName)'")
    }
    var thumbnailer = Thumbnailer(
      geometry: ThumbnailGeometry(
        width: width, height: height, mode: mode, allowsUpscaling: arguments.flag("upscale")))
    if let name = arguments.value("filter") {
      guard let filter = ResamplingFilter.named(name) else {
        throw CLIError.usage("--filter: unknown filter '\(name)'")
      }
      thumbnailer.filter = filter
    }
    thumbnailer.linearLight = arguments.flag("linear")
    // An enlarged thumbnail is allocated at the box size: bound it like a decoded image.
    let (boxPixels, overflow) = width.multipliedReportingOverflow(by: height)
    if arguments.flag("upscale"), overflow || boxPixels > thumbnailer.pixelLimit {
      throw CLIError.usage(
        "--size: \(width)x\(height) with --upscale is over the limit of \(thumbnailer.pixelLimit) pixels"
      )
    }
    self.thumbnailer = thumbnailer
    jobs =
      try arguments.integer("jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount
    updatesQuickLook = arguments.flag("update-quicklook")
    batch = try BatchOptions(arguments: arguments)
    let cacheTarget = try ThumbnailCacheTarget(arguments: arguments)
    self.cacheTarget = cacheTarget
    if cacheTarget != nil { inputs = ThumbnailCacheTarget.expandingFolders(inputs) }
    switch (arguments.value("output"), arguments.value("output-dir")) {
    case (nil, nil) where cacheTarget != nil:
      outputs = cacheTarget?.temporaryOutputs(count: inputs.count) ?? []
    case (nil, nil) where updatesQuickLook:
      outputs = []
    case (let file?, nil):
      guard inputs.count == 1 else {
        throw CLIError.usage("thumbnail: -o takes one input; use --output-dir for several")
      }
      outputs = [file]
    case (nil, let directory?):
      outputDirectory = directory
      outputs = inputs.map { input in
        let stem = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        return URL(fileURLWithPath: directory).appendingPathComponent(stem + ".png").path
      }
      if Set(outputs).count != outputs.count {
        throw CLIError.usage("thumbnail: two inputs would write the same file in \(directory)")
      }
    default:
      throw CLIError.usage("thumbnail: give exactly one of -o OUT.png or --output-dir DIR")
    }
    if batch.skipsFresh && outputs.isEmpty {
      throw CLIError.usage("thumbnail: --skip-fresh needs -o, --output-dir or --xdg-cache")
    }
    (inputs, outputs) = batch.selected(inputs: inputs, outputs: outputs)
    outputs = batch.staging(outputs)
  }

  /// `256` or `320x240`.
  static func parseSize(_ text: String) throws -> (Int, Int) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Int($0) }
    guard numbers.count == parts.count, (1...2).contains(numbers.count),
      numbers.allSatisfy({ (1...65_535).contains($0) })
    else {
      throw CLIError.usage("--size: expected N or WxH (1–65535), got '\(text)'")
    }
    return (numbers[0], numbers.count == 2 ? numbers[1] : numbers[0])
  }

  func run(output: inout Output) throws -> ExitCode {
    if let outputDirectory {
      do {
        try FileManager.default.createDirectory(
          atPath: outputDirectory, withIntermediateDirectories: true)
      } catch {
        throw CLIError.cannotCreate("\(outputDirectory): cannot create folder")
      }
    }
    let thumbnailer = self.thumbnailer
    let inputs = self.inputs
    let outputs = self.outputs
    let updatesQuickLook = self.updatesQuickLook
    return try batch.run(
      label: "thumbnail", inputs: inputs, outputs: outputs, cache: cacheTarget, jobs: jobs,
      output: &output
    ) { index -> CLIError? in
      do {
        if (updatesQuickLook && outputs.isEmpty) || PackageThumbnails.isPackageInput(inputs[index])
        {
          return try PackageThumbnails.make(
            input: inputs[index], output: outputs.isEmpty ? nil : outputs[index],
            thumbnailer: thumbnailer, updatesQuickLook: updatesQuickLook)
        }
        try thumbnailer.writeThumbnail(
          of: URL(fileURLWithPath: inputs[index]), to: URL(fileURLWithPath: outputs[index]))
        return nil
      } catch let error as CLIError {
        return error
      } catch {
        return Self.cliError(error, input: inputs[index])
      }
    }
  }

  static func cliError(_ error: any Error, input: String) -> CLIError {
    switch error {
    case let error as ImageFileError:
      switch error {
      case .notFound, .unreadable: return .noInput(error.description)
      case .cannotWrite: return .cannotCreate(error.description)
      }
    case let error as ImageDecodingError where error.isResourceFailure:
      return CLIError(message: "\(input): \(error)", exitCode: .osError)
    case let error as ImageDecodingError:
      return .dataError("\(input): \(error)")
    case let error as CodecLoadingError:
      return .unavailable("\(input): \(error)")
    default:
      return CLIError(message: "\(input): \(error)", exitCode: .failure)
    }
  }
}
