import Foundation
import PropertyLists

/// A Safari web archive (`.webarchive`): a property list holding the page's HTML
/// (`WebMainResource`), the files it loaded (`WebSubresources`) and its frames
/// (`WebSubframeArchives`, each a web archive).
///
/// ```swift
/// let archive = try WebArchive(contentsOfFile: "page.webarchive")
/// let page = archive.page                  // title and text of the main resource
/// for resource in archive.allResources { print(resource.url, resource.data.count) }
/// ```
public struct WebArchive: Sendable, Hashable {
  /// The largest web archive file read: 256 MiB.
  public static let maximumFileSize = 256 << 20
  /// The most resources (over all frames).
  public static let maximumResources = 10_000
  /// The deepest nesting of subframe archives.
  public static let maximumFrameDepth = 16

  /// The page.
  public var mainResource: WebResource
  /// The files the page loaded (images, style sheets, scripts).
  public var subresources: [WebResource]
  /// The page's frames.
  public var subframeArchives: [WebArchive]

  /// An archive from its parts.
  public init(
    mainResource: WebResource, subresources: [WebResource] = [],
    subframeArchives: [WebArchive] = []
  ) {
    self.mainResource = mainResource
    self.subresources = subresources
    self.subframeArchives = subframeArchives
  }

  /// Reads web archive bytes (binary or XML property list).
  /// - Throws: ``WebArchiveError``.
  public init(data: Data) throws(WebArchiveError) {
    let value: PropertyListValue
    do {
      value = try XMLPropertyList.decodeAnyFormat(data)
    } catch {
      throw .notAPropertyList(reason: "\(error)")
    }
    var budget = Self.maximumResources
    try self.init(value, depth: 0, budget: &budget)
  }

  /// Reads the web archive at `path`.
  /// - Throws: ``WebArchiveError``.
  public init(contentsOfFile path: String) throws(WebArchiveError) {
    let data: Data
    do {
      data = try BoundedFile.read(path, limit: Self.maximumFileSize)
    } catch {
      throw .unreadable(error)
    }
    try self.init(data: data)
  }

  private init(_ value: PropertyListValue, depth: Int, budget: inout Int)
    throws(WebArchiveError)
  {
    guard depth <= Self.maximumFrameDepth else { throw .tooDeep(limit: Self.maximumFrameDepth) }
    guard case .dictionary(let entries) = value else {
      throw .missingKey(path: "WebMainResource", found: value.kindName)
    }
    guard let main = entries["WebMainResource"] else {
      throw .missingKey(
        path: "WebMainResource", found: "keys " + entries.keys.sorted().joined(separator: ", "))
    }
    mainResource = try WebResource(main, path: "WebMainResource")
    var subresources: [WebResource] = []
    if case .array(let list)? = entries["WebSubresources"] {
      budget -= list.count + 1
      guard budget >= 0 else {
        throw .tooManyResources(count: Self.maximumResources - budget, limit: Self.maximumResources)
      }
      for (index, element) in list.enumerated() {
        subresources.append(try WebResource(element, path: "WebSubresources[\(index)]"))
      }
    }
    var frames: [WebArchive] = []
    if case .array(let list)? = entries["WebSubframeArchives"] {
      for element in list {
        frames.append(try WebArchive(element, depth: depth + 1, budget: &budget))
      }
    }
    self.subresources = subresources
    self.subframeArchives = frames
  }

  /// The main resource's title and text: HTML converted by ``HTMLText`` in its declared
  /// encoding, or plain text decoded as it is.
  public var page: HTMLText.Page {
    let bytes = [UInt8](mainResource.data)
    if mainResource.mimeType.hasPrefix("text/"), !mainResource.mimeType.contains("html") {
      let text = HTMLText.decode(bytes, declaredCharset: mainResource.textEncodingName).text
      return HTMLText.Page(title: nil, text: text)
    }
    return HTMLText.extract(fromBytes: bytes, declaredCharset: mainResource.textEncodingName)
  }

  /// Every resource: the main one, its subresources, then each frame's, depth first.
  public var allResources: [WebResource] {
    [mainResource] + subresources + subframeArchives.flatMap(\.allResources)
  }

  /// The image subresource with the most pixels (sizes from image headers), over all
  /// frames; ties go to the first. `nil` when no image's size can be read.
  public var largestImage: (resource: WebResource, width: Int, height: Int)? {
    var best: (resource: WebResource, width: Int, height: Int)?
    for resource in allResources.dropFirst() where resource.isImage {
      guard let size = ImageHeader.size(of: resource.data) else { continue }
      if size.width * size.height > (best.map { $0.width * $0.height } ?? 0) {
        best = (resource, size.width, size.height)
      }
    }
    return best
  }

  /// The archive as a property list (binary-encodable), for writing fixtures.
  public var propertyList: PropertyListValue {
    var entries: [String: PropertyListValue] = ["WebMainResource": mainResource.propertyList]
    if !subresources.isEmpty {
      entries["WebSubresources"] = .array(subresources.map(\.propertyList))
    }
    if !subframeArchives.isEmpty {
      entries["WebSubframeArchives"] = .array(subframeArchives.map(\.propertyList))
    }
    return .dictionary(entries)
  }
}
