import DocumentApps
import DocumentPackages
import Foundation
import Imaging
import PackageDocuments
import Testing

/// TextEdit's `.rtfd` and PhotoKeeper's `.ptk` through `UIDocument`.
@Suite struct RTFDAndPhotoKeeperUIDocumentTests {
  @Test func rtfdOpensAndSavesAfterAnOutsideChange() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Credits.rtfd")
    try RTFDDocument(text: plain("Credits")).save(to: url)
    let document = RTFDUIDocument(fileURL: url)
    #expect(await document.open())
    #expect(try document.modelQueue.sync { try document.rtfd.text().document.string } == "Credits")
    document.updateChangeCount(.done)
    let other = try RTFDDocument(url: url)
    try other.save()  // another process saves the package: a new folder swapped in
    #expect(await document.save(to: url, for: .forOverwriting))
    #expect(document.documentState.contains(.inConflict))
    #expect(try RTFDDocument(url: url).text().document.string == "Credits")
    _ = await document.close()
  }

  @Test func photoKeeperDocumentIsCreatedAndReopened() async throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("Beach.ptk")
    let document = PhotoKeeperUIDocument(fileURL: url)
    #expect(!(await document.save(to: url, for: .forCreating)), "no photo yet")
    #expect(document.documentState.contains(.savingError))
    var image = Image(width: 40, height: 20, layout: .rgb)
    for index in image.pixels.indices { image.pixels[index] = UInt8(index % 251) }
    let png = try PNGEncoder.encode(image)
    try document.modelQueue.sync { try document.setPhoto(png) }
    #expect(document.hasUnsavedChanges)
    #expect(await document.save(to: url, for: .forCreating))
    let saved = try PhotoKeeperDocument(url: url)
    #expect(saved.data.photo == png)

    let reopened = PhotoKeeperUIDocument(fileURL: url)
    #expect(await reopened.open())
    #expect(reopened.modelQueue.sync { reopened.photo?.data.photo } == png)
    _ = await reopened.close()
  }
}
