import DocumentApps
import Foundation

/// A document of text lines.
final class LinesDocument: UIDocument, @unchecked Sendable {
  private let modelLock = NSLock()
  private var stored = Data()

  var data: Data {
    get { modelLock.withLock { stored } }
    set { modelLock.withLock { stored = newValue } }
  }

  var lines: [String] {
    String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  override func contents(forType typeName: String) throws -> Any { data }

  override func load(fromContents contents: Any, ofType typeName: String?) throws {
    data = contents as? Data ?? Data()
  }
}
