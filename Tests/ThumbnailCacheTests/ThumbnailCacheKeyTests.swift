import Foundation
import Imaging
import Testing
import ThumbnailCache

@Suite("Thumbnail cache keys")
struct ThumbnailCacheKeyTests {
  @Test func textChunksRoundTripAndTheImageStillDecodes() throws {
    let png = try PNGEncoder.encode(Image(width: 3, height: 2, layout: .rgba))
    let chunks: [PNGEncoder.TextChunk] = [
      .init(key: "Thumb::URI", value: "file:///tmp/caf%C3%A9.note"),
      .init(key: "Thumb::MTime", value: "1700000000"), .init(key: "Comment", value: "café"),
    ]
    let tagged = try PNGTextChunks.inserting(chunks, into: png)
    #expect(
      PNGTextChunks.read(from: tagged)
        == Dictionary(uniqueKeysWithValues: chunks.map { ($0.key, $0.value) }))
    let image = try ImageDecoder.decode(tagged)
    #expect(image.width == 3 && image.height == 2)
    // The encoder's own chunks read back the same way.
    var options = PNGEncoder.Options()
    options.textChunks = chunks
    let encoded = try PNGEncoder.encode(Image(width: 1, height: 1, layout: .gray), options: options)
    #expect(PNGTextChunks.read(from: encoded)["Comment"] == "café")
  }

  @Test func damagedOrForeignDataGivesNoKeys() throws {
    #expect(PNGTextChunks.read(from: Data("GIF89a".utf8)).isEmpty)
    let png = try PNGEncoder.encode(Image(width: 1, height: 1, layout: .gray))
    var lying = png
    lying[lying.startIndex + 8] = 0x7F  // IHDR length far past the end
    #expect(PNGTextChunks.read(from: lying).isEmpty)
    #expect(throws: PNGEncodingError.self) {
      try PNGTextChunks.inserting([.init(key: "k", value: "v")], into: Data("nope".utf8))
    }
    #expect(throws: PNGEncodingError.self) {
      try PNGTextChunks.inserting([.init(key: "k", value: "€")], into: png)
    }
  }

  @Test func urisAreEscapedAsGLibDoes() {
    #expect(
      FileURI.string(forAbsolutePath: "/home/me/My Notes/Trip #2 (old)?.note")
        == "file:///home/me/My%20Notes/Trip%20%232%20(old)%3F.note")
    #expect(FileURI.string(forAbsolutePath: "/a/café;x") == "file:///a/caf%C3%A9%3Bx")
    #expect(FileURI.string(forAbsolutePath: "/a/!$&'*+,-.:=@_~") == "file:///a/!$&'*+,-.:=@_~")
    // Checked against GLib.filename_to_uri (python3-gi, GLib 2.74).
    #expect(
      FileURI.string(forAbsolutePath: "/a/[b]{c}|^`\"<>%")
        == "file:///a/%5Bb%5D%7Bc%7D%7C%5E%60%22%3C%3E%25")
    #expect(FileURI.canonicalPath("./b//c/../d", relativeTo: "/x/y") == "/x/y/b/d")
    #expect(FileURI.canonicalPath("/../a/.", relativeTo: "/x") == "/a")
  }

  @Test func cacheSizesFollowTheStandard() {
    #expect(ThumbnailCacheSize.allCases.map(\.pixels) == [128, 256, 512, 1024])
    #expect(ThumbnailCacheSize(pixels: 512) == .xLarge)
    #expect(ThumbnailCacheSize(pixels: 300) == nil)
    #expect(ThumbnailCacheSize(atLeast: 300) == .xLarge)
    #expect(ThumbnailCacheSize(atLeast: 4000) == .xxLarge)
    #expect(ThumbnailCacheSize.xxLarge.rawValue == "xx-large")
  }

  @Test func cacheFolderComesFromTheEnvironment() throws {
    let xdg = try FreedesktopThumbnailCache(
      application: "docpkg", version: "1", environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])
    #expect(xdg.root.path == "/c/thumbnails")
    #expect(xdg.failureFolder.path == "/c/thumbnails/fail/docpkg-1")
    let home = try FreedesktopThumbnailCache(
      application: "docpkg", version: "1", environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"])
    #expect(home.root.path == "/h/.cache/thumbnails")
    #expect(throws: ThumbnailCacheError.noCacheFolder) {
      try FreedesktopThumbnailCache(application: "docpkg", version: "1", environment: [:])
    }
  }
}
