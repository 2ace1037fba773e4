import DocpkgSystem
import DocumentBatches

extension BatchOptions {
  /// Runs `body(index)` for each input that is not skipped, on `jobs` threads, reporting as
  /// inputs finish; returns the highest exit status met.
  ///
  /// - Parameters:
  ///   - outputs: one output per input, or empty when the command writes none.
  ///   - cache: with `--xdg-cache`, `outputs` are temporary files that are tagged and moved
  ///     into the cache, and fresh cache entries are skipped.
  ///   - body: makes one input's output; its warnings, or the error that stopped it.
  /// - Throws: `CLIError` when the cache folders cannot be created.
  func run(
    label: String, inputs: [String], outputs: [String], cache: ThumbnailCacheTarget?,
    jobs: Int, output: inout Output, body: @escaping @Sendable (Int) -> BatchOutcome.ItemResult
  ) throws(CLIError) -> ExitCode {
    try cache?.createFolders()
    let skipsFresh = self.skipsFresh
    let finalOutputs = self.finalOutputs
    let work: @Sendable (Int) -> BatchOutcome = { index in
      let file = outputs.count == inputs.count ? outputs[index] : nil
      if let cache, let file {
        return cache.outcome(input: inputs[index], temporary: file) { body(index) }
      }
      let target = finalOutputs.map { $0[index] } ?? file
      if skipsFresh, let target, OutputFreshness.isFresh(output: target, input: inputs[index]) {
        return BatchOutcome(status: .skipped, output: target, skipReason: "fresh")
      }
      var outcome = BatchOutcome.from(body(index), output: target)
      if let file, let target, target != file {
        do throws(CommandFailure) {
          if outcome.status == .written { try InPlaceOutput.deliver(file, to: target) }
        } catch {
          outcome.status = .failed
          outcome.error = CLIError(error)
        }
        try? FileSystem.removeFile(RawPath(file))  // the staged output, delivered or not
      }
      return outcome
    }
    let isTerminal = output.isTerminal
    var reporter = BatchReporter(
      label: label, inputs: inputs, mode: progress, isTerminal: isTerminal)
    BatchRunner(jobs: jobs).run(count: inputs.count, work: work) { index, outcome, milliseconds in
      var outcome = outcome
      outcome.milliseconds = milliseconds
      reporter.finished(index, outcome, output: &output)
    } tick: {
      reporter.tick(output: &output)
    }
    return reporter.finish(output: &output, isTerminal: isTerminal)
  }
}
