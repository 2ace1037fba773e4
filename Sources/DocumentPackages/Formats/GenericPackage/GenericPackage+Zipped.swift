import FileWrappers
import Foundation
import RichText

extension GenericPackage {
  /// Any other package inside a zip (an iWork document among them), read in place.
  public init(zipped: ZippedDocument) {
    self.init(folder: zipped.folder, name: zipped.packageName)
  }
}
