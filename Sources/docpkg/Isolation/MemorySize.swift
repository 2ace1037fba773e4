/// `--memory-limit SIZE`: bytes, or a number with K, M or G (powers of 1024; `512M`, `1G`,
/// `1GiB`), at least 64 MiB.
struct MemorySize: ExpressibleByArgument, Equatable {
  /// The size in bytes.
  var bytes: Int

  init?(argument: String) {
    var text = argument.uppercased()
    for suffix in ["IB", "B"] where text.hasSuffix(suffix) && text.count > suffix.count {
      text.removeLast(suffix.count)
      break
    }
    let shift: Int
    switch text.last {
    case "K": shift = 10
    case "M": shift = 20
    case "G": shift = 30
    default: shift = 0
    }
    if shift > 0 { text.removeLast() }
    guard let value = Double(text), value.isFinite, value > 0 else { return nil }
    let bytes = value * Double(1 << shift)
    guard bytes >= Double(64 << 20), bytes < Double(1 << 46) else { return nil }
    self.bytes = Int(bytes)
  }

  static func invalidArgument(_ text: String, for context: String) -> CLIError {
    .usage("\(context): expected a size of at least 64M (such as 512M or 2G), got '\(text)'")
  }
}
