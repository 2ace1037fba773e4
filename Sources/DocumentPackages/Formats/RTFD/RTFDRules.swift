import FileWrappers
import Foundation

/// The RTFD rules of Spec/Formats/RTFD.md (RTFD-2 … RTFD-6 and RTFD-10; RTFD-1, -7, -8,
/// -9 and -11 are checked by the caller and ``TreeChecks``).
enum RTFDRules {
  /// The text file's name.
  static let textName = "TXT.rtf"

  /// Checks the RTFD `root`.
  static func check(
    _ root: FileWrapper, depth: ExaminationDepth, into examination: inout Examination
  ) {
    let text = ExaminationSupport.readText(
      textName, in: root, presenceRule: "RTFD-2", parseRule: "RTFD-3", depth: depth,
      into: &examination)
    var referenced = Set<String>()
    if let document = text?.document {
      for cell in document.attachments {
        let name = cell.fileName
        if referenced.contains(name) { continue }
        referenced.insert(name)
        do {
          try SafeName.validate(name)
        } catch {
          examination.add(
            "RTFD-4", .error, name, "attachment cell name is not one safe file name: \(error)")
          continue
        }
        let wrapper = root.fileWrappers?[name]
        let summary = ExaminationSupport.attachment(
          wrapper, name: name, path: name, depth: depth)
        examination.attachments.append(summary)
        if wrapper == nil {
          examination.add(
            "RTFD-5", .warning, name, "attachment cell names a file that is not in the package")
        } else if wrapper?.isRegularFile == true {
          ExaminationSupport.checkAgreement(summary, rule: "RTFD-10", into: &examination)
        }
      }
    }
    for key in ExaminationSupport.sortedKeys(of: root)
    where key != textName && !referenced.contains(key) {
      guard let wrapper = root.fileWrappers?[key] else { continue }
      let summary = ExaminationSupport.attachment(wrapper, name: key, path: key, depth: depth)
      examination.attachments.append(summary)
      if text?.document != nil {
        examination.add("RTFD-6", .warning, key, "not referenced by TXT.rtf")
      }
      if wrapper.isRegularFile {
        ExaminationSupport.checkAgreement(summary, rule: "RTFD-10", into: &examination)
      }
    }
  }
}
