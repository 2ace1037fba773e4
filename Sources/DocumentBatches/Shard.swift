/// `--shard K/N`: the K-th of N disjoint parts of a batch. An input belongs to the part
/// given by a stable hash of its path (FNV-1a 64 of the UTF-8 bytes, mixed), so N workers
/// given the same inputs, in any order, on any machine, cover every input exactly once.
///
/// ```swift
/// let shard = Shard(parsing: "2/4")    // the second of four parts
/// let mine = paths.filter { shard?.contains($0) ?? true }
/// ```
public struct Shard: Sendable, Equatable, CustomStringConvertible {
  /// The part, 1…`count`.
  public var index: Int
  /// How many parts.
  public var count: Int

  /// The most parts a batch can be split into.
  public static let maximumCount = 1_000_000

  /// Parses `K/N` with 1 ≤ K ≤ N ≤ 1,000,000; `nil` for anything else.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      (1...Self.maximumCount).contains(count), (1...count).contains(index)
    else {
      return nil
    }
    self.index = index
    self.count = count
  }

  /// `K/N`.
  public var description: String { "\(index)/\(count)" }

  /// Whether `path` belongs to this part.
  public func contains(_ path: String) -> Bool {
    Int(Self.stableHash(of: path) % UInt64(count)) == index - 1
  }

  /// The hash of `path` spelled canonically: `./` prefixes, repeated slashes and a trailing
  /// slash do not change it (`a.note`, `./a.note/` and `.//a.note` are one input).
  public static func stableHash(of path: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in canonical(path).utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    // FNV's low bits are weak for nearly equal names; finish with SplitMix64's mixer.
    hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
    hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
    return hash ^ (hash >> 31)
  }

  /// `path` without `./` parts, repeated slashes or a trailing slash.
  public static func canonical(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    let joined = parts.joined(separator: "/")
    return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }
}
