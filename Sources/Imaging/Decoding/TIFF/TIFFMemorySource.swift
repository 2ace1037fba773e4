import CCodecABI
import Foundation

/// The client handle libtiff reads through: a cursor over `Data`, plus the messages
/// libtiff reported for this handle (its per-handle error and warning handlers write here,
/// so concurrent decodes never share state).
final class TIFFMemorySource {
  private let data: Data
  private var offset: UInt64 = 0
  /// Whether libtiff asked for bytes past the end: failures after that are truncation.
  private(set) var reachedEnd = false
  /// Error messages libtiff reported, oldest first.
  private(set) var errors: [String] = []
  /// Warning messages libtiff reported, oldest first.
  private(set) var warnings: [String] = []

  init(_ data: Data) {
    self.data = data
  }

  /// Forgets earlier messages and end-of-data reads (after scanning directories).
  func clearMessages() {
    errors.removeAll()
    warnings.removeAll()
    reachedEnd = false
  }

  private func read(into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
    let size = UInt64(data.count)
    guard count > 0 else { return 0 }
    guard offset < size else {
      reachedEnd = true
      return 0
    }
    let available = Int(min(UInt64(count), size - offset))
    if available < count { reachedEnd = true }
    let start = data.startIndex + Int(offset)
    data.copyBytes(
      to: buffer.assumingMemoryBound(to: UInt8.self), from: start..<start + available)
    offset += UInt64(available)
    return available
  }

  private func seek(to position: UInt64, whence: Int32) -> UInt64 {
    let base: UInt64
    switch whence {
    case SEEK_SET: base = 0
    case SEEK_CUR: base = offset
    case SEEK_END: base = UInt64(data.count)
    default: return UInt64.max
    }
    // libtiff passes negative relative offsets as wrapped unsigned values.
    offset = base &+ position
    return offset
  }

  fileprivate static func source(_ handle: UnsafeMutableRawPointer?) -> TIFFMemorySource? {
    handle.map { Unmanaged<TIFFMemorySource>.fromOpaque($0).takeUnretainedValue() }
  }

  static let readProc: TIFFReadWriteProc = { handle, buffer, count in
    guard let source = source(handle), let buffer else { return 0 }
    return tmsize_t(source.read(into: buffer, count: Int(count)))
  }
  static let writeProc: TIFFReadWriteProc = { _, _, _ in 0 }
  static let seekProc: TIFFSeekProc = { handle, position, whence in
    guard let source = source(handle) else { return UInt64.max }
    return source.seek(to: position, whence: whence)
  }
  static let closeProc: TIFFCloseProc = { _ in 0 }
  static let sizeProc: TIFFSizeProc = { handle in
    guard let source = source(handle) else { return 0 }
    return UInt64(source.data.count)
  }
  static let mapProc: TIFFMapFileProc = { _, _, _ in 0 }
  static let unmapProc: TIFFUnmapFileProc = { _, _, _ in }

  static let errorHandler: TIFFErrorHandlerExtR = { _, user, module, format, arguments in
    guard let source = source(user) else { return 1 }
    source.errors.append(message(module: module, format: format, arguments: arguments))
    return 1  // handled: libtiff does not call the global (stderr) handler
  }
  static let warningHandler: TIFFErrorHandlerExtR = { _, user, module, format, arguments in
    guard let source = source(user) else { return 1 }
    source.warnings.append(message(module: module, format: format, arguments: arguments))
    return 1
  }

  private static func message(
    module: UnsafePointer<CChar>?, format: UnsafePointer<CChar>?, arguments: CVaListPointer?
  ) -> String {
    guard let format, let arguments else { return "unknown libtiff error" }
    var buffer = [CChar](repeating: 0, count: 512)
    _ = vsnprintf(&buffer, buffer.count, format, arguments)
    let text = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if let module {
      return "\(String(cString: module)): \(text)"
    }
    return text
  }
}
