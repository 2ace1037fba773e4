import Foundation
import PropertyLists
import TextFiles

/// Seeds: webloc in both plist formats, a `.url` file, an AppleDouble resource-fork link,
/// and clippings (plist and resource-fork forms).
enum InternetLocationSeeds {
  static func make() throws -> [String: Data] {
    let link = PropertyListValue.dictionary([
      "URL": .string("https://user@www.example.com:8080/a?b#c")
    ])
    let fork = ResourceFork(resources: [
      .init(type: "url ", id: 256, data: Array("https://example.org/".utf8)),
      .init(type: "TEXT", id: 256, data: Array("https://example.org/".utf8)),
    ])
    let clipFork = ResourceFork(resources: [
      .init(type: "utf8", id: 256, data: Array("clipped text".utf8)),
      .init(type: "RTF ", id: 256, data: Array("{\\rtf1 clipped}".utf8)),
    ])
    let clipping = PropertyListValue.dictionary([
      "UTI-Data": .dictionary([
        "public.utf8-plain-text": .data(Data("clipped".utf8)),
        "public.rtf": .data(Data("{\\rtf1\\ansi clipped}".utf8)),
        "public.png": .data(Data([0x89, 0x50, 0x4E, 0x47])),
      ])
    ])
    return [
      "link.webloc": Data(XMLPropertyList.encode(link).utf8),
      "link-binary.webloc": BinaryPropertyList.encode(link),
      "shortcut.url": Data("[InternetShortcut]\r\nURL=https://example.net/\r\n".utf8),
      "fork.rsrc": Data(fork.serialized),
      "double._webloc": Data(
        AppleDouble(entries: [2: fork.serialized, 9: [UInt8](repeating: 0, count: 32)]).serialized),
      "double._clipping": Data(AppleDouble(entries: [2: clipFork.serialized]).serialized),
      "clipping.textClipping": BinaryPropertyList.encode(clipping),
      "clipping-xml.textClipping": Data(XMLPropertyList.encode(clipping).utf8),
    ]
  }
}
