#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation

  /// Reads an integer style attribute value (`Int`, `NSNumber`, `NSUnderlineStyle`).
  enum TextAttributesStyle {
    static func value(_ value: Any?) -> Int {
      switch value {
      case let number as Int: return number
      case let style as NSUnderlineStyle: return style.rawValue
      case let number as NSNumber: return number.intValue
      default: return 0
      }
    }
  }
#endif
