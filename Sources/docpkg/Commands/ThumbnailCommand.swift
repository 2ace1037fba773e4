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
    minimumPositionals: 1)

  /// The options.
  struct Options: OptionGroup {
    let output = Option<String>(
      "output", short: "o", label: "OUT.png", help: "The thumbnail file (one input).")
    let outputDirectory = Option<String>(
      "output-dir", label: "DIR", help: "Folder for <name>.png per input (created).")
    let size = Option<String>("size", label: "N|WxH", help: "Box size; default 256.")
    let mode = Option<ResizeMode>(
      "mode", label: "fit|fill|exact", help: "Fit inside, fill and crop, or stretch.",
      names: "fit, fill or exact")
    let filter = Option<ResamplingFilter>(
      "filter", label: "NAME", help: "lanczos3 (default), box, triangle, catmull-rom."
    ) { name throws(CLIError) in
      guard let filter = ResamplingFilter.named(name) else {
        throw CLIError.usage("--filter: unknown filter '\(name)'")
      }
      return filter
    }
    let jobs = Option<Int>(
      "jobs", short: "j", label: "N", help: "Parallel jobs; default: cores.", range: 1...256)
    let upscale = Flag("upscale", help: "Enlarge pictures smaller than the box.")
    let linear = Flag("linear", help: "Resample in linear light (slower).")
    let updateQuickLook = Flag(
      "update-quicklook", help: "Rewrite stale QuickLook/ of .note inputs in place.")
    let xdgCache = ThumbnailCacheTarget.option
    let batch = BatchOptions.Options()
  }

  var inputs: [String]
  var outputFile: String?
  var outputDirectory: String?
  var sizeText: String?
  var mode: ResizeMode?
  var upscales: Bool
  var usesCache: Bool
  var thumbnailer: Thumbnailer
  var jobs: Int
  var updatesQuickLook: Bool
  var batch: BatchOptions
  /// Settled by `validate()`: one output per input (none with `--update-quicklook` alone).
  var outputs: [String] = []
  var cacheTarget: ThumbnailCacheTarget?

  init(arguments: ParsedArguments) throws {
    let options = Self.options
    inputs = arguments.positionals
    sizeText = try arguments.value(options.size)
    let (width, height) = try Self.parseSize(sizeText ?? "256")
    mode = try arguments.value(options.mode)
    upscales = try arguments.has(options.upscale)
    thumbnailer = Thumbnailer(
      geometry: ThumbnailGeometry(
        width: width, height: height, mode: mode ?? .fit, allowsUpscaling: upscales))
    if let filter = try arguments.value(options.filter) { thumbnailer.filter = filter }
    thumbnailer.linearLight = try arguments.has(options.linear)
    jobs = try arguments.value(options.jobs) ?? ProcessInfo.processInfo.activeProcessorCount
    updatesQuickLook = try arguments.has(options.updateQuickLook)
    batch = try BatchOptions(arguments: arguments, options: options.batch)
    usesCache = try arguments.has(options.xdgCache)
    outputFile = try arguments.value(options.output)
    outputDirectory = try arguments.value(options.outputDirectory)
  }

  mutating func validate() throws {
    // An enlarged thumbnail is allocated at the box size: bound it like a decoded image.
    let geometry = thumbnailer.geometry
    let (boxPixels, overflow) = geometry.width.multipliedReportingOverflow(by: geometry.height)
    if upscales, overflow || boxPixels > thumbnailer.pixelLimit {
      throw CLIError.usage(
        "--size: \(geometry.width)x\(geometry.height) with --upscale is over the limit of \(thumbnailer.pixelLimit) pixels"
      )
    }
    if usesCache {
      let cacheTarget = try ThumbnailCacheTarget(
        hasOutput: outputFile != nil || outputDirectory != nil, size: sizeText, mode: mode,
        upscale: upscales)
      self.cacheTarget = cacheTarget
      inputs = ThumbnailCacheTarget.expandingFolders(inputs)
    }
    switch (outputFile, outputDirectory) {
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
        throw CommandFailure.cannotCreateFolder(path: outputDirectory)
      }
    }
    let thumbnailer = self.thumbnailer
    let inputs = self.inputs
    let outputs = self.outputs
    let updatesQuickLook = self.updatesQuickLook
    return try batch.run(
      label: "thumbnail", inputs: inputs, outputs: outputs, cache: cacheTarget, jobs: jobs,
      output: &output
    ) { index in
      let input = inputs[index]
      let file = outputs.isEmpty ? nil : outputs[index]
      do {
        // Images go straight to the thumbnailer; documents (and --update-quicklook alone,
        // which writes no file) through PackageThumbnails.
        if let file, !PackageThumbnails.isPackageInput(input) {
          try thumbnailer.writeThumbnail(
            of: URL(fileURLWithPath: input), to: URL(fileURLWithPath: file))
          return .success([])
        }
        return .success(
          try PackageThumbnails.make(
            input: input, output: file, thumbnailer: thumbnailer,
            updatesQuickLook: updatesQuickLook))
      } catch {
        return .failure(CLIError(error, input: input))
      }
    }
  }
}
