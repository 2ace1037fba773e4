/// A file name that a sync service gave to a conflicting copy of a document.
///
/// Recognised, with certainty (the service's wording is in the name):
/// - Dropbox: `Note (Jane's conflicted copy 2024-01-02).note`, optionally with ` (1)`
///   before the closing parenthesis, and device names (`Jane's MacBook's conflicted copy`);
/// - Nextcloud, ownCloud ≥ 2.5 and OpenCloud: `Note (conflicted copy 2024-01-02 153012).note`
///   (and any other `(conflicted copy …)` suffix);
/// - Syncthing: `Note.sync-conflict-20240102-153012-ABCDEFG.note`;
/// - ownCloud before 2.5: `Note_conflict-20240102-153012.note`.
///
/// Numbered duplicates (`Note 2.note`) are what iCloud Drive produces for some conflicts,
/// but also what ``UniqueName`` makes for new documents, so they are only reported as
/// possible — and only when the original (`Note.note`) is beside them. See
/// Spec/Formats/GenericPackage.md, "Conflict copies".
public struct ConflictCopy: Hashable, Sendable {
  /// Which convention the name follows.
  public enum Source: String, Sendable {
    /// Dropbox's `(NAME's conflicted copy DATE)`.
    case dropbox
    /// Nextcloud/ownCloud/OpenCloud's `(conflicted copy DATE TIME)`, or any other
    /// `(conflicted copy …)` suffix.
    case conflictedCopy
    /// Syncthing's `.sync-conflict-DATE-TIME-DEVICE`.
    case syncthing
    /// ownCloud's old `_conflict-DATE-TIME`.
    case ownCloudLegacy
    /// A numbered duplicate (`Note 2.note`) whose original exists beside it: possibly an
    /// iCloud Drive conflict, possibly just a second document.
    case numberedDuplicate
  }

  /// Which convention the name follows.
  public var source: Source
  /// The name of the document this is a copy of, e.g. `Note.note`.
  public var originalName: String
  /// Who or which device made the copy, when the name says (Dropbox, Syncthing).
  public var owner: String?
  /// The date (and time) text from the name, as written there.
  public var dateText: String?

  /// Whether the name certainly marks a conflict (every source but numbered duplicates).
  public var isCertain: Bool { source != .numberedDuplicate }

  /// Makes a description of a conflict copy.
  public init(source: Source, originalName: String, owner: String? = nil, dateText: String? = nil) {
    self.source = source
    self.originalName = originalName
    self.owner = owner
    self.dateText = dateText
  }

  /// Recognises the certain conventions from the name alone.
  public static func detect(filename: String) -> ConflictCopy? {
    // Real names are at most 255 bytes; bound the regex work on arbitrary input.
    guard filename.utf8.count <= 1024 else { return nil }
    // Every certain convention contains "conflict"; skip the (costly) regexes otherwise.
    guard filename.range(of: "conflict", options: .caseInsensitive) != nil else { return nil }
    let (stem, pathExtension) = FileNameParts.split(filename)
    func original(_ base: Substring) -> String { FileNameParts.join(String(base), pathExtension) }
    if let match = stem.wholeMatch(
      of: #/(?<base>.+) \((?<owner>.+)'s conflicted copy (?<date>[^()]*?)(?: \(\d+\))?\)/#
        .ignoresCase())
    {
      return ConflictCopy(
        source: .dropbox, originalName: original(match.base), owner: String(match.owner),
        dateText: String(match.date))
    }
    if let match = stem.wholeMatch(
      of: #/(?<base>.+) \(conflicted copy ?(?<date>[^()]*)\)/#.ignoresCase())
    {
      let date = match.date.isEmpty ? nil : String(match.date)
      return ConflictCopy(
        source: .conflictedCopy, originalName: original(match.base), dateText: date)
    }
    if let match = stem.wholeMatch(
      of: #/(?<base>.+)\.sync-conflict-(?<date>\d{8}-\d{6})(?:-(?<device>[A-Z0-9]{7}))?/#)
    {
      return ConflictCopy(
        source: .syncthing, originalName: original(match.base),
        owner: match.device.map(String.init),
        dateText: String(match.date))
    }
    if let match = stem.wholeMatch(of: #/(?<base>.+)_conflict-(?<date>\d{8}-\d{6})/#) {
      return ConflictCopy(
        source: .ownCloudLegacy, originalName: original(match.base), dateText: String(match.date))
    }
    return nil
  }

  /// Recognises the certain conventions, and numbered duplicates (`Note 2.note`) whose
  /// original is among `siblings` (compared case-insensitively).
  public static func detect(filename: String, siblings: some Sequence<String>) -> ConflictCopy? {
    if let certain = detect(filename: filename) { return certain }
    let (stem, pathExtension) = FileNameParts.split(filename)
    guard stem.last?.isASCII == true, stem.last?.isNumber == true,
      let match = stem.wholeMatch(of: #/(?<base>.+) (?<number>[1-9]\d{0,3})/#)
    else {
      return nil
    }
    let originalName = FileNameParts.join(String(match.base), pathExtension)
    let names = Set(siblings.map { $0.lowercased() })
    guard names.contains(originalName.lowercased()) else { return nil }
    return ConflictCopy(source: .numberedDuplicate, originalName: originalName)
  }
}
