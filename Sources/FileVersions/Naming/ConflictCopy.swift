import Foundation

/// A file name that a sync client gave to a conflicting copy of a document.
///
/// Recognised with certainty, because the client's own wording is in the name (sources and
/// rules in `Spec/Versions.md`, "Naming schemes"):
/// - Dropbox: `Note (Jane's conflicted copy 2024-01-02).note`, with a counter
///   `… 2024-01-02 (1)).note` for repeats, and `Note (conflicted copy 2024-01-02).note`
///   when no computer name is known;
/// - Nextcloud, ownCloud ≥ 2.5, OpenCloud: `Note (conflicted copy 2024-01-02 153012).note`,
///   `Note (conflicted copy Jane Doe 2024-01-02 153012).note` (any other
///   `(conflicted copy …)` suffix too);
/// - ownCloud before 2.5: `Note_conflict-20240102-153012.note`,
///   `Note_conflict_jane-20240102-153012.note`;
/// - Syncthing: `Note.sync-conflict-20240102-153012-ABCDEFG.note` (device ID optional);
/// - Seafile: `Note (SFConflict jane@example.com 2024-01-02-15-30-12).note`.
///
/// Recognised only beside their original (``detect(filename:siblings:computerNames:)``):
/// OneDrive's `Note-DESKTOP-1A2B3C4.note` (certain, but only for this machine's host name or
/// Windows's default computer names), and numbered duplicates `Note 2.note` (iCloud Drive,
/// Finder — but also DocumentPackages' `UniqueName`'s second new document), which are only *possible*.
///
/// ```swift
/// let copy = ConflictCopy.detect(filename: "Trip (Jane's MacBook's conflicted copy 2024-01-02).note")
/// copy?.originalName  // "Trip.note"
/// copy?.owner         // "Jane's MacBook"
/// ```
public struct ConflictCopy: Hashable, Sendable {
  /// Which convention the name follows.
  public enum Source: String, Sendable, CaseIterable {
    /// Dropbox's `(NAME's conflicted copy DATE)` or `(conflicted copy DATE)`.
    case dropbox
    /// Nextcloud/ownCloud/OpenCloud's `(conflicted copy [USER ]DATE TIME)`, or any other
    /// `(conflicted copy …)` suffix.
    case conflictedCopy
    /// Syncthing's `.sync-conflict-DATE-TIME[-DEVICE]`.
    case syncthing
    /// ownCloud's old `_conflict[_USER]-DATE-TIME`.
    case ownCloudLegacy
    /// Seafile's `(SFConflict [USER ]DATE-TIME)`.
    case seafile
    /// OneDrive's `-COMPUTER` suffix, beside the original.
    case oneDrive
    /// A numbered duplicate (`Note 2.note`) beside its original: possibly an iCloud Drive
    /// conflict, possibly just a second document.
    case numberedDuplicate

    /// The sync client's name for people.
    public var clientName: String {
      switch self {
      case .dropbox: return "Dropbox"
      case .conflictedCopy: return "Nextcloud/ownCloud"
      case .syncthing: return "Syncthing"
      case .ownCloudLegacy: return "ownCloud (before 2.5)"
      case .seafile: return "Seafile"
      case .oneDrive: return "OneDrive"
      case .numberedDuplicate: return "iCloud Drive/Finder"
      }
    }
  }

  /// Which convention the name follows.
  public var source: Source
  /// The name of the document this is a copy of, e.g. `Note.note`.
  public var originalName: String
  /// The computer, device or user that made the copy, when the name says (Dropbox's
  /// computer name, Nextcloud's and Seafile's user, Syncthing's device ID, OneDrive's
  /// computer name).
  public var owner: String?
  /// The date (and time) text from the name, as written there.
  public var dateText: String?
  /// Dropbox's repeat counter `(1)`, or a numbered duplicate's number.
  public var counter: Int?

  /// Whether the name certainly marks a conflict (every source but numbered duplicates).
  public var isCertain: Bool { source != .numberedDuplicate }

  /// Makes a description of a conflict copy.
  public init(
    source: Source, originalName: String, owner: String? = nil, dateText: String? = nil,
    counter: Int? = nil
  ) {
    self.source = source
    self.originalName = originalName
    self.owner = owner
    self.dateText = dateText
    self.counter = counter
  }

  /// The date in the name, read in the local time zone (the clients write local time;
  /// Syncthing's clock is the creating device's), or `nil` when the name has none.
  public var date: Date? {
    guard let dateText else { return nil }
    let digits = dateText.filter(\.isASCII).filter(\.isNumber)
    guard digits.count == 8 || digits.count == 14 else { return nil }
    let values = [0..<4, 4..<6, 6..<8, 8..<10, 10..<12, 12..<14].map { range -> Int in
      guard range.upperBound <= digits.count else { return 0 }
      let start = digits.index(digits.startIndex, offsetBy: range.lowerBound)
      let end = digits.index(digits.startIndex, offsetBy: range.upperBound)
      return Int(digits[start..<end]) ?? 0
    }
    let components = DateComponents(
      year: values[0], month: values[1], day: values[2], hour: values[3], minute: values[4],
      second: values[5])
    guard (1...12).contains(values[1]), (1...31).contains(values[2]) else { return nil }
    return Calendar(identifier: .gregorian).date(from: components)
  }
}
