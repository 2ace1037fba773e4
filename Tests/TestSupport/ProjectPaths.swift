import Foundation

/// Locations the tests need: the package root, the built tool, the optional shared corpus.
public enum ProjectPaths {
  /// The root of the docpkg package (the folder holding Package.swift).
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The `docpkg` executable built beside the test bundle, or `$DOCPKG_EXECUTABLE` (to run
  /// the command-line tests against another build, such as `Scripts/build-release.sh`'s).
  public static var docpkgExecutable: URL {
    if let override = ProcessInfo.processInfo.environment["DOCPKG_EXECUTABLE"], !override.isEmpty {
      return URL(fileURLWithPath: override)
    }
    let selfExe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let sibling = selfExe.deletingLastPathComponent().appendingPathComponent("docpkg")
    if FileManager.default.isExecutableFile(atPath: sibling.path) { return sibling }
    return packageRoot.appendingPathComponent(".build/debug/docpkg")
  }

  /// `../shared/corpus` beside the project (or `$CORPUS_DIR`), when present.
  ///
  /// Corpus tests read third-party files in place and skip when this is `nil`.
  public static var corpus: URL? {
    if let override = ProcessInfo.processInfo.environment["CORPUS_DIR"], !override.isEmpty {
      let url = URL(fileURLWithPath: override, isDirectory: true)
      return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
    let url = packageRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/corpus", isDirectory: true)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// A folder inside the corpus, when the corpus is present.
  public static func corpus(_ relativePath: String) -> URL? {
    guard let corpus else { return nil }
    let url = corpus.appendingPathComponent(relativePath, isDirectory: true)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }
}
