import FileWrappers
import Foundation
import Zip

extension IWorkDocument {
  /// Type numbers from the IWA registry that text needs.
  enum MessageType {
    static let storage: UInt32 = 2001
    static let pagesDocument: UInt32 = 10000
    static let packageMetadata: UInt32 = 11006
    /// TN.SheetArchive.
    static let sheet: UInt32 = 2
  }

  /// The names (`Document`, `Slide-1234`, `Tables/Tile-5`) and bytes of every IWA component,
  /// from `Index/` or from inside `Index.zip`, in byte order of their names.
  func components() throws(IWorkError) -> [(name: String, data: Data)] {
    var found: [(name: String, data: Data)] = []
    if let index = root.fileWrappers?["Index"], index.isDirectory {
      collect(index, prefix: "", into: &found)
    } else if let zip = file(["Index.zip"]) {
      let archive: ZipArchive
      do {
        archive = try ZipArchive(data: try zip.contents(), limits: .inPlace)
        for entry in archive.entries where entry.kind == .file && entry.path.hasSuffix(".iwa") {
          var name = String(entry.path.dropLast(4))
          if name.hasPrefix("Index/") { name.removeFirst(6) }
          found.append((name, try archive.contents(of: entry)))
        }
      } catch let error as IWorkError {
        throw error
      } catch {
        throw .badChunk(offset: 0, reason: "Index.zip: \(error)")
      }
    }
    return found.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
  }

  private func collect(
    _ folder: FileWrapper, prefix: String, into found: inout [(name: String, data: Data)]
  ) {
    for (key, child) in folder.fileWrappers ?? [:] {
      if child.isDirectory, prefix.isEmpty {
        collect(child, prefix: key + "/", into: &found)
      } else if child.isRegularFile, key.hasSuffix(".iwa"), let data = try? child.contents() {
        found.append((prefix + String(key.dropLast(4)), data))
      }
    }
  }

  /// The text of one `TSWP.StorageArchive` payload: its `text` strings joined.
  static func storageText(_ object: IWAObject, in component: IWAComponent) throws(IWorkError)
    -> String
  {
    let reader = component.reader
    var text = ""
    for field in try reader.fields(in: object.payload) where field.number == 3 {
      if let bytes = field.bytes { text += reader.string(bytes) }
    }
    return text
  }

  /// The storage kind (0 body, 1 header, 2 footnote, 3 text box, 4 note, 5 cell, …).
  static func storageKind(_ object: IWAObject, in component: IWAComponent) throws(IWorkError)
    -> UInt64
  {
    try component.reader.fields(in: object.payload).first { $0.number == 1 }?.value ?? 3
  }

  /// The identifier inside a `TSP.Reference` sub-message field `number` of `object`.
  static func reference(_ number: Int, of object: IWAObject, in component: IWAComponent)
    throws(IWorkError) -> UInt64?
  {
    let reader = component.reader
    guard let field = try reader.fields(in: object.payload).first(where: { $0.number == number }),
      let bytes = field.bytes
    else { return nil }
    return try reader.fields(in: bytes).first { $0.number == 1 }?.value
  }

  /// Paragraphs of IWA text: Pages' body storage; Keynote's storages slide by slide (a
  /// blank paragraph between slides); Numbers' cell text as tab-separated rows per table.
  func iwaParagraphs() throws(IWorkError) -> [String] {
    try iwaText().paragraphs
  }

  /// The components that decode, and a warning for each that does not: a component the
  /// text does not need (an operation log in a compression docpkg cannot read, …) costs
  /// only itself; the `Document` archive is needed, and its failure is the document's.
  func decodedComponents() throws(IWorkError) -> (
    components: [(name: String, component: IWAComponent)], warnings: [String]
  ) {
    var decoded: [(name: String, component: IWAComponent)] = []
    var warnings: [String] = []
    for item in try components() {
      do {
        decoded.append((item.name, try IWAComponent(data: item.data, limits: limits)))
      } catch {
        if item.name == "Document" { throw error }
        warnings.append("Index/\(item.name).iwa skipped: \(error)")
      }
    }
    return (decoded, warnings)
  }

  /// IWA text with the warnings of ``decodedComponents()``, and one more when the archives
  /// hold text storages but no paragraph came out (never an empty answer in silence).
  func iwaText() throws(IWorkError) -> (paragraphs: [String], warnings: [String]) {
    let (decoded, skipped) = try decodedComponents()
    let paragraphs = try iwaParagraphs(decoded)
    var warnings = skipped
    let storages = decoded.reduce(0) { count, item in
      count + item.component.objects.filter { $0.type == MessageType.storage }.count
    }
    let isEmpty = paragraphs.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }
    let tiles = decoded.reduce(0) { count, item in
      count + item.component.objects.filter { $0.type == IWATables.MessageType.tile }.count
    }
    if isEmpty, storages > 0 {
      warnings.append(
        "\(storages) text storage\(storages == 1 ? "" : "s") in the archives, but no text was read (a \(application) structure docpkg does not read yet)"
      )
    } else if isEmpty, tiles > 0 {
      warnings.append(
        "\(tiles) table tile\(tiles == 1 ? "" : "s") in the archives, but no cell text was read (a table structure docpkg does not read yet)"
      )
    }
    return (paragraphs, warnings)
  }

  /// Paragraphs of IWA text from decoded components.
  func iwaParagraphs(_ decoded: [(name: String, component: IWAComponent)]) throws(IWorkError)
    -> [String]
  {
    switch application {
    case .pages:
      var objects: [UInt64: (IWAObject, IWAComponent)] = [:]
      var bodyID: UInt64?
      for (_, component) in decoded {
        for object in component.objects {
          if object.type == MessageType.storage { objects[object.identifier] = (object, component) }
          if object.type == MessageType.pagesDocument {
            bodyID = try Self.reference(4, of: object, in: component)
          }
        }
      }
      if let bodyID, let (object, component) = objects[bodyID] {
        var paragraphs = Self.split(try Self.storageText(object, in: component))
        let bodyCharacters = paragraphs.reduce(0) {
          $0 + $1.trimmingCharacters(in: .whitespaces).count
        }
        // A page-layout document keeps its text in boxes, not in the body.
        if bodyCharacters < Self.pageLayoutBodyLimit {
          paragraphs += try Self.pagesStorages(decoded, kind: 3, excluding: bodyID)
        }
        // Headers and footers once each (a section repeats them on every page variant),
        // then the footnotes, each block after an empty paragraph.
        let margins = try Self.pagesStorages(decoded, kind: 1, excluding: bodyID, once: true)
        if !margins.isEmpty { paragraphs += [""] + margins }
        let footnotes = try Self.pagesStorages(decoded, kind: 2, excluding: bodyID)
        if !footnotes.isEmpty { paragraphs += [""] + footnotes }
        let tables = try IWATables(components: decoded.map(\.component)).tables()
        let rows = Self.titledTableParagraphs(tables)
        if !rows.isEmpty { paragraphs += [""] + rows }
        return paragraphs
      }
      // No document archive: every body storage, in stream order.
      var paragraphs: [String] = []
      for (_, component) in decoded {
        for object in component.objects where object.type == MessageType.storage {
          if try Self.storageKind(object, in: component) == 0 {
            paragraphs += Self.split(try Self.storageText(object, in: component))
          }
        }
      }
      return paragraphs
    case .keynote:
      let keynote = IWAKeynote(components: decoded)
      if let order = try keynote.slideOrder() {
        var paragraphs: [String] = []
        for slide in order {
          let text = try keynote.paragraphs(ofSlide: slide)
          guard !text.isEmpty else { continue }
          if !paragraphs.isEmpty { paragraphs.append("") }
          paragraphs += text
        }
        return paragraphs
      }
      let slides = decoded.filter { Self.isSlideComponent($0.name) }
        .sorted { Self.slideOrder($0.name) < Self.slideOrder($1.name) }
      var paragraphs: [String] = []
      for (_, component) in slides {
        var slide: [String] = []
        for object in component.objects where object.type == MessageType.storage {
          slide += Self.split(try Self.storageText(object, in: component))
        }
        slide = slide.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard !slide.isEmpty else { continue }
        if !paragraphs.isEmpty { paragraphs.append("") }
        paragraphs += slide
      }
      return paragraphs
    case .numbers:
      let tables = try IWATables(components: decoded.map(\.component)).tables()
      return Self.titledTableParagraphs(tables)
    }
  }

  /// Below this many characters of body text, a Pages document is read as a page-layout
  /// document and its text boxes follow the body.
  static let pageLayoutBodyLimit = 200

  /// The non-empty paragraphs of a Pages document's storages of `kind` in stream order: text
  /// boxes and shapes (3; a page-layout document keeps all its text there), headers and
  /// footers (1), footnotes (2). With `once`, a paragraph already given is left out.
  static func pagesStorages(
    _ decoded: [(name: String, component: IWAComponent)], kind: Int, excluding bodyID: UInt64,
    once: Bool = false
  ) throws(IWorkError) -> [String] {
    var paragraphs: [String] = []
    var seen: Set<String> = []
    for (_, component) in decoded {
      for object in component.objects
      where object.type == MessageType.storage && object.identifier != bodyID {
        guard try storageKind(object, in: component) == kind else { continue }
        for paragraph in split(try storageText(object, in: component))
        where !paragraph.trimmingCharacters(in: .whitespaces).isEmpty {
          if once, !seen.insert(paragraph).inserted { continue }
          paragraphs.append(paragraph)
        }
      }
    }
    return paragraphs
  }

  /// `Slide12` / `Slide-12` → 12, for ordering slide components by number.
  static func slideOrder(_ name: String) -> Int {
    Int(name.filter(\.isNumber)) ?? 0
  }

  /// TSWP text split into paragraphs: `\n` and U+2029 end paragraphs, U+2028 and other
  /// breaks become spaces, attachment and footnote anchors (U+FFFC, U+000E) are dropped.
  static func split(_ text: String) -> [String] {
    var paragraphs: [String] = []
    var current = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x2029, 0x0D:
        paragraphs.append(current)
        current = ""
      case 0x2028, 0x0B, 0x0C: current.append(" ")
      case 0xFFFC, 0x0E, 0x04, 0x05: break
      default:
        if scalar.value < 0x20 && scalar.value != 0x09 { break }
        current.unicodeScalars.append(scalar)
      }
    }
    if !current.isEmpty { paragraphs.append(current) }
    return paragraphs
  }
}

extension IWorkDocument {
  /// The text of every `TSWP.StorageArchive` in one `.iwa` file, in stream order, as
  /// paragraphs (a debugging and fuzzing entry point: no document graph is followed).
  ///
  /// - Throws: `IWorkError` for truncated chunks, bad Snappy data, lying protobuf lengths or
  ///   a limit.
  public static func paragraphs(ofComponent data: Data) throws(IWorkError) -> [String] {
    let component = try IWAComponent(data: data)
    var paragraphs: [String] = []
    for object in component.objects where object.type == MessageType.storage {
      paragraphs += split(try storageText(object, in: component))
    }
    return paragraphs
  }
}
