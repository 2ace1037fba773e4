import Foundation

/// An object that shows a file or package to the user and wants to hear about coordinated
/// changes to it (Apple's `NSFilePresenter`).
///
/// On Linux, presenters are told about coordinated writes and moves made by coordinators in
/// the same process only; other processes' changes arrive through `DocumentChanges`
/// (inotify) instead. Notifications are delivered on ``presentedItemOperationQueue``, after
/// the change. Every method but the two properties has a default that does nothing.
///
/// ```swift
/// final class Viewer: NSObject, NSFilePresenter {
///   var presentedItemURL: URL? = URL(fileURLWithPath: "Trip.note")
///   let presentedItemOperationQueue = OperationQueue()
///   func presentedItemDidChange() { reload() }
/// }
/// NSFileCoordinator.addFilePresenter(viewer)
/// ```
public protocol NSFilePresenter: AnyObject {
  /// The item presented.
  var presentedItemURL: URL? { get }
  /// The queue notifications are delivered on.
  var presentedItemOperationQueue: OperationQueue { get }
  /// A coordinated write in this process changed the item.
  func presentedItemDidChange()
  /// A coordinated move in this process moved the item to `newURL`.
  func presentedItemDidMove(to newURL: URL)
  /// A coordinated delete in this process removed the item.
  func accommodatePresentedItemDeletion(
    completionHandler: @escaping @Sendable ((any Error)?) -> Void)
}

extension NSFilePresenter {
  /// Does nothing.
  public func presentedItemDidChange() {}
  /// Does nothing.
  public func presentedItemDidMove(to newURL: URL) {}
  /// Calls `completionHandler(nil)`.
  public func accommodatePresentedItemDeletion(
    completionHandler: @escaping @Sendable ((any Error)?) -> Void
  ) {
    completionHandler(nil)
  }
}
