import Foundation
import Testing

@testable import UniformTypes

@Suite("Declarations")
struct DeclarationLoadingTests {
  static var info: [String: Any] {
    [
      "CFBundleIdentifier": "com.example.sketcher",
      "UTExportedTypeDeclarations": [
        [
          "UTTypeIdentifier": "com.example.sketch",
          "UTTypeDescription": "Sketch",
          "UTTypeConformsTo": ["public.image", "public.composite-content"],
          "UTTypeTagSpecification": [
            "public.filename-extension": ["sketch", "skt"],
            "public.mime-type": "application/x-sketch",
          ],
        ],
        [
          "UTTypeIdentifier": "com.example.sketch-bundle",
          "UTTypeConformsTo": "com.apple.package",
          "UTTypeTagSpecification": ["public.filename-extension": "sketchpkg"],
        ],
      ],
      "UTImportedTypeDeclarations": [
        [
          "UTTypeIdentifier": "org.other.sketch",
          "UTTypeConformsTo": ["public.data"],
          "UTTypeTagSpecification": ["public.filename-extension": "sketch"],
        ]
      ],
    ]
  }

  static func check(_ declarations: [UTTypeDeclaration]) throws {
    #expect(declarations.count == 3)
    let first = try #require(declarations.first)
    #expect(first.identifier == "com.example.sketch")
    #expect(first.kind == .exported)
    #expect(first.conformsTo == ["public.image", "public.composite-content"])
    #expect(first.tags[.filenameExtension] == ["sketch", "skt"])
    #expect(first.tags[.mimeType] == ["application/x-sketch"])
    #expect(declarations[1].conformsTo == ["com.apple.package"])
    #expect(declarations[2].kind == .imported)
    let registry = try UTTypeRegistry.builtIn.registering(declarations)
    let sketch = try #require(
      registry.type(tag: "SKETCH", tagClass: .filenameExtension, conformingTo: .data))
    #expect(sketch.identifier == "com.example.sketch", "exported beats imported")
    #expect(sketch.conforms(to: .image) && sketch.conforms(to: .item))
    #expect(sketch.isDeclared && sketch.localizedDescription == "Sketch")
    #expect(
      registry.types(tag: "sketch", tagClass: .filenameExtension, conformingTo: nil).map(
        \.identifier) == ["com.example.sketch", "org.other.sketch"])
    #expect(
      registry.type(tag: "sketchpkg", tagClass: .filenameExtension, conformingTo: .package)?
        .identifier == "com.example.sketch-bundle")
    #expect(
      registry.type(tag: "application/x-sketch", tagClass: .mimeType, conformingTo: nil)?
        .identifier == "com.example.sketch")
    // The built-in registry is untouched.
    #expect(UTType(filenameExtension: "sketch")?.isDynamic == true)
  }

  @Test func xmlPropertyList() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: Self.info, format: .xml, options: 0)
    try Self.check(UTTypeDeclaration.declarations(fromPropertyList: data))
  }

  @Test func binaryPropertyList() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: Self.info, format: .binary, options: 0)
    #expect(data.starts(with: Array("bplist00".utf8)))
    try Self.check(UTTypeDeclaration.declarations(fromPropertyList: data))
    #expect(ContentSniffer.type(ofContents: Array(data)) == .binaryPropertyList)
  }

  @Test func json() throws {
    let data = try JSONSerialization.data(withJSONObject: Self.info, options: [.sortedKeys])
    try Self.check(UTTypeDeclaration.declarations(fromJSON: data))
  }

  @Test func importedDoesNotOverrideBuiltIn() throws {
    let imported = UTTypeDeclaration(
      identifier: "com.example.png-claim", conformsTo: ["public.data"],
      tags: [.filenameExtension: ["png"]], kind: .imported)
    let registry = try UTTypeRegistry.builtIn.registering([imported])
    #expect(registry.type(tag: "png", tagClass: .filenameExtension, conformingTo: nil) == .png)
    let redeclared = UTTypeDeclaration(
      identifier: "public.png", conformsTo: ["public.data"], kind: .exported)
    let again = try UTTypeRegistry.builtIn.registering([redeclared])
    #expect(again.declaredType(withIdentifier: "public.png")?.conforms(to: .image) == true)
  }

  @Test func sharedRegistryGrowsWithRegistrations() throws {
    // A tag no other test uses: the shared registry is process-wide.
    #expect(UTType(filenameExtension: "docpkgsharedtest")?.isDynamic == true)
    try UTTypeRegistry.register([
      UTTypeDeclaration(
        identifier: "com.docpkg.tests.shared", conformsTo: ["public.text"],
        tags: [.filenameExtension: ["docpkgsharedtest"]])
    ])
    let type = try #require(UTType(filenameExtension: "DocpkgSharedTest"))
    #expect(type.identifier == "com.docpkg.tests.shared" && type.conforms(to: .text))
    #expect(UTType("com.docpkg.tests.shared")?.isDeclared == true)
    #expect(UTTypeRegistry.builtIn.declaredType(withIdentifier: "com.docpkg.tests.shared") == nil)
    #expect(throws: UTTypeDeclarationError.self) {
      try UTTypeRegistry.register([UTTypeDeclaration(identifier: "bad id", conformsTo: [])])
    }
    #expect(UTType(filenameExtension: "png") == .png)
  }

  @Test func laterRegistrationReplacesEarlier() throws {
    let first = UTTypeDeclaration(
      identifier: "com.example.thing", conformsTo: ["public.data"], typeDescription: "one")
    let second = UTTypeDeclaration(
      identifier: "com.example.thing", conformsTo: ["public.text"], typeDescription: "two")
    let registry = try UTTypeRegistry.builtIn.registering([first]).registering([second])
    let thing = try #require(registry.declaredType(withIdentifier: "com.example.thing"))
    #expect(thing.localizedDescription == "two" && thing.conforms(to: .text))
  }

  @Test func cyclesAreErrors() throws {
    let a = UTTypeDeclaration(identifier: "com.example.a", conformsTo: ["com.example.b"])
    let b = UTTypeDeclaration(identifier: "com.example.b", conformsTo: ["com.example.c"])
    let c = UTTypeDeclaration(identifier: "com.example.c", conformsTo: ["com.example.a"])
    #expect(throws: UTTypeDeclarationError.self) {
      try UTTypeRegistry.builtIn.registering([a, b, c])
    }
    do {
      _ = try UTTypeRegistry.builtIn.registering([a, b, c])
    } catch {
      guard case .cyclicConformance(let path) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(path.first == path.last && path.count == 4)
      #expect(error.description.contains("cyclic conformance: com.example.a -> com.example.b"))
    }
    let selfLoop = UTTypeDeclaration(identifier: "com.example.me", conformsTo: ["com.example.me"])
    #expect(throws: UTTypeDeclarationError.cyclicConformance(["com.example.me", "com.example.me"]))
    {
      try UTTypeRegistry.builtIn.registering([selfLoop])
    }
  }

  @Test func invalidDeclarationsAreErrors() {
    let cases: [(UTTypeDeclaration, UTTypeDeclarationError)] = [
      (
        UTTypeDeclaration(identifier: "bad id", conformsTo: []),
        .invalidIdentifier("bad id")
      ),
      (
        UTTypeDeclaration(identifier: "dyn.ah62d4rv4ge81g6pq", conformsTo: []),
        .invalidIdentifier("dyn.ah62d4rv4ge81g6pq")
      ),
      (
        UTTypeDeclaration(identifier: "com.example.x", conformsTo: ["no good"]),
        .invalidParent(identifier: "com.example.x", parent: "no good")
      ),
      (
        UTTypeDeclaration(
          identifier: "com.example.x", conformsTo: [], tags: [.filenameExtension: [""]]),
        .invalidTag(identifier: "com.example.x", tagClass: "public.filename-extension", tag: "")
      ),
      (
        UTTypeDeclaration(
          identifier: "com.example.x", conformsTo: [], tags: [.mimeType: ["nonsense"]]),
        .invalidTag(identifier: "com.example.x", tagClass: "public.mime-type", tag: "nonsense")
      ),
    ]
    for (declaration, expected) in cases {
      #expect(throws: expected) { try UTTypeRegistry.builtIn.registering([declaration]) }
    }
    let twice = UTTypeDeclaration(identifier: "com.example.twice", conformsTo: [])
    #expect(throws: UTTypeDeclarationError.duplicateIdentifier("com.example.twice")) {
      try UTTypeRegistry.builtIn.registering([twice, twice])
    }
  }

  @Test func malformedFilesAreErrors() throws {
    let inputs: [[UInt8]] = [
      Array("not a plist".utf8), Array("<?xml version=\"1.0\"?><plist><dict><key>".utf8),
      Array("bplist00garbage".utf8),
      [0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30]
        + [UInt8](
          repeating: 0xFF, count: 40),
    ]
    for input in inputs {
      #expect(throws: UTTypeDeclarationError.self) {
        try UTTypeDeclaration.declarations(fromPropertyList: Data(input))
      }
    }
    #expect(throws: UTTypeDeclarationError.notADictionary) {
      try UTTypeDeclaration.declarations(fromJSON: Data("[1, 2]".utf8))
    }
    #expect(throws: UTTypeDeclarationError.self) {
      try UTTypeDeclaration.declarations(fromJSON: Data("{\"a\": ".utf8))
    }
    let wrongTypes = [
      "{\"UTExportedTypeDeclarations\": 3}",
      "{\"UTExportedTypeDeclarations\": [3]}",
      "{\"UTExportedTypeDeclarations\": [{}]}",
      "{\"UTExportedTypeDeclarations\": [{\"UTTypeIdentifier\": \"a.b\", \"UTTypeConformsTo\": 4}]}",
      "{\"UTExportedTypeDeclarations\": [{\"UTTypeIdentifier\": \"a.b\", \"UTTypeConformsTo\": [4]}]}",
      "{\"UTImportedTypeDeclarations\": [{\"UTTypeIdentifier\": \"a.b\", \"UTTypeTagSpecification\": []}]}",
      "{\"UTImportedTypeDeclarations\": [{\"UTTypeIdentifier\": \"a.b\", \"UTTypeDescription\": 1}]}",
    ]
    for text in wrongTypes {
      do {
        _ = try UTTypeDeclaration.declarations(fromJSON: Data(text.utf8))
        Issue.record("accepted \(text)")
      } catch {
        guard case .invalidEntry = error else {
          Issue.record("wrong error for \(text): \(error)")
          continue
        }
        #expect(error.description.contains("Declarations["))
      }
    }
  }

  /// Found by `Fuzz/run.sh type-plist`: a binary plist whose top object is a set holding a
  /// dictionary. swift-corelibs-foundation's `PropertyListSerialization` crashed (SEGV
  /// while bridging the set); docpkg's own reader reads the set as an array, which is not
  /// an Info dictionary.
  @Test func binaryPlistWithASetIsAnErrorNotACrash() throws {
    let base64 = [
      "YnBsaXN0MDDBAQJfEBpVVEV4cG9ydGVkVHlwZURlY2xhcmF0aW9uc6IDCNIEBQYHXxAQVVRUeXBl",
      "Q29uZm9ybXNUb18QEFVUVHlwZUlkZW50aWZpZXJdY29tLmV4YW1wbGUuYl1jb20uZXhhbXBsZS5h",
      "0gkKCwxfEBBVVFR5cGVJZGVudGlmaWVyXxAQVVRUeXBlQ29uZm9ybXNUb11jb20uZXhhbXBsZS5i",
      "oQ1dY29tLmV4YW1wbGUuYQgLKCswQ1ZkcneKnautAAAAAAAAAQEAAAAAAAAADgAAAAAAAAAAAAAA",
      "AAAAALs=",
    ].joined()
    let data = try #require(Data(base64Encoded: base64))
    #expect(data.starts(with: Array("bplist00".utf8)))
    #expect(throws: UTTypeDeclarationError.notADictionary) {
      _ = try UTTypeDeclaration.declarations(fromPropertyList: data)
    }
  }

  @Test func truncatedBinaryPlistsNeverCrash() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: Self.info, format: .binary, options: 0)
    for length in stride(from: 0, to: data.count, by: 7) {
      _ = try? UTTypeDeclaration.declarations(fromPropertyList: data.prefix(length))
    }
    var corrupted = Array(data)
    for index in stride(from: 8, to: corrupted.count, by: 11) {
      corrupted[index] ^= 0x5A
      _ = try? UTTypeDeclaration.declarations(fromPropertyList: Data(corrupted))
    }
  }
}
