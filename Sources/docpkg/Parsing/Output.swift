import DocpkgSystem

/// Where a command prints: buffered stdout for results, unbuffered stderr for diagnostics.
struct Output {
  private var buffer: [UInt8] = []

  /// The `errno` of the first failed write to standard output (a full disk, a closed
  /// descriptor), so the tool can report it and exit 74 instead of claiming success.
  private(set) var standardOutputError: Int32?

  /// Whether a progress line is on the terminal now (a diagnostic clears it first).
  private var progressShown = false

  /// Creates an output with an empty buffer.
  init() {
    buffer.reserveCapacity(1 << 16)
  }

  /// Writes a line of result text to standard output.
  mutating func line(_ text: String = "") {
    write(text)
    buffer.append(UInt8(ascii: "\n"))
  }

  /// Writes text to standard output without a newline.
  mutating func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes the bytes of a streamed document to standard output at once (with anything
  /// still buffered before them): the document's writer has already gathered a chunk.
  mutating func send(_ bytes: [UInt8]) {
    if progressShown { endProgress() }  // redrawn at the next input
    buffer.append(contentsOf: bytes)
    flush()
  }

  /// Writes one diagnostic line to standard error, after any pending stdout.
  mutating func warning(_ text: String) {
    if progressShown { endProgress() }
    flush()
    Self.writeAll(Array(("docpkg: " + text + "\n").utf8), to: 2)
  }

  /// Whether standard error is a terminal (for progress lines).
  var isTerminal: Bool { SystemProcess.isTerminal(FileDescriptor(rawValue: 2)) }

  /// Writes a transient progress line to a terminal's stderr, replacing the previous one.
  mutating func progress(_ text: String) {
    guard isTerminal else { return }
    Self.writeAll(Array(("\r\u{1B}[K" + text).utf8), to: 2)
    progressShown = true
  }

  /// Clears a progress line.
  mutating func endProgress() {
    guard isTerminal else { return }
    progressShown = false
    Self.writeAll(Array("\r\u{1B}[K".utf8), to: 2)
  }

  /// Sends buffered standard output to the file descriptor.
  mutating func flush() {
    guard !buffer.isEmpty else { return }
    if let failure = Self.writeAll(buffer, to: 1), standardOutputError == nil {
      standardOutputError = failure
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes every byte (the system layer retries interrupted writes); returns `errno` when
  /// the write fails.
  @discardableResult
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    do throws(Errno) {
      try FileDescriptor(rawValue: descriptor).writeAll(bytes)
      return nil
    } catch {
      return error.rawValue
    }
  }
}
