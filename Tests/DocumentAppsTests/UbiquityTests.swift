import Foundation
import Testing

@testable import DocumentApps

@Suite struct UbiquityTests {
  @Test func configurationGivesFoldersByIdentifier() {
    let text = """
      # sync folders
      iCloud.com.example.Notes = /data/Dropbox/Notes
      /data/Nextcloud/Apps   # every other app
      """
    #expect(
      UbiquityContainer.folder(inConfiguration: text, identifier: "iCloud.com.example.Notes")?.path
        == "/data/Dropbox/Notes")
    #expect(
      UbiquityContainer.folder(inConfiguration: text, identifier: "other")?.path
        == "/data/Nextcloud/Apps")
    #expect(
      UbiquityContainer.folder(inConfiguration: text, identifier: nil)?.path
        == "/data/Nextcloud/Apps")
    #expect(UbiquityContainer.folder(inConfiguration: "a = /x", identifier: nil)?.path == "/x")
    #expect(UbiquityContainer.folder(inConfiguration: "a = /x", identifier: "b") == nil)
    #expect(UbiquityContainer.folder(inConfiguration: "", identifier: nil) == nil)
  }

  @Test func moveTakesConflictCopiesAndAFreeName() throws {
    let root = try makeFolder("ubiquity")
    defer { try? FileManager.default.removeItem(at: root) }
    let local = root.appendingPathComponent("Local")
    let cloud = root.appendingPathComponent("Cloud/Documents")
    try FileManager.default.createDirectory(at: local, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: cloud, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: local.appendingPathComponent("Photo.ptk"))
    try Data("theirs".utf8).write(
      to: local.appendingPathComponent("Photo (Jane's conflicted copy 2024-01-02).ptk"))
    try Data("taken".utf8).write(to: cloud.appendingPathComponent("Photo.ptk"))

    let moved = try UbiquityMove(
      source: local.appendingPathComponent("Photo.ptk"),
      destination: cloud.appendingPathComponent("Photo.ptk")
    ).perform()
    #expect(moved.lastPathComponent == "Photo 2.ptk")
    #expect(try String(contentsOf: moved, encoding: .utf8) == "mine")
    #expect(
      FileManager.default.fileExists(
        atPath: cloud.appendingPathComponent("Photo 2 (Jane's conflicted copy 2024-01-02).ptk").path
      ))
    #expect(try FileManager.default.contentsOfDirectory(atPath: local.path).isEmpty)
    #expect(
      try String(contentsOf: cloud.appendingPathComponent("Photo.ptk"), encoding: .utf8) == "taken")
  }

  @Test func movingAMissingDocumentThrows() throws {
    let root = try makeFolder("ubiquity")
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: UbiquityError.self) {
      try UbiquityMove(
        source: root.appendingPathComponent("None.txt"),
        destination: root.appendingPathComponent("X/None.txt")
      ).perform()
    }
  }
}
