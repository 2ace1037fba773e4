import Foundation
import PropertyLists

/// One resource of a web archive: the page itself or a file it loaded.
public struct WebResource: Sendable, Hashable {
  /// `WebResourceURL`.
  public var url: String
  /// `WebResourceMIMEType` (`text/html`, `image/png`), lowercased; empty when missing.
  public var mimeType: String
  /// `WebResourceTextEncodingName` (`UTF-8`), when given.
  public var textEncodingName: String?
  /// `WebResourceFrameName`, when given (empty for the main frame).
  public var frameName: String?
  /// `WebResourceData`.
  public var data: Data

  /// A resource from its parts.
  public init(
    url: String, mimeType: String, textEncodingName: String? = nil, frameName: String? = nil,
    data: Data
  ) {
    self.url = url
    self.mimeType = mimeType
    self.textEncodingName = textEncodingName
    self.frameName = frameName
    self.data = data
  }

  /// Whether the MIME type is an image's.
  public var isImage: Bool { mimeType.hasPrefix("image/") }

  init(_ value: PropertyListValue, path: String) throws(WebArchiveError) {
    guard case .dictionary(let entries) = value else {
      throw .missingKey(path: path, found: value.kindName)
    }
    guard case .data(let data)? = entries["WebResourceData"] else {
      throw .missingKey(
        path: path + ".WebResourceData", found: entries["WebResourceData"]?.kindName ?? "nothing")
    }
    func string(_ key: String) -> String? {
      if case .string(let value)? = entries[key] { return value }
      return nil
    }
    self.init(
      url: string("WebResourceURL") ?? "",
      mimeType: (string("WebResourceMIMEType") ?? "").lowercased(),
      textEncodingName: string("WebResourceTextEncodingName"),
      frameName: string("WebResourceFrameName"), data: data)
  }

  /// The resource as its dictionary (for writing fixtures).
  var propertyList: PropertyListValue {
    var entries: [String: PropertyListValue] = [
      "WebResourceURL": .string(url), "WebResourceMIMEType": .string(mimeType),
      "WebResourceData": .data(data),
    ]
    if let textEncodingName { entries["WebResourceTextEncodingName"] = .string(textEncodingName) }
    if let frameName { entries["WebResourceFrameName"] = .string(frameName) }
    return .dictionary(entries)
  }
}
