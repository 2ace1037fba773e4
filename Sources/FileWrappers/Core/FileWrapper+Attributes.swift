import DocpkgSystem
import Foundation

extension FileWrapper {
  /// The item's attributes under Foundation's `FileAttributeKey` raw values: `.type`,
  /// `.posixPermissions` (Int), `.modificationDate` (Date) and, for regular files, `.size`.
  /// Assigning reads `.posixPermissions` and `.modificationDate` and makes the next
  /// incremental save rewrite the item instead of hard-linking it.
  public var fileAttributes: [String: Any] {
    get {
      var attributes: [String: Any] = [:]
      switch storage {
      case .regular:
        attributes[FileAttributeKey.type.rawValue] = FileAttributeType.typeRegular.rawValue
        attributes[FileAttributeKey.posixPermissions.rawValue] = Int(permissions ?? 0o666)
        if let size = regularFileSize { attributes[FileAttributeKey.size.rawValue] = size }
      case .directory:
        attributes[FileAttributeKey.type.rawValue] = FileAttributeType.typeDirectory.rawValue
        attributes[FileAttributeKey.posixPermissions.rawValue] = Int(permissions ?? 0o777)
      case .symbolicLink:
        attributes[FileAttributeKey.type.rawValue] =
          FileAttributeType.typeSymbolicLink.rawValue
        attributes[FileAttributeKey.posixPermissions.rawValue] = Int(permissions ?? 0o666)
      }
      if let modificationDate {
        attributes[FileAttributeKey.modificationDate.rawValue] = modificationDate
      }
      return attributes
    }
    set {
      if let value = newValue[FileAttributeKey.posixPermissions.rawValue] {
        if let number = value as? Int {
          permissions = UInt16(truncatingIfNeeded: number & 0o7777)
        } else if let number = value as? NSNumber {
          permissions = UInt16(truncatingIfNeeded: number.intValue & 0o7777)
        }
      }
      if let date = newValue[FileAttributeKey.modificationDate.rawValue] as? Date {
        modificationDate = date
      }
      attributesEdited = true
    }
  }

  /// The date for `modificationDate` from a status.
  static func date(of status: FileStatus) -> Date {
    Date(
      timeIntervalSince1970: Double(status.modificationSeconds) + Double(
        status.modificationNanoseconds) / 1e9)
  }
}
