import FileVersions
import Foundation
import Testing

/// Names as each client writes them (Spec/Versions.md cites the client's code or docs).
@Suite("Sync-client naming schemes")
struct NamingSchemeTests {
  @Test(arguments: [
    // Dropbox (help.dropbox.com "What's a conflicted copy?": editor's name, "conflicted
    // copy", save date), with computer names that have apostrophes and spaces of their own.
    (
      "Report (Jane Doe's conflicted copy 2024-01-02).docx",
      ConflictCopy(
        source: .dropbox, originalName: "Report.docx", owner: "Jane Doe", dateText: "2024-01-02")
    ),
    (
      "Trip (Jane's MacBook Pro's conflicted copy 2024-01-02).note",
      ConflictCopy(
        source: .dropbox, originalName: "Trip.note", owner: "Jane's MacBook Pro",
        dateText: "2024-01-02")
    ),
    (
      "Trip (Jane's conflicted copy 2024-01-02 (1)).note",
      ConflictCopy(
        source: .dropbox, originalName: "Trip.note", owner: "Jane", dateText: "2024-01-02",
        counter: 1)
    ),
    (
      "Trip (Jane's conflicted copy 2024-01-02 (12)).note",
      ConflictCopy(
        source: .dropbox, originalName: "Trip.note", owner: "Jane", dateText: "2024-01-02",
        counter: 12)
    ),
    (
      "Trip (conflicted copy 2024-01-02).note",
      ConflictCopy(source: .dropbox, originalName: "Trip.note", dateText: "2024-01-02")
    ),
    (
      "Trip (conflicted copy 2024-01-02 (2)).note",
      ConflictCopy(source: .dropbox, originalName: "Trip.note", dateText: "2024-01-02", counter: 2)
    ),
    (
      "Budget (2024) (Jane's conflicted copy 2024-01-02).numbers",
      ConflictCopy(
        source: .dropbox, originalName: "Budget (2024).numbers", owner: "Jane",
        dateText: "2024-01-02")
    ),
    (
      "archive.tar (Jane's conflicted copy 2024-01-02).gz",
      ConflictCopy(
        source: .dropbox, originalName: "archive.tar.gz", owner: "Jane", dateText: "2024-01-02")
    ),
    // Nextcloud/ownCloud ≥ 2.5 (Utility::makeConflictFileName: " (conflicted copy "
    // [+ user + " "] + "yyyy-MM-dd hhmmss" + ")", before the last extension).
    (
      "Trip (conflicted copy 2024-01-02 153012).note",
      ConflictCopy(
        source: .conflictedCopy, originalName: "Trip.note", dateText: "2024-01-02 153012")
    ),
    (
      "Trip (conflicted copy Jane Doe 2024-01-02 153012).note",
      ConflictCopy(
        source: .conflictedCopy, originalName: "Trip.note", owner: "Jane Doe",
        dateText: "2024-01-02 153012")
    ),
    (
      "Makefile (conflicted copy 2024-01-02 153012)",
      ConflictCopy(
        source: .conflictedCopy, originalName: "Makefile", dateText: "2024-01-02 153012")
    ),
    (
      "v1.2.3 (conflicted copy 2024-01-02 153012).tar",
      ConflictCopy(
        source: .conflictedCopy, originalName: "v1.2.3.tar", dateText: "2024-01-02 153012")
    ),
    (
      "Note (Conflicted Copy).note",
      ConflictCopy(source: .conflictedCopy, originalName: "Note.note")
    ),
    // ownCloud before 2.5 ("_conflict-" + "yyyyMMdd-hhmmss", or "_conflict_" + user + "-").
    (
      "Trip_conflict-20240102-153012.note",
      ConflictCopy(source: .ownCloudLegacy, originalName: "Trip.note", dateText: "20240102-153012")
    ),
    (
      "Trip_conflict_jane-20240102-153012.note",
      ConflictCopy(
        source: .ownCloudLegacy, originalName: "Trip.note", owner: "jane",
        dateText: "20240102-153012")
    ),
    // Syncthing (conflictName: ".sync-conflict-20060102-150405-" + lastModBy, before
    // filepath.Ext; versions before the device ID omit it).
    (
      "Trip.sync-conflict-20240102-153012-ABCDEFG.note",
      ConflictCopy(
        source: .syncthing, originalName: "Trip.note", owner: "ABCDEFG",
        dateText: "20240102-153012")
    ),
    (
      "Trip.sync-conflict-20240102-153012.note",
      ConflictCopy(source: .syncthing, originalName: "Trip.note", dateText: "20240102-153012")
    ),
    (
      "archive.tar.sync-conflict-20240102-153012-ABCDEFG.gz",
      ConflictCopy(
        source: .syncthing, originalName: "archive.tar.gz", owner: "ABCDEFG",
        dateText: "20240102-153012")
    ),
    // Seafile (gen_conflict_path: "%s (SFConflict %s %s).%s", time "%Y-%m-%d-%H-%M-%S").
    (
      "Trip (SFConflict jane@example.com 2024-01-02-15-30-12).note",
      ConflictCopy(
        source: .seafile, originalName: "Trip.note", owner: "jane@example.com",
        dateText: "2024-01-02-15-30-12")
    ),
    (
      "Trip (SFConflict 2024-01-02-15-30-12).note",
      ConflictCopy(source: .seafile, originalName: "Trip.note", dateText: "2024-01-02-15-30-12")
    ),
    (
      "Makefile (SFConflict jane@example.com 2024-01-02-15-30-12)",
      ConflictCopy(
        source: .seafile, originalName: "Makefile", owner: "jane@example.com",
        dateText: "2024-01-02-15-30-12")
    ),
  ])
  func certainSchemes(_ name: String, _ expected: ConflictCopy) {
    #expect(ConflictCopy.detect(filename: name) == expected)
    #expect(ConflictCopy.detect(filename: name, siblings: [], computerNames: []) == expected)
    #expect(expected.isCertain)
  }

  @Test func ordinaryNamesAreNotCopies() {
    for name in [
      "Note.note", "Note 2.note", "Conflicted copy.note", "Note (copy).note", "Photo (2).ptk",
      "Meeting (Jane).note", "Report-final.docx", "conflicts.txt", "Trip.sync-conflict.note",
      "Trip (SFConflict).note", "Trip_conflict.note",
    ] {
      #expect(ConflictCopy.detect(filename: name) == nil, "\(name)")
    }
  }

  @Test func datesAreRead() throws {
    let copy = try #require(ConflictCopy.detect(filename: "T (SFConflict 2024-01-02-15-30-12).x"))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: try #require(copy.date))
    #expect(
      [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second] == [
        2024, 1, 2, 15, 30, 12,
      ])
    #expect(ConflictCopy.detect(filename: "T (Jane's conflicted copy 2024-01-02).x")?.date != nil)
  }

  @Test func oneDriveNeedsTheOriginalAndAComputerName() {
    let siblings = ["Budget.xlsx", "L01.csv", "Report.docx", "my-notes.note"]
    #expect(
      ConflictCopy.detect(
        filename: "Budget-DESKTOP-1A2B3C4.xlsx", siblings: siblings, computerNames: [])
        == ConflictCopy(source: .oneDrive, originalName: "Budget.xlsx", owner: "DESKTOP-1A2B3C4"))
    #expect(
      ConflictCopy.detect(
        filename: "Budget-LAPTOP-Q9W8E7R.xlsx", siblings: siblings, computerNames: [])?
        .owner == "LAPTOP-Q9W8E7R")
    // The Linux client appends the host name (abraunegg/onedrive issue 66: L01-ip-172-31-41-236.csv).
    #expect(
      ConflictCopy.detect(
        filename: "L01-ip-172-31-41-236.csv", siblings: siblings,
        computerNames: ["ip-172-31-41-236"])
        == ConflictCopy(source: .oneDrive, originalName: "L01.csv", owner: "ip-172-31-41-236"))
    #expect(
      ConflictCopy.detect(
        filename: "my-notes-buildbox.note", siblings: siblings, computerNames: ["buildbox"])?
        .originalName == "my-notes.note")
    // Not computer names, or no original beside them: ordinary documents.
    #expect(
      ConflictCopy.detect(filename: "Report-final.docx", siblings: siblings, computerNames: [])
        == nil)
    #expect(
      ConflictCopy.detect(filename: "Report-FINAL.docx", siblings: siblings, computerNames: [])
        == nil)
    #expect(
      ConflictCopy.detect(
        filename: "Other-DESKTOP-1A2B3C4.xlsx", siblings: siblings, computerNames: [])
        == nil)
  }

  @Test func numberedDuplicatesArePossibleOnlyBesideTheirOriginal() {
    let siblings = ["Note.note", "Note 2.note", "Other 3.note", "Trip.note"]
    let copy = ConflictCopy.detect(filename: "Note 2.note", siblings: siblings)
    #expect(copy == ConflictCopy(source: .numberedDuplicate, originalName: "Note.note", counter: 2))
    #expect(copy?.isCertain == false)
    #expect(ConflictCopy.detect(filename: "Other 3.note", siblings: siblings) == nil)
    #expect(ConflictCopy.detect(filename: "Note.note", siblings: siblings) == nil)
    #expect(ConflictCopy.detect(filename: "Note 02.note", siblings: siblings) == nil)
  }

  @Test func copiesOfCopiesBelongToTheFirstOriginal() throws {
    let name = "Trip (conflicted copy 2024-01-02 153012) (conflicted copy 2024-01-03 101010).note"
    let copy = try #require(ConflictCopy.detect(filename: name))
    #expect(copy.originalName == "Trip (conflicted copy 2024-01-02 153012).note")
    #expect(ConflictCopy.rootOriginalName(of: copy) == "Trip.note")
  }

  @Test func everySourceHasAClientName() {
    #expect(
      Set(ConflictCopy.Source.allCases.map(\.clientName)).count
        == ConflictCopy.Source.allCases.count)
  }
}
