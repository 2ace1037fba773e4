import FileVersions
import Foundation
import Imaging
import TestSupport
import Testing

@testable import DocumentPackages

/// Rename, move and delete carry a Live Photo's two halves together (the corpus pair
/// `video/devilhtc__EE367-livephoto`, copied into a temporary folder), with the movie's
/// conflict copy; a movie with another content identifier stays where it is.
@Suite("Live Photo relocation")
struct LivePhotoRelocationTests {
  /// A temporary folder holding the corpus pair as `07.JPG` + `07.mov`, or nil without the
  /// corpus or FFmpeg.
  static func pair() throws -> URL? {
    guard let corpus = ProjectPaths.corpus("video/devilhtc__EE367-livephoto"),
      Codec.avformat.status.isAvailable, Codec.avcodec.status.isAvailable
    else { return nil }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("docpkg-livephoto-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["07.JPG", "07.mov"] {
      try FileManager.default.copyItem(
        at: corpus.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    return folder
  }

  static func names(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
      .sorted()
  }

  @Test func renameMoveAndDeleteCarryThePair() throws {
    guard let folder = try Self.pair() else { return }
    defer { try? FileManager.default.removeItem(at: folder) }
    // The movie's conflict copy a sync client left goes with it.
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("07.mov"),
      to: folder.appendingPathComponent("07 (conflicted copy 2024-01-02).mov"))
    let relocator = DocumentRelocator()
    let renamed = try relocator.rename(folder.appendingPathComponent("07.JPG"), to: "Beach")
    #expect(renamed.document.to?.lastPathComponent == "Beach.JPG")
    #expect(
      renamed.companions.compactMap(\.to?.lastPathComponent) == [
        "Beach.mov", "Beach (conflicted copy 2024-01-02).mov",
      ])
    #expect(
      try Self.names(folder) == [
        "Beach (conflicted copy 2024-01-02).mov", "Beach.JPG", "Beach.mov",
      ])

    // Moving the movie takes its own conflict copy and its still along.
    let album = folder.appendingPathComponent("Album")
    try FileManager.default.createDirectory(at: album, withIntermediateDirectories: true)
    let moved = try relocator.move(folder.appendingPathComponent("Beach.mov"), into: album)
    #expect(moved.versions.count == 1)
    #expect(moved.companions.compactMap(\.to?.lastPathComponent) == ["Beach.JPG"])
    #expect(
      try Self.names(album) == [
        "Beach (conflicted copy 2024-01-02).mov", "Beach.JPG", "Beach.mov",
      ])
    #expect(try Self.names(folder) == ["Album"])

    let deleted = try relocator.deletePermanently(album.appendingPathComponent("Beach.JPG"))
    #expect(deleted.companions.count == 2)
    #expect(try Self.names(album).isEmpty)
  }

  @Test func aMovieOfAnotherPhotoStays() throws {
    guard let folder = try Self.pair() else { return }
    defer { try? FileManager.default.removeItem(at: folder) }
    // A still with the same stem but another content identifier.
    try Data(LivePhotoTests.jpeg(identifier: "00000000-0000-0000-0000-000000000000"))
      .write(to: folder.appendingPathComponent("07.JPG"))
    let renamed = try DocumentRelocator().rename(
      folder.appendingPathComponent("07.JPG"), to: "Other")
    #expect(renamed.companions.isEmpty)
    #expect(try Self.names(folder) == ["07.mov", "Other.JPG"])
  }

  /// Resolving the still's conflict by keeping its conflict copy keeps the movie's copy of the
  /// same name too: both halves come from the same device's version.
  @Test func resolvingTheStillResolvesTheMovie() throws {
    guard let folder = try Self.pair() else { return }
    defer { try? FileManager.default.removeItem(at: folder) }
    let marker = " (conflicted copy 2024-01-02)"
    for name in ["07.JPG", "07.mov"] {
      let (stem, pathExtension) = FileNameParts.split(name)
      try FileManager.default.copyItem(
        at: folder.appendingPathComponent(name),
        to: folder.appendingPathComponent(stem + marker + "." + pathExtension))
    }
    let copy = folder.appendingPathComponent("07" + marker + ".JPG")
    let result = try ConflictResolver(disposal: .delete).resolve(
      itemURL: folder.appendingPathComponent("07.JPG"), keep: .path(copy))
    #expect(Set(result.disposed.map(\.lastPathComponent)) == ["07.JPG", "07.mov"])
    #expect(try Self.names(folder) == ["07.JPG", "07.mov"])
  }
}
