import DocpkgSystem
import FileVersions
import Foundation

/// Unique names for new documents and attachments, numbered the way the sample photo app and the
/// original Notes apps did: `Note.note`, then `Note 1.note`, `Note 2.note`, …
///
/// Names compare case-insensitively (and by canonical equivalence), because the folder may
/// be synced to a Mac whose volume is case-insensitive: `note.note` blocks `Note.note`.
///
/// ```swift
/// UniqueName.documentName(base: "Note", pathExtension: "note", existing: ["Note.note"])
/// // "Note 1.note"
/// let url = try UniqueName.createDocumentDirectory(in: folder, base: "Note", pathExtension: "note")
/// ```
public enum UniqueName {
  /// The first of `base.ext`, `base 1.ext`, `base 2.ext`, … not in `existing`.
  public static func documentName(
    base: String, pathExtension: String, existing: some Sequence<String>
  ) -> String {
    let taken = Set(existing.map { $0.lowercased() })
    var counter = 0
    while true {
      let candidate = candidateName(base: base, pathExtension: pathExtension, counter: counter)
      if !taken.contains(candidate.lowercased()) { return candidate }
      counter += 1
    }
  }

  /// A unique name for an attachment called `preferred` among `existing`: `photo.jpg`,
  /// then `photo 1.jpg`, `photo 2.jpg`, … The preferred name is made safe first
  /// (``SafeName/sanitized(_:fallback:)``).
  public static func attachmentName(preferred: String, existing: some Sequence<String>) -> String {
    let safe = SafeName.sanitized(preferred, fallback: "Attachment")
    let (stem, pathExtension) = FileNameParts.split(safe)
    return documentName(base: stem, pathExtension: pathExtension, existing: existing)
  }

  /// Creates a new empty package folder with the first free name in `folder`.
  ///
  /// Each candidate is claimed with `mkdir`, which fails if the name exists, so two
  /// processes never get the same name.
  /// - Returns: the created folder.
  /// - Throws: ``NameError`` for an unsafe base name or after `maxAttempts`;
  ///   `CocoaError` for file system errors other than "exists".
  public static func createDocumentDirectory(
    in folder: URL, base: String, pathExtension: String, maxAttempts: Int = 10_000
  ) throws -> URL {
    try SafeName.validate(candidateName(base: base, pathExtension: pathExtension, counter: 0))
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let taken = Set(existing.map { $0.lowercased() })
    for counter in 0..<maxAttempts {
      let name = candidateName(base: base, pathExtension: pathExtension, counter: counter)
      if taken.contains(name.lowercased()) { continue }
      let url = folder.appendingPathComponent(name, isDirectory: true)
      do throws(SystemError) {
        try FileSystem.makeDirectory(RawPath(url.path), permissions: 0o755)
        return url
      } catch  where error.errno != .fileExists {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      } catch {}
    }
    throw NameError.noUniqueName(base: base, attempts: maxAttempts)
  }

  static func candidateName(base: String, pathExtension: String, counter: Int) -> String {
    FileNameParts.join(counter == 0 ? base : "\(base) \(counter)", pathExtension)
  }
}
