import FileWrappers
import Foundation
import RichText
import UniformTypes

/// Small readers the format rules share: the text file, attachment types, dates and sizes.
enum ExaminationSupport {
  /// The result of reading a package's RTF text file.
  struct TextFile {
    /// The file's bytes (the fingerprint input).
    var data: Data
    /// The parsed document, when parsing was asked for and worked.
    var document: AttributedDocument?
  }

  /// The bytes of the required regular file `name` of `root`; `nil` after reporting it
  /// missing, not a regular file or unreadable (an error under `rule`).
  static func requiredFile(
    _ name: String, rule: String, in root: FileWrapper, into examination: inout Examination
  ) -> Data? {
    guard let file = root.fileWrappers?[name] else {
      examination.add(rule, .error, name, "missing")
      return nil
    }
    guard file.isRegularFile else {
      let what = file.isSymbolicLink ? "a symbolic link" : "a folder"
      examination.add(rule, .error, name, "is \(what), not a regular file")
      return nil
    }
    do {
      return try file.contents()
    } catch {
      examination.add(rule, .error, name, "cannot be read: \(error)")
      return nil
    }
  }

  /// Reads the required text file `name` of `root`: reports it missing or not a regular file
  /// under `presenceRule`, unparseable (error) or damaged (warning) under `parseRule`, and
  /// sets the examination's text summary.
  static func readText(
    _ name: String, in root: FileWrapper, presenceRule: String, parseRule: String,
    depth: ExaminationDepth, into examination: inout Examination
  ) -> TextFile? {
    guard
      let data = requiredFile(name, rule: presenceRule, in: root, into: &examination)
    else { return nil }
    guard depth == .thorough else { return TextFile(data: data, document: nil) }
    let reader = RTFReader()
    // Refuse before copying the mapped file into an array.
    guard data.count <= reader.options.maximumInputSize else {
      examination.add(
        parseRule, .error, name,
        "\(data.count) bytes is more than the RTF reader's limit of \(reader.options.maximumInputSize)"
      )
      return TextFile(data: data, document: nil)
    }
    do {
      let result = try reader.read([UInt8](data))
      if !result.damage.isEmpty {
        let shown = result.damage.prefix(3).map(\.description).joined(separator: "; ")
        let more = result.damage.count > 3 ? " (and \(result.damage.count - 3) more)" : ""
        examination.add(parseRule, .warning, name, "RTF recovered from damage: \(shown)\(more)")
      }
      examination.text = TextSummary(
        text: result.document.string, damageCount: result.damage.count)
      return TextFile(data: data, document: result.document)
    } catch {
      examination.add(parseRule, .error, name, "not readable as RTF: \(error)")
      return TextFile(data: data, document: nil)
    }
  }

  /// The summary of the attachment `wrapper` at `path`; with `.thorough`, its first bytes
  /// are sniffed and compared with its extension.
  static func attachment(
    _ wrapper: FileWrapper?, name: String, path: String, depth: ExaminationDepth
  ) -> AttachmentSummary {
    let pathExtension = (name as NSString).pathExtension
    let declared = pathExtension.isEmpty ? nil : UTType(filenameExtension: pathExtension)
    guard let wrapper else {
      return AttachmentSummary(
        name: name, path: path, kind: "missing", size: 0, declaredType: declared?.identifier,
        sniffedType: nil, agreement: FileTypeReport.Agreement.unknown.rawValue)
    }
    if wrapper.isDirectory {
      let packageType =
        pathExtension.isEmpty
        ? nil : UTType(filenameExtension: pathExtension, conformingTo: .package)
      return AttachmentSummary(
        name: name, path: path, kind: "directory", size: totalSize(of: wrapper),
        declaredType: packageType?.identifier ?? UTType.folder.identifier, sniffedType: nil,
        agreement: FileTypeReport.Agreement.unknown.rawValue)
    }
    if wrapper.isSymbolicLink {
      return AttachmentSummary(
        name: name, path: path, kind: "symlink", size: 0, declaredType: declared?.identifier,
        sniffedType: nil, agreement: FileTypeReport.Agreement.unknown.rawValue)
    }
    let size = wrapper.regularFileSize ?? 0
    var sniffed: UTType?
    if depth == .thorough, let data = try? wrapper.contents() {
      let head = [UInt8](data.prefix(ContentSniffer.prefixLength))
      sniffed = ContentSniffer.type(ofContents: head, isPartial: data.count > head.count)
    }
    let agreement = FileTypeReport.agreement(declared: declared, sniffed: sniffed)
    return AttachmentSummary(
      name: name, path: path, kind: "file", size: size, declaredType: declared?.identifier,
      sniffedType: sniffed?.identifier, agreement: agreement.rawValue)
  }

  /// Reports an attachment whose bytes are not what its extension says.
  static func checkAgreement(
    _ summary: AttachmentSummary, rule: String, into examination: inout Examination
  ) {
    guard summary.agreement == FileTypeReport.Agreement.mismatch.rawValue else { return }
    examination.add(
      rule, .warning, summary.path,
      "content is \(summary.sniffedType ?? "?") but the extension says \(summary.declaredType ?? "?")"
    )
  }

  /// The modification date of a wrapper read from disk.
  static func modificationDate(of wrapper: FileWrapper) -> Date? {
    wrapper.fileAttributes[FileAttributeKey.modificationDate.rawValue] as? Date
  }

  /// Bytes in all regular files below `wrapper` (its own size for a file).
  static func totalSize(of wrapper: FileWrapper) -> Int64 {
    if let size = wrapper.regularFileSize { return size }
    guard let children = wrapper.fileWrappers else { return 0 }
    return children.values.reduce(0) { $0 + totalSize(of: $1) }
  }

  /// Keys of a folder wrapper in UTF-8 byte order (the attachment order of the specs).
  static func sortedKeys(of wrapper: FileWrapper) -> [String] {
    (wrapper.fileWrappers?.keys).map {
      $0.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    } ?? []
  }
}
