import FileWrappers
import Foundation
import RichText
import UniformTypes

/// The RTFD kind (`Spec/Formats/RTFD.md`): a package folder, or with `flat` the flat RTFD
/// file FileWrapper serializes one into.
struct RTFDKind: DocumentKind {
  /// Whether this is the flat (single-file) form.
  var flat = false

  var format: DocumentFormat { flat ? .flatRTFD : .rtfd }
  var noun: String { "RTFD" }
  var isPackage: Bool { !flat }
  func claims(_ type: UTType) -> Bool {
    flat ? type.conforms(to: .flatRTFD) : type.conforms(to: .rtfd)
  }
  func typeIdentifier(name: String) -> String {
    flat ? UTType.flatRTFD.identifier : UTType.rtfd.identifier
  }
  var treeRules: TreeRules {
    TreeRules(notAFolder: "RTFD-1", linkOutside: "RTFD-7", linkInside: "RTFD-8", limits: "RTFD-11")
  }
  func specialFileRule(at path: String) -> (rule: String, severity: ValidationIssue.Severity) {
    ("RTFD-9", .error)
  }
  func check(_ wrapper: FileWrapper, depth: ExaminationDepth, into examination: inout Examination) {
    RTFDRules.check(wrapper, depth: depth, into: &examination)
    examination.quickLook = QuickLookSummary(state: .notApplicable)
  }
  func attachmentCount(of examination: Examination) -> Int { examination.attachments.count }
  var keepsQuickLook: Bool { false }
  var packs: Bool { !flat }
  var desktopTypes: [DesktopMIMEType] {
    flat
      ? []
      : [
        DesktopMIMEType(
          name: "application/x-docpkg-rtfd+zip", comment: "Zipped RTFD document",
          glob: "*.rtfd.zip", parent: "application/zip")
      ]
  }

  func pack(text: AttributedDocument?, attachments: [URL], to url: URL)
    throws(DocumentPackageError)
  {
    let rtfd = RTFDDocument(text: text ?? AttributedDocument())
    for attachment in attachments { try rtfd.addAttachment(contentsOf: attachment) }
    try rtfd.save(to: url)
  }

  /// The RTFD of `source`: read-only when it is inside a zip.
  func document(_ source: DocumentSource) throws(DocumentPackageError) -> RTFDDocument {
    if let zipped = source.zipped { return try RTFDDocument(zipped: zipped) }
    return try RTFDDocument(url: URL(fileURLWithPath: source.path), limits: source.limits)
  }

  func text(of source: DocumentSource) throws(DocumentPackageError) -> RTFReadResult? {
    try document(source).text()
  }

  func thumbnail(of source: DocumentSource, by maker: DocumentThumbnailer)
    throws(DocumentPackageError) -> DocumentThumbnailer.Result
  {
    let rtfd = try document(source)
    let icon = maker.composed(
      text: try rtfd.text().document, attachment: try rtfd.quickLookAttachment())
    return DocumentThumbnailer.Result(image: icon, source: .composed, warnings: [])
  }

  func unpack(_ source: DocumentSource, into writer: inout OutputFolder)
    throws(DocumentPackageError) -> DocumentUnpacker.Summary?
  {
    let rtfd = try document(source)
    try writer.writeText(rtf: try rtfd.textRTF(), document: try rtfd.text().document)
    for attachment in try rtfd.attachments() {
      if attachment.isFolder {
        guard let wrapper = rtfd.root.fileWrappers?[attachment.key] else { continue }
        try writer.writeFolder(name: attachment.name, wrapper: wrapper)
      } else {
        try writer.writeAttachment(
          name: attachment.name, data: try rtfd.contents(ofAttachment: attachment.key))
      }
    }
    return DocumentUnpacker.Summary(format: format, hasText: true, attachments: writer.attachments)
  }
}
