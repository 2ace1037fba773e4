import Foundation
import PropertyLists
import TestSupport
import Testing

@Suite("Binary property lists")
struct BinaryPropertyListTests {
  static let sample: PropertyListValue = .dictionary([
    "ascii": .string("hello"),
    "unicode": .string("Grüße, 日本 😀"),
    "long": .string(String(repeating: "x", count: 300)),
    "small": .integer(7),
    "medium": .integer(70_000),
    "large": .integer(Int64(1) << 40),
    "negative": .integer(-5),
    "real": .real(3.25),
    "yes": .boolean(true),
    "no": .boolean(false),
    "date": .date(Date(timeIntervalSinceReferenceDate: 123_456_789)),
    "data": .data(Data((0..<40).map { UInt8($0) })),
    "array": .array([.integer(1), .string("two"), .array([]), .dictionary([:])]),
    "uid": .uid(300),
  ])

  @Test func roundTrip() throws {
    let data = BinaryPropertyList.encode(Self.sample)
    #expect(data.prefix(8) == Data("bplist00".utf8))
    #expect(try BinaryPropertyList.decode(data) == Self.sample)
    #expect(BinaryPropertyList.encode(Self.sample) == data)
  }

  @Test func foundationReadsWhatWeWrite() throws {
    var sample = Self.sample
    if case .dictionary(var dictionary) = sample {
      dictionary["uid"] = nil  // Foundation has no public UID type to compare with
      sample = .dictionary(dictionary)
    }
    let data = BinaryPropertyList.encode(sample)
    var format = PropertyListSerialization.PropertyListFormat.xml
    let object = try PropertyListSerialization.propertyList(
      from: data, options: [], format: &format)
    #expect(format == .binary)
    let dictionary = try #require(object as? [String: Any])
    #expect(dictionary["unicode"] as? String == "Grüße, 日本 😀")
    #expect(dictionary["large"] as? Int == 1 << 40)
    #expect(dictionary["negative"] as? Int == -5)
    #expect(dictionary["real"] as? Double == 3.25)
    #expect(dictionary["data"] as? Data == Data((0..<40).map { UInt8($0) }))
    #expect(dictionary["date"] as? Date == Date(timeIntervalSinceReferenceDate: 123_456_789))
    #expect((dictionary["array"] as? [Any])?.count == 4)
  }

  @Test func weReadWhatFoundationWrites() throws {
    let object: [String: Any] = [
      "name": "Grüße", "count": 42, "ratio": 0.5, "flag": true,
      "bytes": Data([1, 2, 3]), "list": ["a", "b", 3],
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    let value = try BinaryPropertyList.decode(data)
    guard case .dictionary(let dictionary) = value else {
      Issue.record("not a dictionary")
      return
    }
    #expect(dictionary["name"] == .string("Grüße"))
    #expect(dictionary["count"] == .integer(42))
    #expect(dictionary["ratio"] == .real(0.5))
    #expect(dictionary["flag"] == .boolean(true))
    #expect(dictionary["bytes"] == .data(Data([1, 2, 3])))
    #expect(dictionary["list"] == .array([.string("a"), .string("b"), .integer(3)]))
  }

  @Test func cyclesAreRefused() throws {
    // One array (object 0) whose only element is itself.
    var bytes = Array("bplist00".utf8)
    bytes += [0xA1, 0x00]
    let table = bytes.count
    bytes += [0x08]
    bytes += [0, 0, 0, 0, 0, 0, 1, 1]
    bytes +=
      [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
    #expect(throws: BinaryPropertyListError.cycle(index: 0)) {
      try BinaryPropertyList.decode(Data(bytes))
    }
  }

  @Test func sharedObjectsDoNotExplode() throws {
    // 60 arrays, each holding the next one twice: 2^60 leaves if expanded naively.
    var nodes: [[UInt8]] = []
    for index in 0..<60 {
      nodes.append([0xA2, UInt8(index + 1), UInt8(index + 1)])
    }
    nodes.append([0x09])
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for node in nodes {
      offsets.append(bytes.count)
      bytes += node
    }
    let table = bytes.count
    bytes += offsets.map { UInt8($0) }
    bytes += [0, 0, 0, 0, 0, 0, 1, 1]
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(nodes.count)] + [UInt8](repeating: 0, count: 8)
    bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
    #expect(throws: BinaryPropertyListError.tooDeep(limit: 32)) {
      var limits = BinaryPropertyList.Limits()
      limits.maxDepth = 32
      _ = try BinaryPropertyList.decode(Data(bytes), limits: limits)
    }
    _ = try BinaryPropertyList.decode(Data(bytes))
  }

  @Test func corruptInputNeverCrashes() throws {
    let good = BinaryPropertyList.encode(Self.sample)
    #expect(throws: BinaryPropertyListError.notBinaryPropertyList) {
      try BinaryPropertyList.decode(Data("hello".utf8))
    }
    // The header without room for the trailer is cut short, not "no header".
    #expect(throws: BinaryPropertyListError.truncated(structure: "32-byte trailer", offset: 12)) {
      try BinaryPropertyList.decode(Data("bplist00junk".utf8))
    }
    for length in stride(from: 0, to: good.count, by: 3) {
      _ = try? BinaryPropertyList.decode(good.prefix(length))
    }
    var generator = SplitMix(seed: 42)
    for _ in 0..<3000 {
      var bad = good
      for _ in 0..<3 {
        let index = Int(generator.next() % UInt64(bad.count))
        bad[index] = UInt8(truncatingIfNeeded: generator.next())
      }
      do { _ = try BinaryPropertyList.decode(bad) } catch is BinaryPropertyListError {}
    }
  }

  /// Found by `Fuzz/run.sh type-plist`: an 8-byte object offset above `Int.max` trapped
  /// when converted to `Int`; it is now an ordinary "outside the object area" error.
  @Test func offsetAboveIntMaxIsAnError() throws {
    var bytes = Array("bplist00".utf8) + [0x08]  // one object: false, at offset 8
    bytes += [UInt8](repeating: 0xFF, count: 8)  // its 8-byte offset: 2^64 - 1
    bytes += [0, 0, 0, 0, 0, 0, 8, 1]  // unused, offset size 8, reference size 1
    bytes += [0, 0, 0, 0, 0, 0, 0, 1]  // one object
    bytes += [0, 0, 0, 0, 0, 0, 0, 0]  // top object 0
    bytes += [0, 0, 0, 0, 0, 0, 0, 9]  // offset table at 9
    #expect(
      throws: BinaryPropertyListError.invalidObject(
        index: 0, reason: "offset 18446744073709551615 outside the object area")
    ) {
      _ = try BinaryPropertyList.decode(Data(bytes))
    }
  }
}
