import DocumentBatches

/// The options every multi-input command shares: `--progress`, `--shard`, `--skip-fresh`
/// (`Spec/CLI/batches.md`).
struct BatchOptions: ParsableArguments {
  /// How progress is shown.
  @Option(help: "Progress line on a terminal (auto), a JSON line per input on stdout, or none.")
  var progress = ProgressMode.auto
  /// The part of the inputs this run does, if split.
  @Option(label: "K/N", help: "Only the K-th of N parts (stable hash of each path).")
  var shard: Shard?
  /// Whether inputs with a fresh output are skipped.
  @Flag(name: "skip-fresh", help: "Skip inputs whose output is not older than the input.")
  var skipsFresh: Bool
  /// Whether outputs are rewritten in place (``InPlaceOutput``).
  @Flag(name: "rewrite-output", help: "Write into the existing output file (thumbnailer hosts).")
  var rewritesOutputs: Bool
  /// With `--rewrite-output`, the real outputs; the command writes staging files.
  var finalOutputs: [String]?

  /// With `--rewrite-output`, remembers `outputs` and returns the staging files the
  /// command writes instead; otherwise returns `outputs`.
  mutating func staging(_ outputs: [String]) -> [String] {
    guard rewritesOutputs else { return outputs }
    finalOutputs = outputs
    return outputs.indices.map { InPlaceOutput.stagingPath(for: outputs[$0], index: $0) }
  }

  /// The inputs (and their outputs, when there is one per input) in this run's shard,
  /// order kept.
  func selected(inputs: [String], outputs: [String]) -> (inputs: [String], outputs: [String]) {
    guard let shard else { return (inputs, outputs) }
    let kept = inputs.indices.filter { shard.contains(inputs[$0]) }
    let keptOutputs = outputs.count == inputs.count ? kept.map { outputs[$0] } : outputs
    return (kept.map { inputs[$0] }, keptOutputs)
  }
}
