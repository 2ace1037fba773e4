import Foundation

extension PhotoKeeperDocument {
  /// The state of this document saved at `url`: PhotoKeeper documents are values that do
  /// not remember their location or their last save, so `.savingError` is never set (a
  /// failed `save(to:)` throws instead).
  public func documentState(at url: URL?) -> DocumentState {
    DocumentState.of(fileAt: url, lastSaveFailed: false)
  }
}
