import FileWrappers
import Foundation

/// The `.note` rules of Spec/Formats/Note.md (NOTE-2 … NOTE-15; NOTE-1, -6, -7 and -16 are
/// checked by the caller and ``TreeChecks``).
enum NoteRules {
  /// The names a note may hold at its top level.
  static let topLevelNames: Set<String> = ["Text.rtf", "Attachments", "QuickLook"]

  /// Checks the note `root`.
  static func check(
    _ root: FileWrapper, depth: ExaminationDepth, into examination: inout Examination
  ) {
    let text = ExaminationSupport.readText(
      "Text.rtf", in: root, presenceRule: "NOTE-2", parseRule: "NOTE-3", depth: depth,
      into: &examination)
    let first = checkAttachments(root, depth: depth, into: &examination)
    NoteQuickLookCheck.check(
      root, text: text?.data, firstAttachment: first, depth: depth, into: &examination)
    for key in ExaminationSupport.sortedKeys(of: root) where !topLevelNames.contains(key) {
      examination.add("NOTE-15", .warning, key, "unexpected entry in a note")
    }
  }

  /// Checks `Attachments/` (NOTE-4, -5, -8, -9) and records the attachments.
  /// - Returns: the first attachment (byte order of names) when it is a regular file — the
  ///   one the QuickLook fingerprint names, as `NoteDocument` computes it (`first=-` when the
  ///   first entry is not a regular file).
  private static func checkAttachments(
    _ root: FileWrapper, depth: ExaminationDepth, into examination: inout Examination
  ) -> (name: String, wrapper: FileWrapper)? {
    guard let folder = root.fileWrappers?["Attachments"] else { return nil }
    guard folder.isDirectory else {
      let what = folder.isSymbolicLink ? "a symbolic link" : "a file"
      examination.add("NOTE-4", .error, "Attachments", "is \(what), not a folder")
      return nil
    }
    var first: (name: String, wrapper: FileWrapper)?
    let names = ExaminationSupport.sortedKeys(of: folder)
    if let name = names.first, let wrapper = folder.fileWrappers?[name], wrapper.isRegularFile {
      first = (name, wrapper)
    }
    for name in names {
      guard let wrapper = folder.fileWrappers?[name] else { continue }
      let path = "Attachments/" + name
      let summary = ExaminationSupport.attachment(wrapper, name: name, path: path, depth: depth)
      examination.attachments.append(summary)
      do {
        try SafeName.validate(name)
      } catch {
        examination.add("NOTE-8", .error, path, "attachment name is not a safe name: \(error)")
      }
      if wrapper.isDirectory {
        examination.add("NOTE-5", .error, path, "attachment is a folder, not a regular file")
      } else if wrapper.isSymbolicLink {
        let destination = LinkResolver.destination(of: wrapper) ?? ""
        examination.add(
          "NOTE-5", .error, path,
          "attachment is a symbolic link (\(destination)), not a regular file")
      } else {
        ExaminationSupport.checkAgreement(summary, rule: "NOTE-9", into: &examination)
      }
    }
    return first
  }
}
