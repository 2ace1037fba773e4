import Foundation
import PropertyLists
import TestSupport
import Testing

@testable import TextFiles

@Suite("Clippings")
struct TextClippingTests {
  static func clipping(_ flavors: [String: PropertyListValue]) -> Data {
    BinaryPropertyList.encode(.dictionary(["UTI-Data": .dictionary(flavors)]))
  }

  @Test func utf8FlavourComesFirst() throws {
    let clipping = try TextClipping(
      data: Self.clipping([
        "public.utf8-plain-text": .data(Data("first\r\nline".utf8)),
        "public.utf16-plain-text": .data(Data([0x41, 0])),
        "public.rtf": .data(Data("{\\rtf1 rtf}".utf8)),
      ]))
    #expect(clipping.text == "first\nline")
    #expect(clipping.textFlavor == "public.utf8-plain-text")
    #expect(clipping.flavorTypes.count == 3)
  }

  @Test func utf16ThenRTF() throws {
    let utf16 = try TextClipping(
      data: Self.clipping([
        "public.utf16-plain-text": .data(
          Data("hé".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })),
        "public.rtf": .data(Data("{\\rtf1 rtf}".utf8)),
      ]))
    #expect(utf16.text == "hé")
    let rtf = try TextClipping(
      data: Data(
        XMLPropertyList.encode(
          .dictionary([
            "UTI-Data": .dictionary(["public.rtf": .data(Data("{\\rtf1\\ansi caf\\'e9}".utf8))])
          ])
        ).utf8))
    // RichText ends the last paragraph with a line break.
    #expect(rtf.text == "café\n")
    #expect(rtf.textFlavor == "public.rtf")
  }

  @Test func pictClippingImages() throws {
    let png = Data([0x89, 0x50, 0x4E, 0x47])
    let clipping = try TextClipping(
      data: Self.clipping(["public.tiff": .data(Data([0x4D, 0x4D])), "public.png": .data(png)]))
    #expect(clipping.text == nil)
    #expect(clipping.images.map(\.type) == ["public.png", "public.tiff"])
    #expect(clipping.images.first?.data == png)
  }

  @Test func resourceForkClipping() throws {
    let fork = ResourceFork(resources: [
      .init(type: "TEXT", id: 256, data: [0x63, 0x61, 0x66, 0x8E]),
      .init(type: "utxt", id: 256, data: [0x00, 0x41, 0x00, 0x42]),
    ])
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("Old.textClipping").path
      try Data().write(to: URL(fileURLWithPath: path))
      try Data(AppleDouble(entries: [2: fork.serialized]).serialized)
        .write(to: directory.appendingPathComponent("._Old.textClipping"))
      let clipping = try TextClipping(contentsOfFile: path)
      #expect(clipping.text == "AB")
      #expect(clipping.textFlavor == "utxt")
    }
    let macRoman = try TextClipping(
      resourceFork: ResourceFork(resources: [fork.resources[0]]).serialized)
    #expect(macRoman.text == "café")
  }

  @Test func withoutFlavoursThrows() {
    #expect(throws: TextClippingError.noFlavors) {
      try TextClipping(data: BinaryPropertyList.encode(.dictionary(["x": .integer(1)])))
    }
  }
}
