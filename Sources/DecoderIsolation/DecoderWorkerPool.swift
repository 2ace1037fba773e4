import DocpkgSystem
import Foundation

/// Worker processes kept warm for a batch: each call takes an idle worker (or starts one),
/// sends it one request, and waits for the answer within the limits (`Spec/Isolation.md`).
///
/// ```swift
/// let pool = DecoderWorkerPool(arguments: ["__decode-worker"], limits: IsolationLimits())
/// defer { pool.shutDown() }
/// switch pool.run(["thumbnail", "256", "photo.heic"]) {
/// case .success(let png): try png.write(to: output)
/// case .failure(let error): print("photo.heic: \(error)")  // "signal 11 (SIGSEGV) in libheif"
/// }
/// ```
public final class DecoderWorkerPool: @unchecked Sendable {
  /// The limits every worker runs under.
  public let limits: IsolationLimits
  private let executable: String
  /// The file spawned: `executable`, or for this very program `/proc/self/exe`, which the
  /// kernel follows without searching the folders on the way (a binary under a folder only its
  /// owner may enter, run by another user, still starts its workers).
  private let path: String
  private let arguments: [String]
  /// The worker mode run in a forked copy of this process (see ``prewarm()``), if any.
  private let forkedWorker: (@Sendable ([String]) -> Int32)?
  fileprivate let lock = NSLock()
  fileprivate var idle: [DecoderWorker] = []

  /// A pool that starts `executable arguments… <limits>` as workers (by default this very
  /// program when `executable` is nil, whose worker mode reads the marker in `arguments` and calls
  /// ``DecoderWorkerService/serve(arguments:handler:)``).
  ///
  /// `forkedWorker`, when given, is what the worker mode does with its limit arguments
  /// (``IsolationLimits``'s, as the spawned worker receives them after the marker):
  /// ``prewarm()`` then starts its worker as a forked copy of this process running it, when
  /// this process runs one thread, instead of spawning the program again.
  public init(
    executable: String? = nil, arguments: [String], limits: IsolationLimits,
    forkedWorker: (@Sendable ([String]) -> Int32)? = nil
  ) {
    self.executable = executable ?? ChildProcess.currentExecutable
    self.path = executable ?? ChildProcess.currentExecutablePath
    self.arguments = arguments
    self.limits = limits
    self.forkedWorker = forkedWorker
  }

  /// Runs one request in a worker.
  /// - Returns: the bytes the worker's handler produced, or an ``IsolationError``.
  public func run(_ fields: [String]) -> Result<Data, IsolationError> {
    start(fields).result()
  }

  /// Sends one request to a worker and returns at once, so that the caller can do other work
  /// while the worker answers (``Request/result()`` waits for the answer). Every request
  /// started must be finished with ``Request/result()``: until then its worker is taken.
  public func start(_ fields: [String]) -> Request {
    let worker: DecoderWorker
    if let warm = lock.withLock({ idle.popLast() }) {
      worker = warm
    } else {
      do throws(SystemError) {
        worker = try DecoderWorker(
          path: path, executable: executable, arguments: arguments, limits: limits)
      } catch {
        return Request(pool: self, failed: .workerUnavailable(reason: "\(executable): \(error)"))
      }
    }
    if let failure = worker.send(fields) { return Request(pool: self, failed: failure) }
    return Request(pool: self, worker: worker)
  }

  /// A request sent to a worker (``DecoderWorkerPool/start(_:)``), answered by ``result()``.
  public final class Request {
    private let pool: DecoderWorkerPool
    private var worker: DecoderWorker?
    private var outcome: Result<Data, IsolationError>?

    fileprivate init(pool: DecoderWorkerPool, worker: DecoderWorker) {
      self.pool = pool
      self.worker = worker
    }

    fileprivate init(pool: DecoderWorkerPool, failed failure: IsolationError) {
      self.pool = pool
      self.outcome = .failure(failure)
    }

    /// Waits for the worker's answer (the time-out counts from this call) and gives the worker
    /// back to the pool; later calls return the same answer.
    /// - Returns: the bytes the worker's handler produced, or an ``IsolationError``.
    public func result() -> Result<Data, IsolationError> {
      if let outcome { return outcome }
      guard let worker else { return .failure(.workerUnavailable(reason: "no worker")) }
      let (answer, alive) = worker.receive()
      if alive { pool.lock.withLock { pool.idle.append(worker) } }
      self.worker = nil
      let outcome = answer.map { Data($0) }
      self.outcome = outcome
      return outcome
    }
  }

  /// Starts one worker now, so that its start-up (a process start, the libraries' loading,
  /// the confinement) overlaps the caller's own work before its first ``run(_:)``; a one-file
  /// run then waits for the worker's start only as long as it is still going. A worker that
  /// cannot start is not reported here: the first ``run(_:)`` tries again and says why.
  ///
  /// With a `forkedWorker` and while this process runs one thread (as a command does before
  /// its batch starts), the worker is a `fork(2)` copy of this process, ready in a fraction of
  /// a spawned worker's start; it is confined exactly as a spawned one (`Spec/Isolation.md`).
  public func prewarm() {
    let limits = self.limits
    if let forkedWorker,
      let process = try? ChildProcess.forkIfSingleThreaded({
        forkedWorker(limits.workerArguments)
      })
    {
      let worker = DecoderWorker(process: process, limits: limits)
      lock.withLock { idle.append(worker) }
      return
    }
    guard
      let worker = try? DecoderWorker(
        path: path, executable: executable, arguments: arguments, limits: limits)
    else { return }
    lock.withLock { idle.append(worker) }
  }

  /// Ends every idle worker without waiting for it: each reads the end of its input and exits
  /// on its own. For a process about to exit (a command line run), which then does not wait for
  /// its workers' address spaces to be torn down (about 0.4 ms); a process that lives on calls
  /// ``shutDown()``, which reaps them.
  public func release() {
    let workers = lock.withLock {
      defer { idle.removeAll() }
      return idle
    }
    for worker in workers { worker.release() }
  }

  /// Ends every idle worker and waits for it.
  public func shutDown() {
    let workers = lock.withLock {
      defer { idle.removeAll() }
      return idle
    }
    for worker in workers { worker.shutDown() }
  }
}
