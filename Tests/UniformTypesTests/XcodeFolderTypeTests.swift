import Foundation
import Testing

@testable import UniformTypes

/// Xcode's folders and the Photos library get Apple's identifiers: projects, workspaces,
/// playgrounds and libraries as packages (Finder shows each as one item), asset catalogs as
/// folders.
@Suite("Xcode and Photos folder types")
struct XcodeFolderTypeTests {
  @Test(arguments: [
    ("xcodeproj", "com.apple.xcode.project", true),
    ("xcworkspace", "com.apple.dt.document.workspace", true),
    ("playground", "com.apple.dt.playground", true),
    ("photoslibrary", "com.apple.photos.library", true),
    ("xcassets", "com.apple.dt.assetcatalog", false),
  ])
  func folderIsTyped(_ pathExtension: String, _ identifier: String, _ isPackage: Bool) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-xcode-types-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let item = folder.appendingPathComponent("Item.\(pathExtension)")
    try FileManager.default.createDirectory(at: item, withIntermediateDirectories: true)
    let report = try FileTypeResolver(registry: .builtIn).report(forPath: item.path)
    #expect(report.declaredType?.identifier == identifier)
    #expect(report.kind == (isPackage ? .package : .folder))
    let type = try #require(UTType(filenameExtension: pathExtension, conformingTo: .directory))
    #expect(type.identifier == identifier && type.isDeclared)
    #expect(type.conforms(to: .package) == isPackage)
  }
}
