/// The options every multi-input command shares: `--progress`, `--shard`, `--skip-fresh`
/// (`Spec/CLI/batches.md`).
struct BatchOptions: Sendable {
  /// Their declarations, nested in a command's ``OptionGroup``.
  struct Options: OptionGroup {
    let progress = Option<ProgressMode>(
      "progress", label: "auto|json|none",
      help: "Progress line on a terminal (auto), a JSON line per input on stdout, or none.",
      names: "auto, json or none")
    let shard = Option<Shard>(
      "shard", label: "K/N", help: "Only the K-th of N parts (stable hash of each path)."
    ) { text throws(CLIError) in try Shard(parsing: text) }
    let skipFresh = Flag(
      "skip-fresh", help: "Skip inputs whose output is not older than the input.")
    let rewriteOutput = InPlaceOutput.option
  }

  /// How progress is shown.
  var progress = ProgressMode.auto
  /// The part of the inputs this run does, if split.
  var shard: Shard?
  /// Whether inputs with a fresh output are skipped.
  var skipsFresh = false
  /// Whether outputs are rewritten in place (`--rewrite-output`).
  var rewritesOutputs = false
  /// With `--rewrite-output`, the real outputs; the command writes staging files.
  var finalOutputs: [String]?

  /// Reads the options from `arguments`.
  /// - Throws: `CLIError.usage` for a bad `--progress` or `--shard`.
  init(arguments: ParsedArguments, options: Options = Options()) throws(CLIError) {
    progress = try arguments.value(options.progress) ?? .auto
    shard = try arguments.value(options.shard)
    skipsFresh = try arguments.has(options.skipFresh)
    rewritesOutputs = try arguments.has(options.rewriteOutput)
  }

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
