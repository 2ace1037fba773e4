import Foundation
import PropertyLists
import RichText

/// A Finder clipping (`.textClipping`, `.pictClipping`, `.webloc`-like drag results): the
/// flavours of a drag, keyed by UTI in a property list's `UTI-Data` dictionary, or (older
/// clippings) by resource type in the resource fork.
///
/// ```swift
/// let clipping = try TextClipping(contentsOfFile: "Note.textClipping")
/// print(clipping.text ?? "", clipping.textFlavor ?? "")   // text, "public.utf8-plain-text"
/// ```
public struct TextClipping: Sendable, Hashable {
  /// The largest clipping file (or AppleDouble companion) read: 64 MiB.
  public static let maximumFileSize = 64 << 20

  /// An image flavour.
  public struct ImageFlavor: Sendable, Hashable {
    /// The UTI (`public.png`) or resource type (`PICT`).
    public var type: String
    /// The encoded image.
    public var data: Data
  }

  /// The plain text: the first of UTF-8 plain text, UTF-16 plain text, plain text in the
  /// classic encoding, then RTF converted by RichText; `nil` when there is none.
  public var text: String?
  /// The flavour `text` came from (a UTI or resource type).
  public var textFlavor: String?
  /// The image flavours, PNG first, then TIFF, JPEG, GIF, PICT.
  public var images: [ImageFlavor]
  /// Every flavour's type, sorted.
  public var flavorTypes: [String]

  /// Reads the property-list form (binary or XML).
  /// - Throws: ``TextClippingError``.
  public init(data: Data) throws(TextClippingError) {
    let value: PropertyListValue
    do {
      value = try XMLPropertyList.decodeAnyFormat(data)
    } catch {
      throw .notAPropertyList(reason: "\(error)")
    }
    guard case .dictionary(let root) = value, case .dictionary(let flavors)? = root["UTI-Data"]
    else { throw .noFlavors }
    var bytes: [String: [UInt8]] = [:]
    for (type, flavor) in flavors {
      switch flavor {
      case .data(let data): bytes[type] = [UInt8](data)
      case .string(let string): bytes[type] = Array(string.utf8)
      default: continue
      }
    }
    self.init(flavors: bytes, order: ClippingFlavors.utiOrder)
  }

  /// Reads the resource-fork form (`utf8`, `utxt`, `TEXT`, `RTF `, `PICT` … resources).
  /// - Throws: ``TextClippingError``.
  public init(resourceFork: [UInt8]) throws(TextClippingError) {
    let fork: ResourceFork
    do {
      fork = try ResourceFork(bytes: resourceFork)
    } catch {
      throw .badResourceFork(error)
    }
    var bytes: [String: [UInt8]] = [:]
    for resource in fork.resources where bytes[resource.type] == nil {
      bytes[resource.type] = fork.first(ofType: resource.type)
    }
    guard !bytes.isEmpty else { throw .noFlavors }
    self.init(flavors: bytes, order: ClippingFlavors.resourceOrder)
  }

  /// Reads the clipping at `path`: its data fork, or when that is empty the resource fork
  /// in the AppleDouble `._name` file beside it.
  /// - Throws: ``TextClippingError``.
  public init(contentsOfFile path: String) throws(TextClippingError) {
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
    guard
      let sidecar = try? BoundedFile.read(
        AppleDoubleSidecar.path(for: path), limit: Self.maximumFileSize)
    else { throw .noFlavors }
    let double: AppleDouble
    do {
      double = try AppleDouble(bytes: [UInt8](sidecar))
    } catch {
      throw .badResourceFork(error)
    }
    guard let fork = double.resourceFork else { throw .noFlavors }
    try self.init(resourceFork: fork)
  }

  private init(flavors: [String: [UInt8]], order: ClippingFlavors.Order) {
    flavorTypes = flavors.keys.sorted()
    text = nil
    textFlavor = nil
    for (type, decoding) in order.text {
      guard let bytes = flavors[type], let decoded = ClippingFlavors.decode(bytes, decoding)
      else { continue }
      text = decoded
      textFlavor = type
      break
    }
    images = order.images.compactMap { type in
      flavors[type].map { ImageFlavor(type: type, data: Data($0)) }
    }
  }
}
