import FileWrappers
import Foundation
import RichText
import UniformTypes

/// The `.note` kind (`Spec/Formats/Note.md`).
struct NoteKind: DocumentKind {
  var format: DocumentFormat { .note }
  func claims(_ type: UTType) -> Bool { type.conforms(to: .note) }
  func typeIdentifier(name: String) -> String { UTType.note.identifier }
  var treeRules: TreeRules {
    TreeRules(notAFolder: "NOTE-1", linkOutside: "NOTE-6", linkInside: "NOTE-7", limits: "NOTE-16")
  }
  func specialFileRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    path.hasPrefix("Attachments/") ? ("NOTE-5", .error) : ("NOTE-15", .warning)
  }
  func nonUTF8NameRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    path.hasPrefix("Attachments/") ? ("NOTE-8", .error) : ("GEN-5", .warning)
  }
  func check(_ wrapper: FileWrapper, depth: ExaminationDepth, into examination: inout Examination) {
    NoteRules.check(wrapper, depth: depth, into: &examination)
  }
  func attachmentCount(of examination: Examination) -> Int { examination.attachments.count }
  var packs: Bool { true }
  var desktopTypes: [DesktopMIMEType] {
    [
      DesktopMIMEType(name: "application/x-docpkg-note", comment: "Note document", glob: "*.note"),
      DesktopMIMEType(
        name: "application/x-docpkg-note+zip", comment: "Zipped note document",
        glob: "*.note.zip", parent: "application/zip"),
    ]
  }

  func pack(text: AttributedDocument?, attachments: [URL], to url: URL)
    throws(DocumentPackageError)
  {
    let note = NoteDocument()
    note.setText(text ?? AttributedDocument())
    for attachment in attachments { try note.addAttachment(contentsOf: attachment) }
    try note.save(to: url)
  }

  /// The note of `source`: read-only when it is inside a zip.
  func document(_ source: DocumentSource) throws(DocumentPackageError) -> NoteDocument {
    if let zipped = source.zipped { return try NoteDocument(zipped: zipped) }
    return try NoteDocument(url: URL(fileURLWithPath: source.path), limits: source.limits)
  }

  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? {
    try document(source).text()
  }

  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    let note = try document(source)
    let current = note.quickLookThumbnail()
    var warnings: [String] = []
    if current.state == .fresh, let png = current.png {
      if let image = try? maker.thumbnailer.thumbnail(data: png) {
        return DocumentThumbnailer.Result(image: image, source: .quickLook, warnings: [])
      }
      warnings.append("\(note.path): QuickLook/Thumbnail.png does not decode; composed instead")
    } else if current.state == .invalid {
      let why = current.problem ?? "invalid"
      warnings.append("\(note.path): QuickLook/Thumbnail.png is invalid (\(why)); composed instead")
    }
    let icon = maker.composed(
      text: try note.text().document, attachment: try note.quickLookAttachment())
    return DocumentThumbnailer.Result(image: icon, source: .composed, warnings: warnings)
  }

  func unpack(_ source: DocumentSource, into writer: inout OutputFolder)
    throws(DocumentPackageError) -> DocumentUnpacker.Summary?
  {
    let note = try document(source)
    try writer.writeText(rtf: try note.textRTF(), document: try note.text().document)
    for name in note.attachmentNames {
      try writer.writeAttachment(name: name, data: try note.contents(ofAttachment: name))
    }
    return DocumentUnpacker.Summary(format: .note, hasText: true, attachments: writer.attachments)
  }
}
