import Foundation
import Testing
import UniformTypes

/// `UTType(exportedAs:)`, `UTType(importedAs:)`, `UTType(tag:tagClass:conformingTo:)`,
/// `referenceURL` and `version`, with Apple's semantics (`Spec/AppleAPI.md`).
@Suite("Owned types")
struct OwnedTypeTests {
  /// Registers, once per process, an Info.plist the way an app bundles it. The identifiers
  /// and tags are unique to this suite so that other suites' look-ups are unaffected.
  static let registered: Bool = {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
        <key>UTExportedTypeDeclarations</key><array><dict>
          <key>UTTypeIdentifier</key><string>com.example.owned-note</string>
          <key>UTTypeDescription</key><string>Owned Note</string>
          <key>UTTypeConformsTo</key><array><string>com.apple.package</string></array>
          <key>UTTypeReferenceURL</key><string>https://example.com/owned-note</string>
          <key>UTTypeVersion</key><string>3</string>
          <key>UTTypeTagSpecification</key><dict>
            <key>public.filename-extension</key><array><string>ownednote</string></array>
            <key>com.example.tag-class</key><string>ON</string>
          </dict>
        </dict></array>
        <key>UTImportedTypeDeclarations</key><array><dict>
          <key>UTTypeIdentifier</key><string>org.other.owned-sheet</string>
          <key>UTTypeConformsTo</key><string>public.data</string>
          <key>UTTypeTagSpecification</key><dict>
            <key>public.filename-extension</key><string>ownedsheet</string>
          </dict>
        </dict></array>
      </dict></plist>
      """
    do {
      try UTTypeRegistry.register(
        UTTypeDeclaration.declarations(fromPropertyList: Data(plist.utf8)))
      return true
    } catch {
      return false
    }
  }()

  @Test func exportedAsGivesTheRegisteredDeclaration() throws {
    #expect(Self.registered)
    let note = UTType(exportedAs: "com.example.owned-note", conformingTo: .package)
    #expect(note.isDeclared)
    #expect(!note.isDynamic)
    #expect(note.localizedDescription == "Owned Note")
    #expect(note.preferredFilenameExtension == "ownednote")
    #expect(note.conforms(to: .package))
    #expect(note.conforms(to: .directory))
    #expect(!note.conforms(to: .data))
    #expect(note.referenceURL == URL(string: "https://example.com/owned-note"))
    #expect(note.version == NSNumber(value: 3))
    #expect(UTType(filenameExtension: "OWNEDNOTE", conformingTo: .package) == note)
    // A package is not data, so the default `.data` filter passes it by, as on Apple.
    #expect(UTType(filenameExtension: "ownednote")?.isDynamic == true)
    // Case-insensitive, and the declared conformance wins over the expected parent.
    let again = UTType(exportedAs: "COM.example.Owned-Note", conformingTo: .image)
    #expect(again == note)
    #expect(!again.conforms(to: .image))
  }

  @Test func importedAsGivesTheRegisteredDeclaration() {
    #expect(Self.registered)
    let sheet = UTType(importedAs: "org.other.owned-sheet")
    #expect(sheet.isDeclared)
    #expect(sheet.conforms(to: .data))
    #expect(sheet.referenceURL == nil)
    #expect(sheet.version == nil)
    // A built-in declaration is the one in force whichever initializer names it.
    #expect(UTType(importedAs: "public.png") == .png)
    #expect(UTType(importedAs: "public.png").preferredMIMEType == "image/png")
    #expect(UTType(exportedAs: "com.apple.rtfd").conforms(to: .package))
  }

  @Test func undeclaredOwnedTypesAreUsable() {
    let type = UTType(exportedAs: "com.example.never-declared", conformingTo: .package)
    #expect(type.identifier == "com.example.never-declared")
    #expect(!type.isDeclared)
    #expect(!type.isDynamic)
    #expect(type.conforms(to: type))
    #expect(type.conforms(to: .package))
    #expect(type.conforms(to: .directory))
    #expect(!type.conforms(to: .data))
    #expect(type.tags.isEmpty)
    #expect(type.supertypes.contains(.package))
    #expect(type.referenceURL == nil)
    let bare = UTType(importedAs: "com.example.also-never-declared")
    #expect(bare.supertypes.isEmpty)
    #expect(!bare.conforms(to: .data))
    #expect(bare == UTType("com.example.also-never-declared"))
  }

  @Test func tagInitializerPicksThePreferredType() throws {
    #expect(Self.registered)
    #expect(UTType(tag: "png", tagClass: .filenameExtension, conformingTo: nil) == .png)
    #expect(UTType(tag: "image/jpeg", tagClass: .mimeType, conformingTo: .image) == .jpeg)
    // The more general declaration of a shared tag wins, as in `UTType(filenameExtension:)`.
    #expect(
      UTType(tag: "plist", tagClass: .filenameExtension, conformingTo: nil)
        == UTType(filenameExtension: "plist"))
    // A tag class of the app's own.
    let custom = try #require(
      UTType(tag: "ON", tagClass: UTTagClass(rawValue: "com.example.tag-class"), conformingTo: nil)
    )
    #expect(custom.identifier == "com.example.owned-note")
    // Conformance filters: nothing declares `png` as a directory, so a dynamic type results.
    let folder = try #require(
      UTType(tag: "png", tagClass: .filenameExtension, conformingTo: .directory))
    #expect(folder.isDynamic)
    #expect(folder.conforms(to: .directory))
    #expect(folder.preferredFilenameExtension == "png")
    // Invalid tags give nil.
    #expect(UTType(tag: "", tagClass: .filenameExtension, conformingTo: nil) == nil)
    #expect(UTType(tag: "a/b", tagClass: .filenameExtension, conformingTo: nil) == nil)
  }
}
