import DocpkgSystem

/// The worker side: confines the process, then answers requests on standard input until it
/// ends (`Spec/Isolation.md`).
public enum DecoderWorkerService {
  /// What a handler gives back for one request.
  public enum Reply: Sendable {
    /// The result bytes (an encoded PNG).
    case data([UInt8])
    /// An ordinary error: its one-line message and exit status.
    case failure(message: String, exitCode: Int32)
  }

  /// Serves requests until standard input ends.
  /// - Parameters:
  ///   - arguments: the limits the pool passed (the arguments after the worker marker).
  ///   - handler: answers one request; it calls `begin` with the library's name before the
  ///     library runs, so that a crash can be blamed on it.
  /// - Returns: the exit status (0 at end of input; 70 when the arguments or the
  ///   confinement failed).
  public static func serve(
    arguments: [String], handler: (_ fields: [String], _ begin: (String) -> Void) -> Reply
  ) -> Int32 {
    guard let limits = IsolationLimits(workerArguments: arguments) else { return 70 }
    WorkerConfinement.closeInheritedDescriptors()
    WorkerConfinement.reportCrashes()
    do throws(SystemError) {
      try WorkerConfinement.limit(addressSpace: limits.memoryBytes, openFiles: limits.openFiles)
      try WorkerConfinement.installFilter()
    } catch {
      send(.error(message: "decoder worker: \(error)", exitCode: 70))
      return 70
    }
    let input = FileDescriptor(rawValue: 0)
    while let fields = readRequest(input) {
      WorkerConfinement.allowCPU(seconds: limits.cpuSeconds)
      let reply = handler(fields) { send(.begin(library: $0)) }
      switch reply {
      case .data(let bytes): send(.data(bytes))
      case .failure(let message, let code): send(.error(message: message, exitCode: code))
      }
    }
    return 0
  }

  private static func send(_ frame: WorkerFrame) {
    try? FileDescriptor.standardOutput.writeAll(frame.encoded)  // a gone parent: nothing to do
  }

  private static func readRequest(_ input: FileDescriptor) -> [String]? {
    guard let header = readExactly(4, from: input) else { return nil }
    let length = (0..<4).reduce(0) { $0 | Int(header[$1]) << (8 * $1) }
    guard length <= 1 << 20, let payload = readExactly(length, from: input) else { return nil }
    return payload.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  private static func readExactly(_ count: Int, from input: FileDescriptor) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let start = filled
      let read = bytes.withUnsafeMutableBytes { buffer in
        try? input.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[start...]))
      }
      guard let read, read > 0 else { return nil }
      filled += read
    }
    return bytes
  }
}
