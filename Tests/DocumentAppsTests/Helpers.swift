import DocumentApps
import Foundation

/// A fresh folder under the temporary directory, removed by the caller.
func makeFolder(_ label: String = "apps") throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "docpkg-\(label)-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Polls `condition` every 10 ms until it holds or `seconds` pass.
func waitUntil(_ seconds: Double = 5, _ condition: () -> Bool) async -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if condition() { return true }
    try? await Task.sleep(nanoseconds: 10_000_000)
  }
  return condition()
}

/// Thread-safe collection of values posted from other queues.
final class Recorder<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Value] = []
  func append(_ value: Value) { lock.withLock { stored.append(value) } }
  var values: [Value] { lock.withLock { stored } }
}

/// A text document: one UTF-8 file.
final class TextDocument: UIDocument, @unchecked Sendable {
  private let textLock = NSLock()
  private var storedText = ""
  var loads = 0

  var text: String {
    get { textLock.withLock { storedText } }
    set { textLock.withLock { storedText = newValue } }
  }

  override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }

  override func load(fromContents contents: Any, ofType typeName: String?) throws {
    guard let data = contents as? Data else { throw CocoaError(.fileReadCorruptFile) }
    textLock.withLock {
      storedText = String(decoding: data, as: UTF8.self)
      loads += 1
    }
  }
}
