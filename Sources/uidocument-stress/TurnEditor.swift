import DocumentApps
import Foundation

/// One of two processes taking turns: it appends when the line count's parity is its role,
/// and relies on autosave to write and on outside-change reloads to see the other's line.
struct TurnEditor {
  var url: URL
  var role: Int
  var rounds: Int

  func run() async -> Int32 {
    let document = LinesDocument(fileURL: url)
    document.autosaveInterval = 0.01
    guard await document.open() else {
      print("cannot open \(url.path)")
      return 1
    }
    var done = 0
    var lastProgress = Date()
    var reported = false
    let deadline = Date().addingTimeInterval(Double(rounds) * 2 + 30)
    while done < rounds {
      if Date() > deadline {
        print("role \(role): stuck after \(done) rounds, \(document.lines.count) lines")
        return 2
      }
      // Edits are made on the model queue, as an iOS app makes them on the main thread.
      let edited = document.modelQueue.sync {
        guard document.lines.count % 2 == role, !document.hasUnsavedChanges else { return false }
        document.data = document.data + Data("\(role):\(done)\n".utf8)
        document.updateChangeCount(.done)
        return true
      }
      if edited {
        done += 1
        lastProgress = Date()
        reported = false
      } else if !reported, Date().timeIntervalSince(lastProgress) > 3 {
        reported = true
        let onDisk = (try? Data(contentsOf: url)).map {
          String(decoding: $0, as: UTF8.self).split(separator: "\n").count
        }
        FileHandle.standardError.write(
          Data(
            ("role \(role): no turn for 3 s: \(document.lines.count) lines loaded, "
              + "\(onDisk ?? -1) on disk, unsaved \(document.hasUnsavedChanges), "
              + "state \(document.documentState.rawValue), "
              + "read/saved \(document.fileModificationDate?.timeIntervalSince1970 ?? 0), "
              + "file \(((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)\n")
              .utf8))
      }
      try? await Task.sleep(nanoseconds: 2_000_000)
    }
    // Wait for the last save and for the other's last line.
    while document.hasUnsavedChanges || document.lines.count < 2 * rounds - (role == 0 ? 1 : 0) {
      if Date() > deadline { break }
      try? await Task.sleep(nanoseconds: 5_000_000)
    }
    _ = await document.close()
    return 0
  }
}
