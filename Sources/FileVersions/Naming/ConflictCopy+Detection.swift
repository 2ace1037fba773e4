import DocpkgSystem
import Foundation

extension ConflictCopy {
  /// Recognises the certain conventions from the name alone (every one but OneDrive's and
  /// numbered duplicates, which need the original beside them).
  ///
  /// The marker is looked for before the last extension, where every client puts it
  /// (`Trip (… conflicted copy …).note`; `archive.tar (…).gz`). A copy of a copy names the
  /// first copy as its original; ``rootOriginalName(of:)`` follows the chain.
  public static func detect(filename: String) -> ConflictCopy? {
    // Real names are at most 255 bytes; bound the regex work on arbitrary input.
    guard filename.utf8.count <= 1024 else { return nil }
    // Every certain convention contains "conflict"; skip the (costly) regexes otherwise.
    guard filename.range(of: "conflict", options: .caseInsensitive) != nil else { return nil }
    let (stem, pathExtension) = FileNameParts.split(filename)
    func original(_ base: Substring) -> String { FileNameParts.join(String(base), pathExtension) }
    func text(_ value: Substring?) -> String? { value.flatMap { $0.isEmpty ? nil : String($0) } }
    if let match = stem.wholeMatch(
      of:
        #/(?<base>.+) \((?<owner>[^()]+)['’]s conflicted copy(?: (?<date>\d{4}-\d{2}-\d{2}))?(?: \((?<counter>\d{1,6})\))?\)/#
        .ignoresCase())
    {
      return ConflictCopy(
        source: .dropbox, originalName: original(match.base), owner: String(match.owner),
        dateText: text(match.date), counter: match.counter.flatMap { Int($0) })
    }
    if let match = stem.wholeMatch(
      of:
        #/(?<base>.+) \(conflicted copy (?:(?<user>[^()]+?) )?(?<date>\d{4}-\d{2}-\d{2} \d{6})\)/#
        .ignoresCase())
    {
      return ConflictCopy(
        source: .conflictedCopy, originalName: original(match.base), owner: text(match.user),
        dateText: String(match.date))
    }
    if let match = stem.wholeMatch(
      of:
        #/(?<base>.+) \(conflicted copy (?<date>\d{4}-\d{2}-\d{2})(?: \((?<counter>\d{1,6})\))?\)/#
        .ignoresCase())
    {
      return ConflictCopy(
        source: .dropbox, originalName: original(match.base), dateText: String(match.date),
        counter: match.counter.flatMap { Int($0) })
    }
    if let match = stem.wholeMatch(
      of: #/(?<base>.+) \(conflicted copy ?(?<rest>[^()]*)\)/#.ignoresCase())
    {
      return ConflictCopy(
        source: .conflictedCopy, originalName: original(match.base), dateText: text(match.rest))
    }
    if let match = stem.wholeMatch(
      of:
        #/(?<base>.+) \(SFConflict (?:(?<user>[^()]+?) )?(?<date>\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2})\)/#
    ) {
      return ConflictCopy(
        source: .seafile, originalName: original(match.base), owner: text(match.user),
        dateText: String(match.date))
    }
    if let match = stem.wholeMatch(
      of: #/(?<base>.+)\.sync-conflict-(?<date>\d{8}-\d{6})(?:-(?<device>[A-Z0-9]{1,7}))?/#)
    {
      return ConflictCopy(
        source: .syncthing, originalName: original(match.base), owner: text(match.device),
        dateText: String(match.date))
    }
    if let match = stem.wholeMatch(
      of: #/(?<base>.+)_conflict(?:_(?<user>.+?))?-(?<date>\d{8}-\d{6})/#)
    {
      return ConflictCopy(
        source: .ownCloudLegacy, originalName: original(match.base), owner: text(match.user),
        dateText: String(match.date))
    }
    return nil
  }

  /// Recognises every convention: the certain ones, OneDrive's computer-name suffix and
  /// numbered duplicates (`Note 2.note`) whose original is among `siblings` (compared
  /// case-insensitively).
  ///
  /// A `Base-SUFFIX.ext` name is a OneDrive copy only when `Base.ext` is beside it and
  /// SUFFIX is one of `computerNames` (by default this machine's host name, which is what
  /// Linux OneDrive clients append) or has the shape of Windows's default computer names,
  /// `DESKTOP-XXXXXXX` and `LAPTOP-XXXXXXX` (seven capitals or digits). Any other suffix
  /// (`Report-final.docx`) is an ordinary name.
  public static func detect(
    filename: String, siblings: some Sequence<String>,
    computerNames: [String] = ConflictCopy.localComputerNames
  ) -> ConflictCopy? {
    detect(
      filename: filename, lowercasedSiblings: Set(siblings.map { $0.lowercased() }),
      computerNames: computerNames)
  }

  /// ``detect(filename:siblings:computerNames:)`` with the siblings already lowercased
  /// (for listing a folder of thousands without rebuilding the set for each name).
  public static func detect(
    filename: String, lowercasedSiblings: Set<String>,
    computerNames: [String] = ConflictCopy.localComputerNames
  ) -> ConflictCopy? {
    if let certain = detect(filename: filename) { return certain }
    let (stem, pathExtension) = FileNameParts.split(filename)
    if let copy = oneDriveCopy(
      stem: stem, pathExtension: pathExtension, siblings: lowercasedSiblings,
      computerNames: computerNames)
    {
      return copy
    }
    let digits = stem.reversed().prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 4, digits.last != "0" else { return nil }
    let base = stem.dropLast(digits.count)
    guard base.hasSuffix(" "), base.count > 1 else { return nil }
    let originalName = FileNameParts.join(String(base.dropLast()), pathExtension)
    guard lowercasedSiblings.contains(originalName.lowercased()) else { return nil }
    return ConflictCopy(
      source: .numberedDuplicate, originalName: originalName,
      counter: Int(String(digits.reversed())))
  }

  private static func oneDriveCopy(
    stem: String, pathExtension: String, siblings: Set<String>, computerNames: [String]
  ) -> ConflictCopy? {
    guard stem.contains("-") else { return nil }
    var index = stem.endIndex
    // Try each hyphen from the right: the base may have hyphens of its own.
    while let hyphen = stem[..<index].lastIndex(of: "-") {
      index = hyphen
      let base = stem[..<hyphen]
      let suffix = String(stem[stem.index(after: hyphen)...])
      guard !base.isEmpty, !suffix.isEmpty else { continue }
      let originalName = FileNameParts.join(String(base), pathExtension)
      guard siblings.contains(originalName.lowercased()) else { continue }
      let known = computerNames.contains { $0.caseInsensitiveCompare(suffix) == .orderedSame }
      if known || isWindowsDefaultComputerName(suffix) {
        return ConflictCopy(source: .oneDrive, originalName: originalName, owner: suffix)
      }
    }
    return nil
  }

  /// `DESKTOP-` or `LAPTOP-` and seven capitals or digits, as Windows 10 and 11 name a new PC.
  static func isWindowsDefaultComputerName(_ name: String) -> Bool {
    name.wholeMatch(of: #/(?:DESKTOP|LAPTOP)-[A-Z0-9]{7}/#) != nil
  }

  /// This machine's host name and its first label (`build-01.example.org`, `build-01`).
  public static let localComputerNames: [String] = {
    guard let name = SystemProcess.hostName, !name.isEmpty else { return [] }
    let short = name.split(separator: ".").first.map(String.init) ?? name
    return short == name ? [name] : [name, short]
  }()

  /// The document a copy (or a copy of a copy, …) belongs to: `originalName` of the copy,
  /// followed while that is itself a certain conflict copy (at most 8 steps).
  public static func rootOriginalName(of copy: ConflictCopy) -> String {
    var name = copy.originalName
    for _ in 0..<8 {
      guard let next = detect(filename: name) else { break }
      name = next.originalName
    }
    return name
  }
}
