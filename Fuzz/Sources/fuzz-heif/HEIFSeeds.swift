import Foundation

/// The project's HEIF fixtures (`Tests/Fixtures/HEIF`, made by
/// `Scripts/make-heif-fixtures.py`), plus hand-assembled box skeletons.
enum HEIFSeeds {
  static func make() throws -> [String: Data] {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/HEIF")
    var seeds: [String: Data] = [:]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasSuffix(".heic") || name.hasSuffix(".avif") {
      seeds[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    func box(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let size = UInt32(8 + body.count)
      return withUnsafeBytes(of: size.bigEndian, Array.init) + Array(type.utf8) + body
    }
    let ftyp = box("ftyp", Array("heic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
    let pitm = box("pitm", [0, 0, 0, 0, 0, 1])
    let ispe = box("ispe", [0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0, 0, 0xFF, 0xFF])
    let irot = box("irot", [1])
    let ipco = box("ipco", ispe + irot)
    let ipma = box("ipma", [0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 2, 0x81, 0x02])
    let meta = box("meta", [0, 0, 0, 0] + pitm + box("iprp", ipco + ipma))
    seeds["skeleton-huge.heic"] = Data(ftyp + meta)
    return seeds
  }
}
