import DocumentBatches
import DocumentPackages
import Foundation
import Imaging

/// `docpkg thumbnail IMAGE... (-o OUT.png | --output-dir DIR) [--size N | WxH] [--mode M]`.
struct ThumbnailCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    name: "thumbnail",
    abstract:
      "Make PNG thumbnails of images, PDFs, text, SVG, icons, videos and document packages.",
    usage:
      "IMAGE|PACKAGE... (-o OUT.png | --output-dir DIR | --update-quicklook) [--size N | WxH]",
    discussion: """
      Decodes with shrink-on-load, resamples (Lanczos3 in premultiplied alpha) and writes
      8-bit PNG atomically. Several inputs run in parallel (--jobs, default: the number of
      cores). With --output-dir each IMAGE becomes DIR/<name>.png.
      Videos (.mov, .mp4, .m4v) give the poster frame ffmpegthumbnailer picks (--frame-at
      to choose another), upright.
      Image files are decoded in sandboxed worker processes (--timeout, --memory-limit): a
      decoder that crashes, hangs or goes over a limit costs that file (exit 70), and the
      batch goes on; --in-process decodes in this process (trusted inputs).
      Packages (.note, .rtfd, flat RTFD, .ptk, any other package) are accepted: a .note's
      fresh QuickLook/Thumbnail.png is the source, otherwise the icon is composed (text
      above, first attachment below); --update-quicklook rewrites a .note's QuickLook/
      in place, atomically, when it is stale (alone, or together with -o/--output-dir).
      """)

  @Argument(label: "IMAGE|PACKAGE") var inputs: [String]
  @Option(name: "output", short: "o", label: "OUT.png", help: "The thumbnail file (one input).")
  var outputFile: String?
  @Option(name: "output-dir", label: "DIR", help: "Folder for <name>.png per input (created).")
  var outputDirectory: String?
  @Option(label: "N|WxH", help: "Box size; default 256.") var size: ThumbnailSize?
  @Option(help: "Fit inside, fill and crop, or stretch.") var mode: ResizeMode?
  @Option(help: "Resampling filter; default lanczos3.") var filter: ResamplingFilter?
  @Option(
    name: "frame-at", label: "SECONDS|PERCENT%",
    help: "Video poster frame time; default 10% (as ffmpegthumbnailer).")
  var frameAt: VideoFramePosition?
  @Option(short: "j", label: "N", help: "Parallel jobs; default: cores.", range: 1...256)
  var jobs: Int?
  @Flag(name: "upscale", help: "Enlarge pictures smaller than the box.") var upscales: Bool
  @Flag(help: "Resample in linear light (slower).") var linear: Bool
  @Flag(name: "update-quicklook", help: "Rewrite stale QuickLook/ of .note inputs in place.")
  var updatesQuickLook: Bool
  @Flag(
    name: "xdg-cache",
    help: "Write into the freedesktop thumbnail cache (size 128/256/512/1024).")
  var usesCache: Bool
  var batch = BatchOptions()
  var isolation = IsolationOptions()
  /// Settled by `validate()`: one output per input (none with `--update-quicklook` alone).
  var outputs: [String] = []
  var cacheTarget: ThumbnailCacheTarget?

  /// The thumbnailer the options describe.
  var thumbnailer: Thumbnailer {
    var thumbnailer = Thumbnailer(
      geometry: ThumbnailGeometry(
        width: size?.width ?? 256, height: size?.height ?? 256, mode: mode ?? .fit,
        allowsUpscaling: upscales))
    if let filter { thumbnailer.filter = filter }
    thumbnailer.linearLight = linear
    return thumbnailer
  }

  mutating func validate() throws {
    let thumbnailer = self.thumbnailer
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
        hasOutput: outputFile != nil || outputDirectory != nil, size: size?.text, mode: mode,
        upscale: upscales)
      self.cacheTarget = cacheTarget
      inputs = ThumbnailCacheTarget.expandingFolders(inputs)
    }
    switch (outputFile, outputDirectory) {
    case (nil, nil) where cacheTarget != nil:
      outputs = cacheTarget?.temporaryOutputs(count: inputs.count) ?? []
    case (nil, nil) where updatesQuickLook:
      outputs = []
    default:
      do {
        outputs = try OutputNaming.paths(
          for: inputs, file: outputFile, directory: outputDirectory, pathExtension: "png")
      } catch {
        throw CLIError.usage("thumbnail: \(error)")
      }
    }
    if batch.skipsFresh && outputs.isEmpty {
      throw CLIError.usage("thumbnail: --skip-fresh needs -o, --output-dir or --xdg-cache")
    }
    (inputs, outputs) = batch.selected(inputs: inputs, outputs: outputs)
    outputs = batch.staging(outputs)
  }

  func run(output: inout Output) throws -> ExitCode {
    try OutputFolder.create(outputDirectory)
    let thumbnailer = self.thumbnailer
    let inputs = self.inputs
    let outputs = self.outputs
    let updatesQuickLook = self.updatesQuickLook
    let videoFrame = frameAt ?? .standard
    // Image files are decoded in worker processes unless --in-process (Spec/Isolation.md).
    let pool = isolation.makePool()
    defer { pool?.release() }  // docpkg exits next: its workers end on their own
    // When the first input is a file (as pictures are; packages are folders), the first worker
    // starts now and the type table that classifying an input reads (1.5 ms to build) is built
    // on another thread, while raster pictures are decoded before they are classified (below).
    var firstIsFolder: ObjCBool = false
    if let first = inputs.first, !outputs.isEmpty,
      FileManager.default.fileExists(atPath: first, isDirectory: &firstIsFolder),
      !firstIsFolder.boolValue
    {
      pool?.prewarm()
      // Inputs named .jpg, .jpeg or .png (files) are classified without it (1.5 ms of CPU
      // that would compete with the decoding when the other core is busy).
      if !inputs.allSatisfy(PackageThumbnails.namesPicture) {
        PackageThumbnails.prepareTypeTable()
      }
    }
    // After the first worker's start: the count reads /sys and cgroup files.
    let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    return try batch.run(
      label: "thumbnail", inputs: inputs, outputs: outputs, cache: cacheTarget, jobs: jobs,
      output: &output
    ) { index in
      let input = inputs[index]
      let file = outputs.isEmpty ? nil : outputs[index]
      do {
        // Images go straight to the thumbnailer; documents (and --update-quicklook alone,
        // which writes no file) through PackageThumbnails. A file that starts like a raster
        // picture is decoded before it is classified (by its worker, or here while the type
        // table is built on another thread); a document after all discards the picture.
        let isRaster = file != nil && IsolatedThumbnail.startsLikeRasterImage(input)
        let early =
          isRaster
          ? pool.map { IsolatedThumbnail.start(input: input, thumbnailer: thumbnailer, pool: $0) }
          : nil
        let earlyPNG =
          isRaster && pool == nil
          ? Result { try thumbnailer.pngData(contentsOf: URL(fileURLWithPath: input)) } : nil
        if let file, !PackageThumbnails.isPackageInput(input) {
          if let pool {
            let request =
              early ?? IsolatedThumbnail.start(input: input, thumbnailer: thumbnailer, pool: pool)
            try IsolatedThumbnail.writeAnswer(to: request, input: input, output: file)
            return .success([])
          }
          if let earlyPNG {
            try AtomicFileWriter.write(earlyPNG.get(), to: URL(fileURLWithPath: file))
          } else {
            try thumbnailer.writeThumbnail(
              of: URL(fileURLWithPath: input), to: URL(fileURLWithPath: file))
          }
          return .success([])
        }
        _ = early?.result()  // its worker back to the pool; the document path answers
        return .success(
          try PackageThumbnails.make(
            input: input, output: file, thumbnailer: thumbnailer,
            updatesQuickLook: updatesQuickLook, videoFrame: videoFrame))
      } catch {
        return .failure(CLIError(error, input: input))
      }
    }
  }
}
