import DecoderIsolation

/// `thumbnail`'s decoder isolation options (`Spec/Isolation.md`).
struct IsolationOptions: ParsableArguments {
  /// Wall-clock limit per file.
  @Option(label: "SECONDS", help: "Per-file time limit of a decoder worker; default 30.")
  var timeout: TimeoutSeconds?
  /// Address-space limit of a worker.
  @Option(name: "memory-limit", label: "SIZE", help: "Decoder worker memory; default 1G.")
  var memoryLimit: MemorySize?
  /// Whether decoding stays in this process (trusted inputs).
  @Flag(name: "in-process", help: "Decode in this process, without workers (trusted inputs).")
  var inProcess: Bool

  /// The limits the options describe.
  var limits: IsolationLimits {
    var limits = IsolationLimits()
    if let timeout { limits.timeoutSeconds = timeout.seconds }
    if let memoryLimit { limits.memoryBytes = memoryLimit.bytes }
    return limits
  }

  /// A worker pool for a batch, or nil with `--in-process`.
  func makePool() -> DecoderWorkerPool? {
    inProcess
      ? nil
      : DecoderWorkerPool(
        arguments: [DecoderWorkerHost.marker], limits: limits,
        forkedWorker: { DecoderWorkerHost.serve($0) })
  }
}
