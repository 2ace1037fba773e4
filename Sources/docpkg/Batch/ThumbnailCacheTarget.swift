import DocpkgSystem
import Foundation
import Imaging
import ThumbnailCache

/// `thumbnail --xdg-cache`: thumbnails go to the freedesktop.org cache that file managers
/// read (`$XDG_CACHE_HOME/thumbnails/<size>/<md5 of URI>.png`, with `Thumb::URI`,
/// `Thumb::MTime`, `Thumb::Size`, `Software`); fresh entries are skipped, and failures are
/// recorded under `fail/docpkg-<version>/` so they are not tried again until the original
/// changes (`Spec/CLI/desktop.md`).
struct ThumbnailCacheTarget: Sendable {
  /// The cache.
  var cache: FreedesktopThumbnailCache
  /// The size folder written.
  var size: ThumbnailCacheSize

  /// The cache for `thumbnail --xdg-cache` with these other options.
  /// - Parameters:
  ///   - hasOutput: whether `-o` or `--output-dir` was given too.
  ///   - size: `--size` as given, if it was.
  /// - Throws: `CLIError.usage` with `-o`/`--output-dir`, a `--size` that is not one of the
  ///   standard's squares, `--mode` other than `fit`, or `--upscale`; `CLIError.cannotCreate`
  ///   when there is no cache folder.
  init(hasOutput: Bool, size given: String?, mode: ResizeMode?, upscale: Bool) throws(CLIError) {
    if hasOutput {
      throw CLIError.usage("thumbnail: --xdg-cache writes into the cache; drop -o/--output-dir")
    }
    let text = given ?? "256"
    guard let pixels = Int(text), let size = ThumbnailCacheSize(pixels: pixels) else {
      throw CLIError.usage(
        "--size: with --xdg-cache, expected 128, 256, 512 or 1024, got '\(text)'")
    }
    if let mode, mode != .fit {
      throw CLIError.usage("--mode: --xdg-cache thumbnails fit their box; got '\(mode.rawValue)'")
    }
    if upscale {
      throw CLIError.usage("--upscale: the thumbnail standard does not enlarge small originals")
    }
    do {
      cache = try FreedesktopThumbnailCache(application: "docpkg", version: RootCommand.version)
    } catch {
      throw CLIError(error)
    }
    self.size = size
  }

  /// A private temporary output per input in the size folder (`.docpkg-<pid>-<n>.png`): the
  /// thumbnail is made there, then tagged and moved to its cache name.
  func temporaryOutputs(count: Int) -> [String] {
    let folder = cache.folder(for: size).path
    let pid = SystemProcess.id
    return (0..<count).map { "\(folder)/.docpkg-\(pid)-\($0).png" }
  }

  /// Creates the size and failure folders (mode 0700).
  /// - Throws: `CLIError.cannotCreate`.
  func createFolders() throws(CLIError) {
    do {
      try cache.createFolders(for: size)
    } catch {
      throw CLIError(error)
    }
  }

  /// Skips a fresh entry (or a fresh failure record); otherwise runs `make`, which writes the
  /// thumbnail to `temporary`, and stores it with its keys, or records the failure.
  func outcome(
    input: String, temporary: String, make: () -> BatchOutcome.ItemResult
  ) -> BatchOutcome {
    defer { try? FileSystem.removeFile(RawPath(temporary)) }  // stored or failed, it goes
    let entry: FreedesktopThumbnailCache.Entry
    do {
      entry = try cache.entry(forFileAt: input, size: size)
    } catch {
      // A missing or unreadable original: the thumbnailer says why, in its own words.
      if case .failure(let failure) = make() { return .from(.failure(failure), output: nil) }
      return .from(.failure(CLIError(error)), output: nil)
    }
    switch cache.state(of: entry) {
    case .fresh:
      return BatchOutcome(status: .skipped, output: entry.thumbnail.path, skipReason: "fresh")
    case .failed:
      return BatchOutcome(
        status: .skipped, output: entry.failure.path, skipReason: "failed-before")
    case .missing:
      break
    }
    var outcome = BatchOutcome.from(make(), output: entry.thumbnail.path)
    if outcome.status == .written {
      do {
        try cache.store(Data(contentsOf: URL(fileURLWithPath: temporary)), for: entry)
      } catch {
        outcome.status = .failed
        outcome.error = CLIError(
          CommandFailure.cannotStore(path: entry.thumbnail.path, reason: "\(error)"))
      }
    } else if let error = outcome.error,
      [.dataError, .failure, .decoderFailure].contains(error.exitCode)
    {
      do {
        try cache.recordFailure(for: entry)
      } catch {
        outcome.warnings.append("\(entry.failure.path): cannot record the failure: \(error)")
      }
    }
    return outcome
  }
}
