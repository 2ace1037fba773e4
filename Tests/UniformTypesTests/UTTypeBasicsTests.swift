import Foundation
import Testing

@testable import UniformTypes

@Suite("UTType basics")
struct UTTypeBasicsTests {
  @Test func extensionLookUpIsCaseInsensitive() throws {
    let png = try #require(UTType(filenameExtension: "PNG"))
    #expect(png == .png)
    #expect(png.conforms(to: .image))
    #expect(png.preferredMIMEType == "image/png")
    #expect(UTType("PUBLIC.PNG") == .png)
  }

  @Test func everyConstantIsDeclared() {
    let constants: [UTType] = [
      .item, .content, .compositeContent, .data, .directory, .folder, .package, .bundle,
      .application, .applicationBundle, .symbolicLink, .aliasFile, .volume, .url, .text,
      .plainText, .utf8PlainText, .utf16PlainText, .utf16ExternalPlainText, .delimitedText,
      .commaSeparatedText, .tabSeparatedText, .rtf, .rtfd, .flatRTFD, .html, .xml, .xhtml, .json,
      .yaml, .css, .propertyList, .xmlPropertyList, .binaryPropertyList, .sourceCode, .script,
      .shellScript, .pythonScript, .swiftSource, .log, .image, .png, .jpeg, .gif, .bmp, .tiff,
      .webP, .heic, .heif, .svg, .icns, .ico, .pdf, .epub, .spreadsheet, .presentation,
      .database, .font, .archive, .zip, .gzip, .bz2, .audiovisualContent, .audio, .movie, .video,
      .mpeg4Movie, .quickTimeMovie, .mp3, .wav, .executable, .unixExecutable, .threeDContent,
      .note, UTType(exportedAs: "com.docpkg.photokeeper"),
    ]
    for constant in constants {
      #expect(constant.isDeclared, "\(constant.identifier)")
    }
  }

  @Test func conformanceIsAGraphWithSeveralParents() {
    #expect(UTType.image.supertypes == [.data, .content, .item])
    #expect(UTType.jpeg.conforms(to: .content))
    #expect(UTType.rtfd.conforms(to: .package) && UTType.rtfd.conforms(to: .directory))
    #expect(!UTType.rtfd.conforms(to: .data))
    #expect(UTType.png.conforms(to: .png))
    #expect(!UTType.png.isSubtype(of: .png) && !UTType.png.isSupertype(of: .png))
    #expect(UTType.image.isSupertype(of: .png) && UTType.png.isSubtype(of: .image))
    #expect(UTType.png.orderedSupertypes.first == .image)
  }

  @Test func sharedTagsFollowTheDocumentedPrecedence() {
    // A supertype among the candidates wins.
    #expect(UTType(filenameExtension: "plist") == .propertyList)
    // public. identifiers win over others.
    #expect(UTType(filenameExtension: "xml") == .xml)
    #expect(UTType(filenameExtension: "otf")?.identifier == "public.opentype-font")
    // Then declaration (identifier) order.
    #expect(UTType(filenameExtension: "mp4") == .mpeg4Movie)
    // `.pages` packages are directories, so the default (`.data`) finds the flat variant.
    #expect(UTType(filenameExtension: "pages")?.identifier == "com.apple.iWork.Pages.sffpages")
    // The conformance filter applies first.
    #expect(
      UTType(filenameExtension: "mp4", conformingTo: .audio)?.identifier == "public.mpeg-4-audio")
    #expect(
      UTType(filenameExtension: "pages", conformingTo: .package)?.identifier
        == "com.apple.iWork.Pages.pages")
    let all = UTType.types(tag: "plist", tagClass: .filenameExtension, conformingTo: nil)
    #expect(all.count == 4 && all.first == .propertyList)
    #expect(UTType(mimeType: "application/msword")?.identifier == "com.microsoft.word.doc")
  }

  @Test func undeclaredAndInvalidIdentifiers() throws {
    let undeclared = try #require(UTType("com.example.never-declared"))
    #expect(!undeclared.isDeclared && !undeclared.isDynamic)
    #expect(undeclared.conforms(to: undeclared) && !undeclared.conforms(to: .item))
    #expect(undeclared.supertypes.isEmpty && undeclared.tags.isEmpty)
    for bad in ["", ".", "a..b", "a.", ".a", "has space", "slash/type", "semi;colon"] {
      #expect(UTType(bad) == nil, "\(bad)")
    }
  }

  @Test func equalityAndHashingAcrossRegistries() throws {
    let adHoc = try #require(UTType("com.example.Later"))
    let registry = try UTTypeRegistry.builtIn.registering([
      UTTypeDeclaration(
        identifier: "com.example.later", conformsTo: ["com.example.undeclared-parent"])
    ])
    let declared = try #require(registry.declaredType(withIdentifier: "COM.EXAMPLE.LATER"))
    #expect(adHoc == declared && adHoc.hashValue == declared.hashValue)
    #expect(Set([adHoc, declared]).count == 1)
    let parent = try #require(UTType("com.example.undeclared-parent"))
    #expect(declared.conforms(to: parent) && !adHoc.conforms(to: parent))
    #expect(declared.orderedSupertypes.map(\.identifier) == ["com.example.undeclared-parent"])
    let dynamic = try #require(UTType(filenameExtension: "qqq"))
    #expect(Set([dynamic, try #require(UTType(dynamic.identifier))]).count == 1)
  }

  @Test func descriptionsAndCoding() throws {
    #expect(UTType.png.localizedDescription == "PNG image")
    #expect(UTType.png.description == "public.png")
    #expect(UTType.plainText.localizedDescription == nil)
    let encoded = try JSONEncoder().encode([UTType.png, .note])
    #expect(String(decoding: encoded, as: UTF8.self) == "[\"public.png\",\"com.docpkg.note\"]")
    #expect(try JSONDecoder().decode([UTType].self, from: encoded) == [.png, .note])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([UTType].self, from: Data("[\"not valid\"]".utf8))
    }
  }

  @Test func directoryTypes() {
    #expect(UTType(filenameExtension: "rtfd", conformingTo: .directory) == .rtfd)
    #expect(UTType(filenameExtension: "app", conformingTo: .package) == .applicationBundle)
    #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .package))
  }
}
