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
      if edited { done += 1 }
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
