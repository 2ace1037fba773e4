import Foundation
import PhotoKeeperModel
import Testing

/// On Linux the ubiquity container is a folder of the test's own (DOCPKG_UBIQUITY_CONTAINER);
/// on iOS the cloud tests run only when iCloud is signed in.
@Suite(.serialized) struct PhotoKeeperModelTests {
  func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "photokeeper-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  func waitUntil(_ seconds: Double = 5, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return condition()
  }

  func makeDocument(in folder: URL, name: String, title: String) async throws -> URL {
    let url = folder.appendingPathComponent(name)
    let document = PhotoDocument(fileURL: url)
    document.metadata = PhotoMetadata(thumbnail: Data([1, 2]), title: title)
    document.photo = Data(repeating: 7, count: 1000)
    #expect(await document.save(to: url, for: .forCreating))
    return url
  }

  @Test func aDocumentKeepsDataAndMetadataWrappers() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try await makeDocument(in: folder, name: "Beach.ptk", title: "Beach")
    #expect(
      FileManager.default.fileExists(atPath: url.appendingPathComponent("photo.metadata").path))
    #expect(FileManager.default.fileExists(atPath: url.appendingPathComponent("photo.data").path))
    #expect(PhotoDocument.readMetadata(at: url)?.title == "Beach")
    let reopened = PhotoDocument(fileURL: url)
    #expect(await reopened.open())
    #expect(reopened.photo == Data(repeating: 7, count: 1000))
    #expect(reopened.metadata?.thumbnail == Data([1, 2]))
    _ = await reopened.close()
  }

  @Test func theListMovesToTheCloudAndBack() async throws {
    let root = try makeFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    #if os(Linux)
      setenv("DOCPKG_UBIQUITY_CONTAINER", root.appendingPathComponent("Cloud").path, 1)
      defer { unsetenv("DOCPKG_UBIQUITY_CONTAINER") }
    #endif
    guard let cloud = PhotoLibrary.cloudFolder else { return }
    let local = root.appendingPathComponent("Local")
    try FileManager.default.createDirectory(at: local, withIntermediateDirectories: true)
    _ = try await makeDocument(in: local, name: "Beach.ptk", title: "Beach")
    _ = try await makeDocument(in: local, name: "Alps.ptk", title: "Alps")
    let library = PhotoLibrary(localFolder: local)
    try library.reload()
    #expect(library.entries.map(\.title) == ["Alps", "Beach"])

    try library.setCloud(true)
    #expect(
      await waitUntil {
        library.entries.map(\.title) == ["Alps", "Beach"]
          && library.entries.allSatisfy { $0.url.path.hasPrefix(cloud.path) }
      })
    #expect(FileManager.default.isUbiquitousItem(at: cloud.appendingPathComponent("Beach.ptk")))

    // Another computer's edit arrives as a conflict copy: the conflict list shows it.
    _ = try await makeDocument(
      in: cloud, name: "Beach (Jane's conflicted copy 2024-01-02).ptk", title: "Beach (Jane)")
    #expect(await waitUntil { library.conflicts.map(\.title) == ["Beach"] })

    // A document added in the cloud appears in the list.
    _ = try await makeDocument(in: cloud, name: "City.ptk", title: "City")
    #expect(await waitUntil { library.entries.map(\.title) == ["Alps", "Beach", "City"] })

    try library.setCloud(false)
    #expect(library.entries.map(\.title) == ["Alps", "Beach", "City"])
    #expect(
      FileManager.default.fileExists(
        atPath: local.appendingPathComponent("Beach (Jane's conflicted copy 2024-01-02).ptk").path))
    #expect(library.conflicts.map(\.title) == ["Beach"])
  }
}
