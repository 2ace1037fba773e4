import FileWrappers
import Foundation

/// A Pages, Keynote or Numbers document — a package folder or a zipped single file, read in
/// place — of either generation: iWork '08/'09 XML (`index.xml[.gz]`, `index.apxl[.gz]`) or
/// 2013+ IWA (`Index/*.iwa`, loose or inside `Index.zip`). See `Spec/Formats/IWork.md`.
///
/// ```swift
/// let root = try FileWrapper(url: URL(fileURLWithPath: "Report.pages"), options: [])
/// let document = IWorkDocument(root: root, name: "Report.pages")
/// document?.application              // .pages
/// try document?.paragraphs()         // body text in reading order
/// ```
public struct IWorkDocument {
  /// The application that saves the document.
  public enum Application: String, Sendable {
    /// Pages (`.pages`).
    case pages
    /// Keynote (`.key`).
    case keynote
    /// Numbers (`.numbers`).
    case numbers
  }

  /// The file-format generation.
  public enum Generation: String, Sendable {
    /// iWork '08/'09: gzipped (or plain) XML.
    case xml
    /// iWork 2013 and later: Snappy-framed protobuf archives.
    case iwa
  }

  /// The application, from the name's extension.
  public let application: Application
  /// The generation, from the package's contents.
  public let generation: Generation
  /// The package tree.
  let root: FileWrapper
  /// Bounds for decompressing components and XML.
  var limits = IWALimits.default

  /// The application a document called `name` belongs to, by extension (`nil` for others).
  public static func application(forName name: String) -> Application? {
    switch (name as NSString).pathExtension.lowercased() {
    case "pages", "template": return .pages
    case "key", "kth": return .keynote
    case "numbers", "nmbtemplate": return .numbers
    default: return nil
    }
  }

  /// The iWork document in `root` called `name`, or `nil` when the name is not an iWork
  /// document's or the package holds neither `Index/`, `Index.zip` nor an `index.*` XML.
  public init?(root: FileWrapper, name: String) {
    guard let application = Self.application(forName: name) else { return nil }
    self.application = application
    self.root = root
    let children = root.fileWrappers ?? [:]
    if children["Index"]?.isDirectory == true || children["Index.zip"]?.isRegularFile == true {
      generation = .iwa
    } else if Self.xmlNames.contains(where: { children[$0]?.isRegularFile == true }) {
      generation = .xml
    } else {
      return nil
    }
  }

  /// The names of the 2009 generation's main file.
  static let xmlNames = ["index.xml", "index.xml.gz", "index.apxl", "index.apxl.gz"]

  /// The regular file at `components` below the root, never through a link.
  func file(_ components: [String]) -> FileWrapper? {
    var node: FileWrapper? = root
    for component in components {
      node = node?.fileWrappers?[component]
    }
    guard let node, node.isRegularFile else { return nil }
    return node
  }

  /// The saving applications' build strings, oldest first
  /// (`Metadata/BuildVersionHistory.plist`, or `buildVersionHistory.plist` in '09 files).
  public func buildVersions() -> [String] {
    let candidates = [["Metadata", "BuildVersionHistory.plist"], ["buildVersionHistory.plist"]]
    for candidate in candidates {
      guard let data = try? file(candidate)?.contents(), data.count <= 1 << 20 else { continue }
      return PlistStrings.strings(in: data)
    }
    return []
  }

  /// The package's preview pictures, best first, as relative paths: `preview.jpg`,
  /// `preview-web.jpg`, `QuickLook/Thumbnail.jpg`, then an old Keynote's first slide image in
  /// `thumbs/`, then `preview-micro.jpg`.
  public func previewPaths() -> [[String]] {
    var paths: [[String]] = [["preview.jpg"], ["preview-web.jpg"]]
    for name in ["Thumbnail.jpg", "Thumbnail.png", "Thumbnail.tiff"] {
      paths.append(["QuickLook", name])
    }
    let thumbs = (root.fileWrappers?["thumbs"]?.fileWrappers ?? [:]).keys
      .filter {
        ["jpg", "jpeg", "png", "tiff", "tif"].contains(($0 as NSString).pathExtension.lowercased())
      }
      .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    if let first = thumbs.first { paths.append(["thumbs", first]) }
    paths.append(["preview-micro.jpg"])
    return paths.filter { file($0) != nil }
  }
}
