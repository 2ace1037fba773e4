#if !canImport(AppKit) && !canImport(UIKit)
  import FileWrappers
  import Foundation

  /// AppKit's `NSTextAttachment` as the `.attachment` value on Linux: the file shown inline at
  /// a U+FFFC character, as a `FileWrapper` (or as contents and a type), with its displayed
  /// size.
  ///
  /// ```swift
  /// let photo = FileWrapper(regularFileWithContents: jpeg)
  /// photo.preferredFilename = "beach.jpg"
  /// let attachment = NSTextAttachment(fileWrapper: photo)
  /// let text = NSAttributedString(attachment: attachment)
  /// ```
  ///
  /// Compared by identity, as Apple's. The object may be shared between threads (its state
  /// is behind a lock); the `FileWrapper` it hands out is, as on Apple platforms, not itself
  /// safe to mutate from two threads at once.
  open class NSTextAttachment: Hashable, @unchecked Sendable {
    // @unchecked: every stored property is read and written only under `lock`; the class is
    // open, as Apple's, and holds a (non-Sendable) FileWrapper, so the compiler cannot check.
    private let lock = NSLock()
    private var storedFileWrapper: FileWrapper?
    private var storedContents: Data?
    private var storedFileType: String?
    private var storedBounds: CGRect = .zero
    private var cellName: String?

    private func locked<T>(_ body: () -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body()
    }

    /// The character an attachment occupies in the text: U+FFFC.
    public static let character: Int = 0xFFFC

    /// An attachment holding `fileWrapper` (a regular file or a folder).
    public init(fileWrapper: FileWrapper?) {
      storedFileWrapper = fileWrapper
    }

    /// An attachment holding `contents` of type `uti` (a `UTType` identifier).
    public init(data contents: Data?, ofType uti: String?) {
      storedContents = contents
      storedFileType = uti
    }

    /// An empty attachment.
    public convenience init() {
      self.init(fileWrapper: nil)
    }

    /// The attachment's file.
    open var fileWrapper: FileWrapper? {
      get { locked { storedFileWrapper } }
      set { locked { storedFileWrapper = newValue } }
    }

    /// The contents given at creation, or else a regular-file wrapper's contents.
    open var contents: Data? {
      get {
        if let data = locked({ storedContents }) { return data }
        guard let wrapper = fileWrapper, wrapper.isRegularFile else { return nil }
        return wrapper.regularFileContents
      }
      set { locked { storedContents = newValue } }
    }

    /// The contents' type identifier, when given at creation.
    open var fileType: String? {
      get { locked { storedFileType } }
      set { locked { storedFileType = newValue } }
    }

    /// The displayed rectangle in points; `.zero` means the file's own size.
    open var bounds: CGRect {
      get { locked { storedBounds } }
      set { locked { storedBounds = newValue } }
    }

    /// The name the attachment's file has in an RTFD package: the file wrapper's preferred
    /// filename, or, for an attachment read from plain RTF (which holds names, not files), the
    /// name its `\NeXTGraphic` cell gave. A docpkg addition (`Spec/AppleAPI.md`).
    public var attachmentFileName: String? {
      get {
        let (wrapper, name) = locked { (storedFileWrapper, cellName) }
        return wrapper?.preferredFilename ?? wrapper?.filename ?? name
      }
      set { locked { cellName = newValue } }
    }

    /// Whether both are the same object.
    public static func == (lhs: NSTextAttachment, rhs: NSTextAttachment) -> Bool {
      lhs === rhs
    }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }

  extension NSAttributedString {
    /// A one-character string (U+FFFC) carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
      self.init(
        string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
  }
#endif
