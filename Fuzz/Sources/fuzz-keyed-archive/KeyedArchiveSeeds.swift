import DocumentPackages
import Foundation
import KeyedArchives
import PropertyLists

/// Seeds: PhotoKeeper archives and keyed archives written by the project, binary property
/// lists of every value kind, and archives made by Foundation's own `NSKeyedArchiver`.
enum KeyedArchiveSeeds {
  static func make() throws -> [String: Data] {
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
    var seeds: [String: Data] = [
      "ptk-data": PhotoKeeperData(photo: png).archived(),
      "ptk-data-nil": PhotoKeeperData(photo: nil).archived(),
      "ptk-metadata": PhotoKeeperMetadata(thumbnail: png, version: 2).archived(),
    ]
    let object = ArchivedObject(
      className: "Thing", classHierarchy: ["Thing", "NSObject"],
      fields: [
        "name": .string("ünï"), "count": .integer(-5), "ratio": .real(0.25), "flag": .boolean(true),
        "when": .date(Date(timeIntervalSinceReferenceDate: 1000)), "bytes": .data(png),
        "list": .array([.null, .string("a"), .integer(1 << 40)]),
        "map": .dictionary(["k": .string("v")]),
      ])
    seeds["archive-object"] = KeyedArchive(topLevel: ["root": .object(object)]).encoded()
    let plist: PropertyListValue = .dictionary([
      "s": .string("x"), "i": .integer(Int64.min), "r": .real(-1.5), "b": .boolean(false),
      "d": .date(Date(timeIntervalSinceReferenceDate: 0)), "data": .data(Data(count: 20)),
      "a": .array([.uid(1), .array([]), .dictionary([:])]), "unicode": .string("日本😀"),
    ])
    seeds["bplist-kinds"] = BinaryPropertyList.encode(plist)
    // Foundation's NSKeyedArchiver writes the same format as a Mac's.
    let root: NSDictionary = ["title": "note", "sizes": [1, 2, 3], "data": png as NSData]
    seeds["foundation-archive"] = try NSKeyedArchiver.archivedData(
      withRootObject: root, requiringSecureCoding: false)
    return seeds
  }
}
