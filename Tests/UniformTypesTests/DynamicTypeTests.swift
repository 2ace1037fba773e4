import Testing

@testable import UniformTypes

/// Acceptance 2: dynamic identifiers.
@Suite("Dynamic types")
struct DynamicTypeTests {
  /// Identifiers macOS assigned to undeclared extensions, as seen in public material
  /// (QuickLook plug-in notes, `mdls` output, app source).
  static let knownAnswers: [(String, String)] = [
    ("sql", "dyn.ah62d4rv4ge81g6pq"),
    ("srt", "dyn.ah62d4rv4ge81g6xy"),
    ("conf", "dyn.ah62d4rv4ge80g55sq2"),
    ("livp", "dyn.ah62d4rv4ge8024p0sa"),
    ("s16", "dyn.ah62d4rv4ge81gqm0"),
    ("gpx", "dyn.ah62d4rv4ge80s6d2"),
    ("mcpb", "dyn.ah62d4rv4ge80425uqk"),
    ("rmd", "dyn.ah62d4rv4ge81e5pe"),
  ]

  @Test(arguments: knownAnswers)
  func knownAnswer(_ pathExtension: String, _ identifier: String) throws {
    let type = try #require(UTType(filenameExtension: pathExtension))
    #expect(type.identifier == identifier)
    #expect(type.isDynamic && !type.isDeclared && !type.isPublic)
    #expect(type.conforms(to: .data) && type.conforms(to: .item))
    #expect(type.preferredFilenameExtension == pathExtension)
    let decoded = try #require(UTType(identifier))
    #expect(decoded == type)
    #expect(decoded.tags[.filenameExtension] == [pathExtension])
    #expect(decoded.supertypes == [.data, .item])
  }

  @Test(arguments: ["x", "qqq", "tar.zst", "weird:ext=1\\", "ünïcødé", "a b", "123456789012"])
  func extensionRoundTrips(_ pathExtension: String) throws {
    let type = try #require(UTType(filenameExtension: pathExtension))
    #expect(type.isDynamic)
    let decoded = try #require(UTType(type.identifier))
    #expect(decoded.tags[.filenameExtension] == [pathExtension])
    #expect(decoded.preferredFilenameExtension == pathExtension)
  }

  @Test(arguments: ["application/x-docpkg-test", "text/x-unknown", "model/x.y+z"])
  func mimeTypeRoundTrips(_ mimeType: String) throws {
    let type = try #require(UTType(mimeType: mimeType))
    #expect(type.isDynamic)
    let decoded = try #require(UTType(type.identifier))
    #expect(decoded.preferredMIMEType == mimeType)
    #expect(decoded.conforms(to: .data))
  }

  @Test func conformanceIsEncoded() throws {
    let folder = try #require(UTType(filenameExtension: "zzdir", conformingTo: .folder))
    #expect(folder.conforms(to: .folder) && folder.conforms(to: .directory))
    #expect(!folder.conforms(to: .data))
    let image = try #require(UTType(filenameExtension: "zzimg", conformingTo: .png))
    let decoded = try #require(UTType(image.identifier))
    #expect(decoded.conforms(to: .png) && decoded.conforms(to: .image))
    #expect(decoded.declaredParentIdentifiers == ["public.png"])
  }

  @Test func declaredTagsAreNotDynamic() {
    #expect(UTType(filenameExtension: "txt") == .plainText)
    #expect(UTType(mimeType: "TEXT/HTML") == .html)
    #expect(UTType(mimeType: "text/html; charset=utf-8") == .html)
  }

  @Test(arguments: ["dyn.", "dyn.a", "dyn.aI", "dyn.a!!!", "dyn.b123", "dyn.ah62", "dyn.aaaa"])
  func malformedDynamicIdentifiersAreRejected(_ identifier: String) {
    #expect(UTType(identifier) == nil)
    #expect(throws: DynamicTypeCoding.DecodingError.self) {
      _ = try DynamicTypeCoding.decode(identifier)
    }
  }

  @Test func invalidTagsGiveNil() {
    #expect(UTType(filenameExtension: "") == nil)
    #expect(UTType(filenameExtension: "a/b") == nil)
    #expect(UTType(filenameExtension: "a\u{0}b") == nil)
    #expect(UTType(mimeType: "") == nil)
    #expect(UTType(mimeType: "nonsense") == nil)
  }
}
