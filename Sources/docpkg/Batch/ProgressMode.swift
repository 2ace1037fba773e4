/// `--progress auto|json|none`: how a batch shows its progress.
enum ProgressMode: String, CaseIterable, ExpressibleByArgument {
  /// A progress line on a terminal's stderr (done/total, rate, ETA); nothing otherwise.
  case auto
  /// One JSON line on stdout per finished input (`Spec/CLI/batches.md`); no progress line.
  case json
  /// Nothing but errors, warnings and the summary.
  case none
}
