import DocumentPackages
import Foundation
import KeyedArchives
import PropertyLists
import TestSupport
import Testing

/// Stands in for PhotoKeeper's `PTKData` when Foundation's own unarchiver reads our output.
final class PhotoMirror: NSObject, NSCoding {
  var version: Int32
  var photo: Data?

  init(version: Int32, photo: Data?) {
    self.version = version
    self.photo = photo
  }

  func encode(with coder: NSCoder) {
    coder.encode(version, forKey: "Version")
    coder.encode(photo, forKey: "Photo")
  }

  required init?(coder: NSCoder) {
    version = coder.decodeInt32(forKey: "Version")
    photo = coder.decodeObject(forKey: "Photo") as? Data
  }
}

@Suite("Keyed archives")
struct KeyedArchiveTests {
  static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])

  /// `NSKeyedArchiver` output (swift-corelibs-foundation 6.3.1, Linux) for a class
  /// `k.PTKData` encoding `Version` = 1 (Int32) and `Photo` = `png`, under the key `data`.
  static let foundationArchive =
    "YnBsaXN0MDDUAQIDBAUGCQpYJHZlcnNpb25UJHRvcFkkYXJjaGl2ZXJYJG9iamVjdHMSAAGGoNEHCFRkYXRhgAFfEA9OU0tleWVkQXJjaGl2ZXKkCwwTFFUkbnVsbNMNDg8QERJVUGhvdG9XVmVyc2lvblYkY2xhc3OAAhABgANLiVBORw0KGgoBAgPSFRYXGlgkY2xhc3Nlc1okY2xhc3NuYW1lohgZWWsuUFRLRGF0YVhOU09iamVjdFlrLlBUS0RhdGEIERofKTI3Oj9BU1heZWtzenx+gIyRmqWosrsAAAAAAAABAQAAAAAAAAAbAAAAAAAAAAAAAAAAAAAAxQ=="

  @Test func knownAnswerFromFoundation() throws {
    let data = try #require(Data(base64Encoded: Self.foundationArchive))
    let archive = try KeyedArchive(decoding: data)
    #expect(archive.archiver == "NSKeyedArchiver")
    #expect(archive.version == 100_000)
    guard case .object(let object) = try archive.object(forKey: "data") else {
      Issue.record("not an object")
      return
    }
    #expect(object.className == "k.PTKData")
    #expect(object.classHierarchy == ["k.PTKData", "NSObject"])
    #expect(object.isClass("PTKData"))
    #expect(object.fields["Version"] == .integer(1))
    #expect(object.fields["Photo"] == .data(Self.png))
    let payload = try PhotoKeeperData(archive: data)
    #expect(payload == PhotoKeeperData(photo: Self.png, version: 1))
  }

  @Test func roundTripOfEveryKind() throws {
    let child = ArchivedObject(
      className: "Child", fields: ["name": .string("c"), "n": .integer(-3)])
    let root = ArchivedObject(
      className: "Root", classHierarchy: ["Root", "Base", "NSObject"],
      fields: [
        "string": .string("Grüße"), "integer": .integer(1 << 33), "real": .real(2.5),
        "flag": .boolean(true), "data": .data(Data([0, 1, 2])),
        "date": .date(Date(timeIntervalSinceReferenceDate: 1000)),
        "array": .array([.string("a"), .integer(2), .null, .object(child)]),
        "dictionary": .dictionary(["k": .string("v"), "n": .real(1.5)]),
        "nothing": .null, "child": .object(child), "sameChild": .object(child),
      ])
    let archive = KeyedArchive(topLevel: ["root": .object(root), "count": .integer(3)])
    let data = archive.encoded()
    #expect(try KeyedArchive(decoding: data) == archive)
    #expect(archive.encoded() == data)
  }

  @Test func foundationUnarchiverReadsOurPhotoKeeperData() throws {
    let data = PhotoKeeperData(photo: Self.png).archived()
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
    unarchiver.requiresSecureCoding = false
    unarchiver.setClass(PhotoMirror.self, forClassName: "PTKData")
    let object = unarchiver.decodeObject(forKey: "data") as? PhotoMirror
    #expect(object?.version == 1)
    #expect(object?.photo == Self.png)
  }

  @Test func foundationUnarchiverReadsOurCollections() throws {
    let archive = KeyedArchive(topLevel: [
      "root": .dictionary([
        "list": .array([.string("a"), .integer(2)]),
        "when": .date(Date(timeIntervalSinceReferenceDate: 10)),
      ])
    ])
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archive.encoded())
    unarchiver.requiresSecureCoding = false
    let root = unarchiver.decodeObject(forKey: "root") as? NSDictionary
    #expect((root?["list"] as? NSArray)?.count == 2)
    #expect(root?["when"] as? Date == Date(timeIntervalSinceReferenceDate: 10))
  }

  @Test func photoKeeperPayloadsRoundTrip() throws {
    let metadata = PhotoKeeperMetadata(thumbnail: Self.png)
    #expect(try PhotoKeeperMetadata(archive: metadata.archived()) == metadata)
    let empty = PhotoKeeperData(photo: nil)
    #expect(try PhotoKeeperData(archive: empty.archived()) == empty)
    #expect(
      throws: KeyedArchiveError.unexpectedClass(
        expected: "PTKData", found: "object of class PTKMetadata")
    ) {
      try PhotoKeeperData(archive: metadata.archived())
    }
  }

  @Test func wrongShapesAreRefused() throws {
    let plain = BinaryPropertyList.encode(.dictionary(["a": .integer(1)]))
    #expect(throws: KeyedArchiveError.notKeyedArchive(reason: "no $archiver string")) {
      try KeyedArchive(decoding: plain)
    }
    let outOfRange = BinaryPropertyList.encode(
      .dictionary([
        "$archiver": .string("NSKeyedArchiver"), "$version": .integer(100_000),
        "$top": .dictionary(["root": .uid(9)]), "$objects": .array([.string("$null")]),
      ]))
    #expect(throws: KeyedArchiveError.referenceOutOfRange(uid: 9, objectCount: 1)) {
      try KeyedArchive(decoding: outOfRange)
    }
    let cyclic = BinaryPropertyList.encode(
      .dictionary([
        "$archiver": .string("NSKeyedArchiver"), "$version": .integer(100_000),
        "$top": .dictionary(["root": .uid(1)]),
        "$objects": .array([
          .string("$null"), .dictionary(["$class": .uid(2), "me": .uid(1)]),
          .dictionary(["$classname": .string("Loop"), "$classes": .array([.string("Loop")])]),
        ]),
      ]))
    #expect(throws: KeyedArchiveError.cycle(uid: 1)) { try KeyedArchive(decoding: cyclic) }
    let wrongType = KeyedArchive(topLevel: [
      "data": .object(
        ArchivedObject(
          className: "PTKData", fields: ["Photo": .string("no"), "Version": .integer(1)]))
    ]).encoded()
    #expect(throws: KeyedArchiveError.typeMismatch(key: "Photo", expected: "data", found: "string"))
    {
      try PhotoKeeperData(archive: wrongType)
    }
  }

  @Test func mutatedArchivesNeverCrash() throws {
    let good = PhotoKeeperData(photo: Self.png).archived()
    var generator = SplitMix(seed: 7)
    for _ in 0..<3000 {
      var bad = good
      let index = Int(generator.next() % UInt64(bad.count))
      bad[index] = UInt8(truncatingIfNeeded: generator.next())
      do { _ = try PhotoKeeperData(archive: bad) } catch is KeyedArchiveError {}
    }
  }
}
