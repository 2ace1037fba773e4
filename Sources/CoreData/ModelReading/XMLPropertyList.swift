import Foundation
import PropertyLists
import XML

/// Reads XML property lists (`<plist><dict>…`) into ``PropertyLists/PropertyListValue``,
/// with `<dict><key>CF$UID</key><integer>n</integer></dict>` read as a UID, as XML keyed
/// archives write references. Compiled models and `.xccurrentversion` files use this form.
enum XMLPropertyList {
  /// The deepest nesting read.
  static let maxDepth = 128

  static func decode(_ data: Data) throws(ModelError) -> PropertyListValue {
    let handler = Handler()
    do {
      try XMLStream.parse(data, into: handler)
    } catch {
      throw .malformed(path: "", reason: error.description)
    }
    if let problem = handler.problem { throw .malformed(path: "", reason: problem) }
    guard let root = handler.root else {
      throw .malformed(path: "", reason: "the property list has no value")
    }
    return root
  }

  /// One open element; a class so appending to it does not copy its contents.
  private final class Frame {
    enum Kind {
      case array
      case dictionary
      case scalar(String)
    }
    let kind: Kind
    var items: [PropertyListValue] = []
    var fields: [String: PropertyListValue] = [:]
    var pendingKey: String?
    var text = ""
    init(_ kind: Kind) { self.kind = kind }
  }

  private final class Handler: XMLStreamHandler {
    var frames: [Frame] = []
    var root: PropertyListValue?
    var problem: String?

    func startElement(_ name: String, attributes: [String: String]) {
      guard problem == nil else { return }
      guard frames.count < XMLPropertyList.maxDepth else {
        problem = "nested deeper than \(XMLPropertyList.maxDepth)"
        return
      }
      switch name {
      case "plist": return
      case "array": frames.append(Frame(.array))
      case "dict": frames.append(Frame(.dictionary))
      default: frames.append(Frame(.scalar(name)))
      }
    }

    func characters(_ text: String) {
      guard let frame = frames.last, case .scalar = frame.kind else { return }
      frame.text += text
    }

    func endElement(_ name: String) {
      guard problem == nil, name != "plist", let frame = frames.popLast() else { return }
      let value: PropertyListValue
      switch frame.kind {
      case .array: value = .array(frame.items)
      case .dictionary:
        if frame.fields.count == 1, case .integer(let uid)? = frame.fields["CF$UID"], uid >= 0 {
          value = .uid(UInt64(uid))
        } else {
          value = .dictionary(frame.fields)
        }
      case .scalar(let kind):
        if kind == "key" {
          guard let parent = frames.last, case .dictionary = parent.kind else {
            problem = "<key> outside a <dict>"
            return
          }
          parent.pendingKey = frame.text
          return
        }
        guard let scalar = Self.scalar(kind, frame.text) else {
          problem = "<\(kind)> holds \"\(frame.text.prefix(40))\", which is not a \(kind) value"
          return
        }
        value = scalar
      }
      add(value)
    }

    private func add(_ value: PropertyListValue) {
      guard let parent = frames.last else {
        root = value
        return
      }
      switch parent.kind {
      case .array: parent.items.append(value)
      case .dictionary:
        guard let key = parent.pendingKey else {
          problem = "a <dict> value without a <key>"
          return
        }
        parent.fields[key] = value
        parent.pendingKey = nil
      case .scalar: problem = "a value inside a scalar element"
      }
    }

    private static func scalar(_ kind: String, _ text: String) -> PropertyListValue? {
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      switch kind {
      case "string": return .string(text)
      case "integer": return Int64(trimmed).map { .integer($0) }
      case "real": return Double(trimmed).map { .real($0) }
      case "true": return .boolean(true)
      case "false": return .boolean(false)
      case "data":
        return Data(base64Encoded: trimmed, options: .ignoreUnknownCharacters).map { .data($0) }
      case "date":
        return ISO8601DateFormatter().date(from: trimmed).map { .date($0) }
      default: return nil
      }
    }
  }
}
