import Foundation
import PropertyLists

/// A Finder link file: `.webloc` (web page), `.inetloc` (other schemes), `.fileloc` (a
/// `file://` URL), in XML or binary property list form or the old resource-fork form, and
/// Windows' `.url` internet shortcut.
///
/// ```swift
/// let link = try InternetLocation(contentsOfFile: "/tmp/Google.webloc")
/// print(link.url, link.host ?? "")   // https://www.google.com/ www.google.com
/// ```
public struct InternetLocation: Sendable, Hashable {
  /// The largest link file (and AppleDouble companion) read: 1 MiB.
  public static let maximumFileSize = 1 << 20

  /// Where the URL was stored.
  public enum Storage: String, Sendable, Hashable {
    /// A property list's `URL` key (XML or binary).
    case propertyList = "property list"
    /// A `'url '` resource in the resource fork (AppleDouble `._` file).
    case resourceFork = "resource fork"
    /// An `[InternetShortcut]` section's `URL=` line.
    case internetShortcut = "internet shortcut"
  }

  /// The URL exactly as stored (not normalised).
  public var url: String
  /// Where it was stored.
  public var storage: Storage

  /// A link from its parts.
  public init(url: String, storage: Storage) {
    self.url = url
    self.storage = storage
  }

  /// The URL's host (lowercased, without user info or port) for the link card; `nil` for
  /// URLs without one (`file:`, `mailto:`).
  public var host: String? { URLParts(url).host }

  /// The URL's scheme, lowercased (`https`, `file`), or `nil`.
  public var scheme: String? { URLParts(url).scheme }

  /// Reads a link's data fork: a property list with a `URL` string, or a `.url` file's
  /// `[InternetShortcut]` section.
  /// - Throws: ``InternetLocationError``.
  public init(data: Data) throws(InternetLocationError) {
    if let shortcut = InternetShortcut.url(in: data) {
      self.init(url: shortcut, storage: .internetShortcut)
      return
    }
    let value: PropertyListValue
    do {
      value = try XMLPropertyList.decodeAnyFormat(data)
    } catch {
      throw .notAPropertyList(reason: "\(error)")
    }
    guard case .dictionary(let entries) = value else {
      throw .noURL(found: value.kindName)
    }
    guard case .string(let url)? = entries["URL"] ?? entries["url"] else {
      throw .noURL(found: "keys " + entries.keys.sorted().joined(separator: ", "))
    }
    self.init(url: url, storage: .propertyList)
  }

  /// Reads the `'url '` resource of a resource fork (the old form, kept in `._name`).
  /// - Throws: ``InternetLocationError``.
  public init(resourceFork: [UInt8]) throws(InternetLocationError) {
    let fork: ResourceFork
    do {
      fork = try ResourceFork(bytes: resourceFork)
    } catch {
      throw .badResourceFork(error)
    }
    guard let bytes = fork.first(ofType: "url ") else {
      throw .noURL(
        found: "resource types " + Set(fork.resources.map(\.type)).sorted().joined(separator: ", "))
    }
    let url =
      String(validating: bytes, as: UTF8.self)
      ?? TextDecoding.decode(bytes, as: .macRoman)
    self.init(url: url, storage: .resourceFork)
  }

  /// Reads the link at `path`; when its data fork is empty, the resource fork in the
  /// AppleDouble file `._name` beside it.
  /// - Throws: ``InternetLocationError``.
  public init(contentsOfFile path: String) throws(InternetLocationError) {
    let data: Data
    do {
      data = try BoundedFile.read(path, limit: Self.maximumFileSize)
    } catch {
      throw .unreadable(error)
    }
    guard data.isEmpty else {
      try self.init(data: data)
      return
    }
    let sidecar = AppleDoubleSidecar.path(for: path)
    let sidecarData: Data
    do {
      sidecarData = try BoundedFile.read(sidecar, limit: Self.maximumFileSize)
    } catch {
      throw .emptyWithoutResourceFork(path: path)
    }
    let double: AppleDouble
    do {
      double = try AppleDouble(bytes: [UInt8](sidecarData))
    } catch {
      throw .badResourceFork(error)
    }
    guard let fork = double.resourceFork else { throw .emptyWithoutResourceFork(path: path) }
    try self.init(resourceFork: fork)
  }
}
