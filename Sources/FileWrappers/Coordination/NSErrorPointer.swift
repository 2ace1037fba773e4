import Foundation

/// Where a coordination method stores its error, as in Apple's Foundation: pass `&error`
/// for a `var error: NSError?`.
///
/// swift-corelibs-foundation has no `NSErrorPointer` (on Apple platforms it is an
/// autoreleasing pointer); this plain pointer accepts the same `&error` argument, so calls
/// read the same on both.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
