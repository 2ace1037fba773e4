import Testing

@testable import UniformTypes

@Suite("UTType basics")
struct UTTypeBasicsTests {
  @Test func extensionLookUpIsCaseInsensitive() throws {
    let png = try #require(UTType(filenameExtension: "PNG"))
    #expect(png == .png)
    #expect(png.conforms(to: .image))
    #expect(png.preferredMIMEType == "image/png")
  }
}
