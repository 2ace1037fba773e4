import DocpkgSystem

/// One worker process, owned by one batch thread at a time.
final class DecoderWorker {
  private let process: ChildProcess
  private let limits: IsolationLimits
  private var buffer: [UInt8] = []

  /// Starts `executable arguments… limits…` (the worker mode), from `path` (the file to run;
  /// `executable` is its `argv[0]`).
  init(path: String, executable: String, arguments: [String], limits: IsolationLimits)
    throws(SystemError)
  {
    process = try ChildProcess.spawn(
      path, arguments: [executable] + arguments + limits.workerArguments)
    self.limits = limits
  }

  /// A worker already started (a copy of this process, `ChildProcess.forkIfSingleThreaded`).
  init(process: ChildProcess, limits: IsolationLimits) {
    self.process = process
    self.limits = limits
  }

  /// Sends one request and waits for its answer up to the timeout.
  /// - Returns: the result bytes, or why there are none, and whether the worker is still
  ///   usable (false: it died or was killed, and has been reaped).
  func perform(_ fields: [String]) -> (Result<[UInt8], IsolationError>, alive: Bool) {
    if let failure = send(fields) { return (.failure(failure), false) }
    return receive()
  }

  /// Sends one request without waiting for its answer (``receive()`` waits).
  /// - Returns: nil, or why the worker could not take it (it has ended and been reaped).
  func send(_ fields: [String]) -> IsolationError? {
    do throws(Errno) {
      try process.send(WorkerFrame.request(fields))
      return nil
    } catch {
      return ended(library: "the decoder", crash: nil)
    }
  }

  /// Waits for the answer to the request ``send(_:)`` sent, up to the timeout (counted from
  /// now).
  /// - Returns: the result bytes, or why there are none, and whether the worker is still
  ///   usable (false: it died or was killed, and has been reaped).
  func receive() -> (Result<[UInt8], IsolationError>, alive: Bool) {
    var library = "the decoder"
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(limits.timeoutSeconds * 1000))
    var crash: (signal: Int32, addressSpace: Int)?
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      do throws(WorkerProtocolError) {
        while let frame = try WorkerFrame.take(from: &buffer) {
          switch frame {
          case .begin(let name): library = name
          case .data(let bytes): return (.success(bytes), true)
          case .error(let message, let code):
            return (.failure(.decodingFailed(message: message, exitCode: code)), true)
          case .crash(let signal, let addressSpace): crash = (signal, addressSpace)
          }
        }
      } catch {
        process.kill()
        _ = process.wait()
        return (.failure(.workerUnavailable(reason: "\(error)")), false)
      }
      let remaining = deadline - clock.now
      let parts = remaining.components
      let milliseconds = max(0, parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000)
      let ready = FileDescriptor.waitForInput(
        [process.output], timeoutMilliseconds: Int32(clamping: milliseconds))
      if remaining <= .zero || !ready[0] {
        guard clock.now >= deadline else { continue }  // an interrupting signal
        process.kill()
        _ = process.wait()
        return (.failure(.timedOut(seconds: limits.timeoutSeconds, library: library)), false)
      }
      let output = process.output
      let count = chunk.withUnsafeMutableBytes { (try? output.read(into: $0)) ?? 0 }
      if count == 0 { return (.failure(ended(library: library, crash: crash)), false) }
      buffer += chunk[0..<count]
    }
  }

  /// Ends the worker: end of input makes it exit.
  func shutDown() {
    _ = process.wait()
  }

  /// Ends the worker without waiting for it (``DecoderWorkerPool/release()``).
  func release() {
    process.release()
  }

  /// Reaps a worker whose output ended and says why it ended.
  private func ended(library: String, crash: (signal: Int32, addressSpace: Int)?) -> IsolationError
  {
    let (termination, peak) = process.wait()
    let signal: Int32
    switch termination {
    case .signaled(let number): signal = number
    case .exited(let status):
      guard let crash else { return .exited(status: status, library: library) }
      signal = crash.signal
    }
    if signal == ChildProcess.cpuLimitSignal {
      return .overCPULimit(seconds: limits.cpuSeconds, library: library)
    }
    // Out of address space: the crash came with (nearly) all of it in use.
    let used = max(crash?.addressSpace ?? 0, peak)
    if used + (64 << 20) >= limits.memoryBytes {
      return .overMemoryLimit(bytes: limits.memoryBytes, signal: signal, library: library)
    }
    return .crashed(signal: signal, signalName: ChildProcess.signalName(signal), library: library)
  }
}
