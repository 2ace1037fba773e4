import Foundation
import Imaging
import TestSupport
import Testing

@testable import DocumentPackages

/// Live Photo pairing: the JPEG maker-note reader on built bytes, and the corpus pair
/// (`video/devilhtc__EE367-livephoto`, an iPhone 7's 07.JPG + 07.mov) as one document in
/// `list` and marked in `inspect`.
@Suite("Live Photos")
struct LivePhotoTests {
  static let identifier = "ED6DC393-1986-4580-8643-C76159C13FB4"

  /// A JPEG whose Exif holds an Apple maker note with tag 17 = `identifier`.
  static func jpeg(identifier: String) -> [UInt8] {
    func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v) }
    let text = Array(identifier.utf8) + [0]
    // Maker note: header (14), IFD with one entry (2 + 12 + 4), then the string at 32.
    let maker =
      Array("Apple iOS\0".utf8) + [0, 1] + Array("MM".utf8) + be16(1) + be16(17) + be16(2)
      + be32(text.count) + be32(32) + be32(0) + text
    // TIFF: header (8), IFD0 at 8 with the Exif pointer (2 + 12 + 4 = 18) → Exif IFD at 26
    // with the MakerNote entry (18) → maker note at 44.
    let tiff =
      Array("MM".utf8) + [0, 42] + be32(8) + be16(1) + be16(0x8769) + be16(4) + be32(1)
      + be32(26) + be32(0) + be16(1) + be16(0x927C) + be16(7) + be32(maker.count) + be32(44)
      + be32(0) + maker
    let app1 = Array("Exif\0\0".utf8) + tiff
    return [0xFF, 0xD8, 0xFF, 0xE1] + be16(app1.count + 2) + app1 + [0xFF, 0xD9]
  }

  @Test func makerNoteIdentifierIsRead() {
    #expect(AppleMakerNote.contentIdentifier(inJPEG: Self.jpeg(identifier: "ABC-123")) == "ABC-123")
  }

  @Test func damagedMakerNotesGiveNil() {
    let whole = Self.jpeg(identifier: Self.identifier)
    for length in stride(from: 0, to: whole.count - 2, by: 3) {
      #expect(AppleMakerNote.contentIdentifier(inJPEG: Array(whole.prefix(length))) == nil)
    }
    var flipped = whole
    flipped[20] ^= 0xFF
    _ = AppleMakerNote.contentIdentifier(inJPEG: flipped)
  }

  @Test func corpusPairIsOneDocumentInList() throws {
    guard let folder = ProjectPaths.corpus("video/devilhtc__EE367-livephoto"),
      Codec.avformat.status.isAvailable, Codec.avcodec.status.isAvailable
    else { return }
    let still = folder.appendingPathComponent("07.JPG")
    #expect(LivePhotoPair.stillIdentifier(still) == Self.identifier)
    let entries = try DocumentLister(includesFiles: true).list(folder: folder)
    #expect(entries.map(\.name) == ["07.JPG"])
    #expect(entries.first?.livePhotoVideo == "07.mov")
    let movie = try DocumentInspector().inspect(path: folder.appendingPathComponent("07.mov").path)
    #expect(movie.report.annotations["livePhoto"] == "paired with 07.JPG")
    #expect(movie.report.annotations["contentIdentifier"] == Self.identifier)
    let image = try DocumentInspector().inspect(path: still.path)
    #expect(image.report.annotations["livePhoto"] == "paired with 07.mov")
  }
}
