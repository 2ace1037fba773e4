import CSandbox

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process started with `posix_spawn(3)`, its standard input and output on pipes the
/// parent holds (the decoder workers of `Spec/Isolation.md`).
package struct ChildProcess: Sendable {
  /// How a child ended.
  package enum Termination: Sendable, Equatable {
    /// `exit(status)`.
    case exited(Int32)
    /// Killed by `signal`.
    case signaled(Int32)
  }

  /// The process id.
  package let id: Int32
  /// The parent's end of the child's standard input.
  package let input: FileDescriptor
  /// The parent's end of the child's standard output.
  package let output: FileDescriptor

  /// Starts `executable` with `arguments` (the first is its `argv[0]`), the environment
  /// inherited, standard error shared, standard input and output on sockets.
  /// - Throws: the `SystemError` of `socketpair` or `posix_spawn`.
  package static func spawn(_ executable: String, arguments: [String]) throws(SystemError)
    -> ChildProcess
  {
    let (toChild, fromChild) = try childSockets()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    var pid: pid_t = 0
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let result = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    return try launched(
      pid, toChild: toChild, fromChild: fromChild,
      failure: result == 0 ? nil : SystemError(call: "posix_spawn", errno: result))
  }

  /// Starts a copy of this process with `fork(2)`: the copy runs `body` with its standard input
  /// and output on sockets (every other descriptor above 2 closed) and ends with `_exit(2)` of
  /// what `body` returns. Returns nil, and forks nothing, when this process runs more than one
  /// thread: the child of a multi-threaded process may only make async-signal-safe calls, so
  /// such a process spawns instead. A copy has no program to load, link and initialise again
  /// (a spawned docpkg worker takes 1.3 ms to be ready; `Spec/Isolation.md`).
  /// - Throws: the `SystemError` of `socketpair` or `fork`.
  package static func forkIfSingleThreaded(_ body: () -> Int32) throws(SystemError)
    -> ChildProcess?
  {
    guard threadCount() == 1 else { return nil }
    let (toChild, fromChild) = try childSockets()
    let pid = fork()
    if pid == 0 {
      _ = dup2(toChild[0], 0)
      _ = dup2(fromChild[1], 1)
      docpkg_close_descriptors_from(3, 65_536)
      _exit(body())
    }
    let failure = Errno.current
    return try launched(
      pid, toChild: toChild, fromChild: fromChild,
      failure: pid > 0 ? nil : SystemError(call: "fork", errno: failure))
  }

  /// The parent's side of a launch: the child's ends of the sockets closed, then the child
  /// with the parent's ends, or (after `failure`) the parent's ends closed too.
  private static func launched(
    _ pid: pid_t, toChild: [Int32], fromChild: [Int32], failure: SystemError?
  ) throws(SystemError) -> ChildProcess {
    _ = systemClose(toChild[0])
    _ = systemClose(fromChild[1])
    if let failure {
      _ = systemClose(toChild[1])
      _ = systemClose(fromChild[0])
      throw failure
    }
    return ChildProcess(
      id: pid, input: FileDescriptor(rawValue: toChild[1]),
      output: FileDescriptor(rawValue: fromChild[0]))
  }

  /// The number of threads this process runs (field 20 of `/proc/self/stat`); 0 when it
  /// cannot be read.
  static func threadCount() -> Int {
    let descriptor = open("/proc/self/stat", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return 0 }
    defer { _ = systemClose(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 1024)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0, let close = bytes[0..<count].lastIndex(of: UInt8(ascii: ")")) else {
      return 0
    }
    // After the command name: state (field 3) … num_threads (field 20).
    let fields = bytes[(close + 1)..<count].split(separator: UInt8(ascii: " "))
    guard fields.count > 17 else { return 0 }
    return Int(String(decoding: fields[17], as: UTF8.self)) ?? 0
  }

  /// Writes all of `bytes` to the child's standard input (`send(2)`, no SIGPIPE).
  /// - Throws: the `Errno` of `send` (`EPIPE` when the child is gone).
  package func send(_ bytes: [UInt8]) throws(Errno) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes { buffer in
        systemSend(input.rawValue, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if sent < 0 {
        if Errno.current == .interrupted { continue }
        throw Errno.current
      }
      offset += sent
    }
  }

  /// Sends `SIGKILL` (a worker over its time).
  package func kill() {
    _ = systemKill(id, SIGKILL)
  }

  /// Closes the parent's ends without waiting: a child that ends at the end of its input
  /// ends on its own, and is reaped by init once this process has exited. For a process about
  /// to exit, which need not wait for its children to be torn down.
  package func release() {
    _ = systemClose(input.rawValue)
    _ = systemClose(output.rawValue)
  }

  /// Closes the parent's ends, then waits for the child to end (`wait4(2)`).
  /// - Returns: how it ended, and its peak resident memory in bytes.
  package func wait() -> (termination: Termination, peakResidentBytes: Int) {
    _ = systemClose(input.rawValue)
    _ = systemClose(output.rawValue)
    var status: Int32 = 0
    var usage = rusage()
    while wait4(id, &status, 0, &usage) == -1 && Errno.current == .interrupted {}
    let peak = Int(usage.ru_maxrss) * 1024
    let signal = status & 0x7F
    if signal == 0 { return (.exited((status >> 8) & 0xFF), peak) }
    return (.signaled(signal), peak)
  }

  /// `SIGSEGV`, `SIGXCPU`… for a signal number (`nil` when it is not one of the usual ones).
  package static func signalName(_ signal: Int32) -> String? {
    let names: [Int32: String] = [
      SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGABRT: "SIGABRT", SIGILL: "SIGILL",
      SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGXCPU: "SIGXCPU", SIGSYS: "SIGSYS",
      SIGTERM: "SIGTERM", SIGPIPE: "SIGPIPE", SIGTRAP: "SIGTRAP",
    ]
    return names[signal]
  }

  /// The number of `SIGXCPU` (the CPU limit).
  package static var cpuLimitSignal: Int32 { SIGXCPU }

  /// The path that runs this process's executable again: `/proc/self/exe` where it exists
  /// (the kernel follows it without searching the folders on the way), else
  /// ``currentExecutable``.
  package static var currentExecutablePath: String {
    (try? FileSystem.readLink(RawPath("/proc/self/exe"))) != nil
      ? "/proc/self/exe" : currentExecutable
  }

  /// This process's executable (`/proc/self/exe` resolved), for spawning itself.
  package static var currentExecutable: String {
    guard let bytes = try? FileSystem.readLink(RawPath("/proc/self/exe")) else {
      return CommandLine.arguments.first ?? "docpkg"
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}

private func systemKill(_ pid: Int32, _ signal: Int32) -> Int32 {
  kill(pid, signal)
}

private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
}

/// The child's standard input and output: socket pairs, created close-on-exec atomically
/// (another thread may be spawning), and so that a write to a worker that died fails with
/// EPIPE (`send` with MSG_NOSIGNAL) instead of killing the parent with SIGPIPE.
private func childSockets() throws(SystemError) -> (toChild: [Int32], fromChild: [Int32]) {
  let toChild = try socketPair()
  do throws(SystemError) {
    return (toChild, try socketPair())
  } catch {
    _ = systemClose(toChild[0])
    _ = systemClose(toChild[1])
    throw error
  }
}

private func socketPair() throws(SystemError) -> [Int32] {
  var ends: [Int32] = [0, 0]
  let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
  guard socketpair(AF_UNIX, type, 0, &ends) == 0 else {
    throw SystemError(call: "socketpair", errno: Errno.current)
  }
  return ends
}
