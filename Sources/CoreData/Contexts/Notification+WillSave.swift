import Foundation

extension Notification.Name {
  /// Posted by a context when ``NSManagedObjectContext/save()`` begins, before it validates
  /// or writes anything, with no `userInfo` (Apple's `NSManagedObjectContextWillSave`).
  public static let NSManagedObjectContextWillSave = Notification.Name(
    "NSManagingContextWillSaveChangesNotification")
}
