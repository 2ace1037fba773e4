import Foundation
import Testing

@testable import UniformTypes

/// Folders whose contents show a package: a `UIManagedDocument` by its
/// `StoreContent/persistentStore` (a regular file, never a link), nothing else.
@Suite("Folder sniffing")
struct FolderSnifferTests {
  @Test func managedDocumentIsFoundByItsStore() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-folder-sniff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let content = folder.appendingPathComponent("Doc/StoreContent")
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("Doc").path
    #expect(FolderSniffer.type(ofFolderAt: path) == nil)
    try FileManager.default.createDirectory(
      at: content.appendingPathComponent("persistentStore"), withIntermediateDirectories: true)
    #expect(FolderSniffer.type(ofFolderAt: path) == nil, "a folder named persistentStore")
    try FileManager.default.removeItem(at: content.appendingPathComponent("persistentStore"))
    try Data().write(to: folder.appendingPathComponent("store"))
    try FileManager.default.createSymbolicLink(
      atPath: content.path + "/persistentStore", withDestinationPath: folder.path + "/store")
    #expect(FolderSniffer.type(ofFolderAt: path) == nil, "a link is never followed")
    try FileManager.default.removeItem(atPath: content.path + "/persistentStore")
    try Data().write(to: content.appendingPathComponent("persistentStore"))
    #expect(FolderSniffer.type(ofFolderAt: path)?.identifier == "com.docpkg.managed-document")
    let report = try FileTypeResolver(registry: .builtIn).report(forPath: path)
    #expect(report.kind == .package)
    #expect(report.effectiveType.conforms(to: .package))
    #expect(report.effectiveType.conforms(to: .database))
  }
}
