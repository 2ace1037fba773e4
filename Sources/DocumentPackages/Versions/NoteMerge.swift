import FileVersions
import FileWrappers
import Foundation
import JSON

/// `resolve --merge` for notes: the kept version's text, plus every attachment that only
/// the other versions have (by content; names made unique as usual), plus each other
/// version's text — when it differs from the kept one — as an RTF attachment named
/// `Text from COMPUTER DATE.rtf`, so no text and no attachment is lost whichever wins.
/// The kept version is saved atomically in place before anything else changes.
enum NoteMerge {
  static func merge(into kept: NSFileVersion, from others: [NSFileVersion])
    throws(ConflictResolutionError) -> (added: [String], unreadable: [String])
  {
    let note: NoteDocument
    do {
      note = try NoteDocument(url: kept.url)
    } catch {
      throw .unmergeable(path: kept.url.path, reason: error.description)
    }
    // The kept note's contents only deduplicate: one that cannot be read just means an
    // incoming copy of it is added again, so nothing is lost.
    var known = Set<Data>()
    for name in note.attachmentNames {
      if let data = try? note.contents(ofAttachment: name) { known.insert(data) }
    }
    let keptText = try? note.textRTF()
    var added: [String] = []
    var unreadable: [String] = []
    for other in others {
      guard let source = try? NoteDocument(url: other.url) else {
        unreadable.append(other.url.path)
        continue
      }
      for name in source.attachmentNames {
        guard let data = try? source.contents(ofAttachment: name) else {
          unreadable.append(other.url.path + "/Attachments/" + name)
          continue
        }
        guard known.insert(data).inserted else { continue }
        added.append(note.addAttachment(data: data, preferredName: name))
      }
      // A text that cannot be read is reported like an unreadable attachment, never dropped.
      guard let text = try? source.textRTF() else {
        unreadable.append(other.url.path + "/" + NoteDocument.textFilename)
        continue
      }
      if text != keptText, known.insert(text).inserted {
        added.append(note.addAttachment(data: text, preferredName: textName(of: other)))
      }
    }
    guard !added.isEmpty else { return (added, unreadable) }
    do {
      try note.save()
    } catch {
      throw .mergeFailed(error)
    }
    return (added, unreadable)
  }

  /// `Text from Jane's MacBook 2024-01-02.rtf`, `Text from current version 2026-12-01.rtf`.
  static func textName(of version: NSFileVersion) -> String {
    let who =
      version.localizedNameOfSavingComputer
      ?? (version.isConflict
        ? (version.conflictCopy?.source.clientName ?? "other version") : "current version")
    let date =
      version.conflictCopy?.dateText
      ?? version.modificationDate.map {
        String(JSONText.timestamp(Int64($0.timeIntervalSince1970.rounded(.down))).prefix(10))
      } ?? ""
    return "Text from \(who)\(date.isEmpty ? "" : " " + date).rtf"
  }
}
