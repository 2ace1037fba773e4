#if !canImport(AppKit) && !canImport(UIKit)
  /// UIKit's name for `NSFont`, so iOS document code compiles too.
  public typealias UIFont = NSFont
  /// UIKit's name for `NSFontDescriptor`.
  public typealias UIFontDescriptor = NSFontDescriptor
  /// UIKit's name for `NSColor`.
  public typealias UIColor = NSColor
#endif

#if !canImport(ObjectiveC)
  /// The pointer type Apple's `documentAttributes:` parameters use. Linux has no Objective-C
  /// autorelease pools, so it is an ordinary mutable pointer: `&dictionary` and `nil` pass
  /// to both.
  public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>
#endif
