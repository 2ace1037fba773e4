import Foundation

/// One item and how a coordinated access by `coordinate(with:queue:byAccessor:)` uses it
/// (Apple's `NSFileAccessIntent`).
///
/// ```swift
/// let intent = NSFileAccessIntent.writingIntent(with: url, options: .forReplacing)
/// coordinator.coordinate(with: [intent], queue: queue) { error in
///   guard error == nil else { return }
///   try? wrapper.write(to: intent.url, originalContentsURL: intent.url)
/// }
/// ```
public final class NSFileAccessIntent: @unchecked Sendable {
  /// The item to use inside the accessor (for a read with `.resolvesSymbolicLink`, the
  /// destination of a final symbolic link once coordination has begun).
  public private(set) var url: URL
  let isWriting: Bool
  let readingOptions: NSFileCoordinator.ReadingOptions
  let writingOptions: NSFileCoordinator.WritingOptions

  private init(
    url: URL, isWriting: Bool, reading: NSFileCoordinator.ReadingOptions,
    writing: NSFileCoordinator.WritingOptions
  ) {
    self.url = url
    self.isWriting = isWriting
    readingOptions = reading
    writingOptions = writing
  }

  /// An intent to read `url`.
  public class func readingIntent(
    with url: URL, options: NSFileCoordinator.ReadingOptions = []
  ) -> NSFileAccessIntent {
    NSFileAccessIntent(url: url, isWriting: false, reading: options, writing: [])
  }

  /// An intent to write `url`.
  public class func writingIntent(
    with url: URL, options: NSFileCoordinator.WritingOptions = []
  ) -> NSFileAccessIntent {
    NSFileAccessIntent(url: url, isWriting: true, reading: [], writing: options)
  }

  func resolve(to resolved: URL) {
    url = resolved
  }
}
