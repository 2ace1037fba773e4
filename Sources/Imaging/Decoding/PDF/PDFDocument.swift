import CCodecABI
import DocpkgSystem
import Foundation

/// A PDF opened with poppler (``Codec/poppler``, loaded at run time): its pages, text and
/// document information, with PDFKit's names.
///
/// ```swift
/// let document = try PDFDocument(data: Data(contentsOf: url))
/// if document.isLocked { _ = document.unlock(withPassword: "secret") }
/// let first = try document.page(at: 0)
/// let thumbnail = try first.thumbnail(of: CGSize(width: 256, height: 256), for: .cropBox)
/// let text = try document.text(pages: 0..<document.pageCount)
/// ```
///
/// A document is not `Sendable`: poppler documents must not be used from two threads at
/// once. Separate documents may be used on separate threads.
public final class PDFDocument {
  let poppler: PopplerLibrary
  private let data: Data
  /// The poppler document, `nil` while locked.
  private var handle: OpaquePointer?

  /// Opens `data` without a password. An encrypted document that needs one opens locked
  /// (``isLocked``; see ``unlock(withPassword:)``).
  /// - Throws: ``CodecLoadingError`` without poppler-glib; ``PDFError/damaged(message:)``
  ///   when poppler cannot read the data.
  public init(data: Data) throws {
    poppler = try PopplerLibrary.load()
    self.data = data
    handle = try open(password: nil)
  }

  deinit {
    if let handle { poppler.objectUnref(UnsafeMutableRawPointer(handle)) }
  }

  /// Whether the document is encrypted and still needs a password.
  public var isLocked: Bool { handle == nil }

  /// Whether the document is encrypted (with or without a user password). An encrypted
  /// document always names its security handler with `/Encrypt` in an uncompressed trailer
  /// or cross-reference stream dictionary, which is what is looked for.
  public var isEncrypted: Bool {
    isLocked || data.range(of: Data("/Encrypt".utf8)) != nil
  }

  /// Tries `password` (user or owner); returns whether the document is now unlocked.
  public func unlock(withPassword password: String) -> Bool {
    guard handle == nil else { return true }
    handle = try? open(password: password)
    return handle != nil
  }

  /// The number of pages (0 while locked).
  public var pageCount: Int {
    guard let handle else { return 0 }
    return max(0, Int(poppler.documentPageCount(handle)))
  }

  /// The page at `index` (from 0).
  /// - Throws: ``PDFError/passwordRequired`` while locked, ``PDFError/pageOutOfRange(index:pageCount:)``.
  public func page(at index: Int) throws(PDFError) -> PDFPage {
    let handle = try unlockedHandle()
    let count = pageCount
    guard index >= 0, index < count, let page = poppler.documentPage(handle, Int32(index)) else {
      throw PDFError.pageOutOfRange(index: index, pageCount: count)
    }
    return PDFPage(document: self, handle: page, index: index)
  }

  /// The text of the pages in `pages` (indexes from 0; all pages when `nil`), each in
  /// reading order, its last line ended by a newline and the page by a form feed, as
  /// `pdftotext` writes them (which also leaves a blank line after each block). A range reaching
  /// past the last page stops there (the CLI's `--pages A-B` is `(A - 1)..<B`).
  /// - Throws: ``PDFError/passwordRequired``, ``PDFError/pageOutOfRange(index:pageCount:)``
  ///   when the range starts past the last page or is empty.
  public func text(pages: Range<Int>? = nil) throws(PDFError) -> String {
    let count = pageCount
    let range = pages ?? 0..<count
    _ = try unlockedHandle()
    guard range.lowerBound >= 0, range.lowerBound < count, !range.isEmpty else {
      throw PDFError.pageOutOfRange(index: range.lowerBound, pageCount: count)
    }
    var text = ""
    for index in range.lowerBound..<min(range.upperBound, count) {
      let page = try page(at: index).string ?? ""
      text += page
      if !page.isEmpty && !page.hasSuffix("\n") { text += "\n" }
      text += "\u{0C}"
    }
    return text
  }

  /// The document information (empty while locked).
  public var documentAttributes: PDFDocumentAttributes {
    guard let handle else { return PDFDocumentAttributes() }
    func date(_ seconds: time_t) -> Date? {
      seconds <= 0 ? nil : Date(timeIntervalSince1970: TimeInterval(seconds))
    }
    return PDFDocumentAttributes(
      title: poppler.takeString(poppler.documentTitle(handle)),
      author: poppler.takeString(poppler.documentAuthor(handle)),
      subject: poppler.takeString(poppler.documentSubject(handle)),
      keywords: poppler.takeString(poppler.documentKeywords(handle)),
      creator: poppler.takeString(poppler.documentCreator(handle)),
      producer: poppler.takeString(poppler.documentProducer(handle)),
      creationDate: date(poppler.documentCreationDate(handle)),
      modificationDate: date(poppler.documentModificationDate(handle)))
  }

  /// The PDF version's major number (`1` for PDF 1.7; 0 while locked).
  public var majorVersion: Int { version.major }
  /// The PDF version's minor number (`7` for PDF 1.7).
  public var minorVersion: Int { version.minor }

  /// Whether the document's permissions allow printing (always true when not encrypted).
  public var allowsPrinting: Bool { allows(UInt32(DOCPKG_POPPLER_PERMISSIONS_OK_TO_PRINT)) }
  /// Whether the document's permissions allow copying its text and images.
  public var allowsCopying: Bool { allows(UInt32(DOCPKG_POPPLER_PERMISSIONS_OK_TO_COPY)) }

  private var version: (major: Int, minor: Int) {
    guard let handle else { return (0, 0) }
    var major: UInt32 = 0
    var minor: UInt32 = 0
    poppler.documentPDFVersion(handle, &major, &minor)
    return (Int(major), Int(minor))
  }

  private func allows(_ bit: UInt32) -> Bool {
    guard let handle else { return false }
    return poppler.documentPermissions(handle) & bit != 0
  }

  private func unlockedHandle() throws(PDFError) -> OpaquePointer {
    guard let handle else { throw PDFError.passwordRequired }
    return handle
  }

  /// Opens the document; `nil` when it is encrypted and `password` does not open it.
  ///
  /// With a password the bytes go through an in-memory file and
  /// `poppler_document_new_from_file`: poppler 22.12's `…_from_bytes` and `…_from_data`
  /// crash on a wrong password (their retry with the UTF-8 password reuses a stream copy).
  private func open(password: String?) throws(PDFError) -> OpaquePointer? {
    let poppler = self.poppler
    var error: UnsafeMutablePointer<GError>?
    let document: OpaquePointer?
    if let password {
      let descriptor = docpkg_memory_file("docpkg-pdf")
      guard descriptor >= 0 else { return nil }
      let file = FileDescriptor(rawValue: descriptor)
      defer { try? file.close() }
      do {
        try file.writeAll(data)
      } catch {
        return nil
      }
      let uri = "file:///proc/self/fd/\(descriptor)"
      document = poppler.documentNewFromFile(uri, password, &error)
    } else {
      let bytes = data.withUnsafeBytes { poppler.bytesNew($0.baseAddress, $0.count) }
      defer { poppler.bytesUnref(bytes) }
      document = poppler.documentNewFromBytes(bytes, nil, &error)
    }
    if let document { return document }
    var message = "poppler could not open the document"
    var encrypted = false
    if let error {
      let pointee = error.pointee
      if let text = pointee.message { message = String(cString: text) }
      encrypted =
        pointee.domain == poppler.errorQuark() && pointee.code == DOCPKG_POPPLER_ERROR_ENCRYPTED
      poppler.errorFree(error)
    }
    if encrypted || password != nil { return nil }
    throw PDFError.damaged(message: message)
  }
}
