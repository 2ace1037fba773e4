import Foundation
import XML

/// Reads the text of an iWork '08/'09 XML document (`index.xml`, `index.apxl`) with a
/// streaming parser: Pages' main body storage (the `sf:text-storage` directly inside
/// `sl:document`; template prototypes, headers and footers are left out), or Keynote's
/// slides in order (`key:slide`, master slides and speaker notes left out). External
/// entities are never resolved.
final class IWorkXMLText: XMLStreamHandler {
  private let application: IWorkDocument.Application
  private var depth = 0
  /// The depth at which the text being collected started, when inside it.
  private var collectingDepth: Int?
  /// Depth of an excluded subtree (notes, attachments) inside the collected text.
  private var skippingDepth: Int?
  private var current = ""
  private(set) var paragraphs: [String] = []
  private var slideParagraphs: [String] = []
  /// How many `sf:p` / `sf:li` elements enclose the parser (text outside them is layout
  /// whitespace).
  private var paragraphDepth = 0

  init(application: IWorkDocument.Application) {
    self.application = application
  }

  /// The paragraphs of `data`.
  ///
  /// - Throws: `IWorkError.badXML` when the XML does not parse.
  static func paragraphs(of data: Data, application: IWorkDocument.Application)
    throws(IWorkError) -> [String]
  {
    let delegate = IWorkXMLText(application: application)
    do { try XMLStream.parse(data, into: delegate) } catch {
      throw .badXML(line: error.line, reason: error.reason)
    }
    return delegate.paragraphs
  }

  func startElement(_ name: String, attributes: [String: String]) {
    depth += 1
    if let collectingDepth, depth > collectingDepth {
      guard skippingDepth == nil else { return }
      switch name {
      case "key:notes", "sf:attachments", "sf:footnotes": skippingDepth = depth
      case "sf:p", "sf:li": paragraphDepth += 1
      case "sf:tab": current.append("\t")
      case "sf:br", "sf:lnbr", "sf:crbr": current.append(" ")
      default: break
      }
      return
    }
    switch application {
    case .pages:
      if name == "sf:text-storage", depth == 2, attributes["sf:kind"] == "body" {
        collectingDepth = depth
      }
    case .keynote:
      if name == "key:slide" { collectingDepth = depth }
    case .numbers:
      break
    }
  }

  func endElement(_ name: String) {
    defer { depth -= 1 }
    if let skipping = skippingDepth {
      if depth == skipping { skippingDepth = nil }
      return
    }
    guard let collecting = collectingDepth else { return }
    if depth == collecting {
      if !current.isEmpty { endParagraph() }
      collectingDepth = nil
      if application == .keynote {
        let slide = slideParagraphs.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        if !slide.isEmpty {
          if !paragraphs.isEmpty { paragraphs.append("") }
          paragraphs += slide
        }
        slideParagraphs = []
      }
      return
    }
    if name == "sf:p" || name == "sf:li" {
      paragraphDepth -= 1
      endParagraph()
    }
  }

  func characters(_ string: String) {
    guard collectingDepth != nil, skippingDepth == nil, paragraphDepth > 0 else { return }
    for scalar in string.unicodeScalars where scalar.value >= 0x20 || scalar.value == 0x09 {
      if scalar.value == 0xFFFC { continue }
      current.unicodeScalars.append(scalar)
    }
  }

  private func endParagraph() {
    if application == .keynote {
      slideParagraphs.append(current)
    } else {
      paragraphs.append(current)
    }
    current = ""
  }
}

extension IWorkDocument {
  /// The most bytes the 2009 XML may decompress to.
  static let maximumXMLBytes = 256 << 20

  /// Paragraphs of a 2009 XML document: Pages' body, Keynote's slides, or Numbers' tables
  /// sheet by sheet (``tableParagraphs(_:)``).
  func xmlParagraphs() throws(IWorkError) -> [String] {
    for name in Self.xmlNames {
      guard let wrapper = file([name]) else { continue }
      var data: Data
      do {
        data = try wrapper.contents()
      } catch {
        throw .badXML(line: 0, reason: "\(name) cannot be read: \(error)")
      }
      if Gzip.isGzip(data) {
        data = try Gzip.decompress(data, limit: Self.maximumXMLBytes)
      } else if data.count > Self.maximumXMLBytes {
        throw .tooLarge(what: name, size: data.count, limit: Self.maximumXMLBytes)
      }
      if application == .numbers {
        return Self.tableParagraphs(try IWorkXMLTables.tables(of: data).map(\.rows))
      }
      return try IWorkXMLText.paragraphs(of: data, application: application)
    }
    return []
  }

  /// The document's text as paragraphs: Pages' body in reading order, Keynote's slides
  /// in show order (title, body, other text, presenter notes) with an empty paragraph
  /// between slides, Numbers' tables sheet by sheet as a tab-separated line per row with an
  /// empty paragraph between tables (2013+ documents: each sheet's name and each shown
  /// table name on a line before its rows, cells as Numbers displays them).
  ///
  /// - Throws: `IWorkError` for damaged components, XML or limits; `.passwordProtected`
  ///   for an encrypted document.
  public func paragraphs() throws(IWorkError) -> [String] {
    try text().paragraphs
  }

  /// The body text in reading order, with what could not be read: components skipped
  /// because they do not decode (the text goes on without them), archives that hold text
  /// storages or table tiles none of which was read, or a document with no text at all.
  ///
  /// - Throws: `IWorkError` when the document's main archive or XML cannot be read.
  public func text() throws(IWorkError) -> (paragraphs: [String], warnings: [String]) {
    if isPasswordProtected { throw .passwordProtected }
    var result: (paragraphs: [String], warnings: [String])
    switch generation {
    case .xml: result = (try xmlParagraphs(), [])
    case .iwa: result = try iwaText()
    }
    // Never an empty answer in silence: an empty document says so.
    if result.warnings.isEmpty,
      result.paragraphs.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty })
    {
      result.warnings.append(
        "the \(application) document holds no text (its body, slides and tables are empty)")
    }
    return result
  }
}

extension IWorkDocument {
  /// Whether the document is encrypted with a password: it then holds an `.iwph` file
  /// (iWork password hint) at its root or in `Index/`, and its components are unreadable.
  public var isPasswordProtected: Bool {
    let names =
      Array((root.fileWrappers ?? [:]).keys)
      + Array((root.fileWrappers?["Index"]?.fileWrappers ?? [:]).keys)
    return names.contains { $0.lowercased().hasSuffix(".iwph") }
  }
}
