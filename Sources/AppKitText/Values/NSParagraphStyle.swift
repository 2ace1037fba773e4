#if !canImport(AppKit) && !canImport(UIKit)
  import Foundation
  import Synchronization

  /// AppKit's `NSParagraphStyle` as the `.paragraphStyle` value on Linux: the paragraph's
  /// alignment, the one paragraph property RichText's model keeps.
  ///
  /// ```swift
  /// let style = NSMutableParagraphStyle()
  /// style.alignment = .center
  /// text.addAttribute(.paragraphStyle, value: style, range: range)
  /// ```
  ///
  /// Safe to share between threads: the mutable subclass keeps its state behind a lock.
  open class NSParagraphStyle: Hashable, @unchecked Sendable, CustomStringConvertible {
    // @unchecked: every stored property is a `let` or behind `state`'s lock; the class is
    // open (as Apple's) so the compiler cannot check it.
    let state: Mutex<NSTextAlignment>

    /// A style with natural alignment.
    public init() {
      state = Mutex(.natural)
    }

    /// A style with `alignment`.
    init(alignment: NSTextAlignment) {
      state = Mutex(alignment)
    }

    /// The default style: natural alignment.
    public static let `default` = NSParagraphStyle()

    /// The paragraph's alignment.
    open var alignment: NSTextAlignment {
      state.withLock { $0 }
    }

    /// A mutable copy (an `NSMutableParagraphStyle`), as Apple's `mutableCopy()` gives.
    open func mutableCopy() -> Any {
      let copy = NSMutableParagraphStyle()
      copy.alignment = alignment
      return copy
    }

    /// An immutable copy.
    open func copy() -> Any {
      NSParagraphStyle(alignment: alignment)
    }

    /// Whether both have the same alignment.
    public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool {
      lhs.alignment == rhs.alignment
    }

    /// Hashes the alignment.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(alignment)
    }

    /// `"NSParagraphStyle alignment: center"`.
    public var description: String { "NSParagraphStyle alignment: \(alignment)" }
  }

  /// The mutable `NSParagraphStyle`.
  open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The paragraph's alignment, settable.
    open override var alignment: NSTextAlignment {
      get { state.withLock { $0 } }
      set { state.withLock { $0 = newValue } }
    }
  }
#endif
