import Foundation

extension Errno {
  /// The POSIX error number inside a Foundation error (`NSPOSIXErrorDomain`, directly or as
  /// the `NSUnderlyingErrorKey` of a `CocoaError` from `FileManager`), or `nil` when it
  /// holds none.
  package init?(extractingFrom error: any Error) {
    var current: NSError? = error as NSError
    for _ in 0..<4 {
      guard let nsError = current else { return nil }
      if nsError.domain == NSPOSIXErrorDomain {
        self.init(Int32(truncatingIfNeeded: nsError.code))
        return
      }
      current = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
    }
    return nil
  }
}
