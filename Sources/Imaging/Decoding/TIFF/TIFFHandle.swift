import CCodecABI
import Foundation

/// Owns one open libtiff handle reading from a ``TIFFMemorySource``; closes it in `deinit`.
final class TIFFHandle {
  let tif: OpaquePointer
  let source: TIFFMemorySource
  let lib: TIFFLibrary

  /// Opens `source` with per-handle error and warning handlers and an allocation cap.
  /// - Throws: ``ImageDecodingError`` when libtiff cannot read the header or first directory.
  init(source: TIFFMemorySource, maxSingleAllocation: Int) throws {
    let lib = try TIFFLibrary.load()
    self.source = source
    self.lib = lib
    guard let options = lib.openOptionsAlloc() else {
      throw ImageDecodingError.allocationFailed(format: .tiff, function: "TIFFOpenOptionsAlloc")
    }
    defer { lib.openOptionsFree(options) }
    let user = Unmanaged.passUnretained(source).toOpaque()
    lib.openOptionsSetErrorHandler(options, TIFFMemorySource.errorHandler, user)
    lib.openOptionsSetWarningHandler(options, TIFFMemorySource.warningHandler, user)
    lib.openOptionsSetMaxSingleMemAlloc(options, tmsize_t(maxSingleAllocation))
    // "m": never memory-map (there is no file); "h": read the header only, lazily.
    guard
      let tif = lib.clientOpen(
        "memory", "rm", user, TIFFMemorySource.readProc, TIFFMemorySource.writeProc,
        TIFFMemorySource.seekProc, TIFFMemorySource.closeProc, TIFFMemorySource.sizeProc,
        TIFFMemorySource.mapProc, TIFFMemorySource.unmapProc, options)
    else {
      throw TIFFHandle.failure(source, in: "TIFFClientOpen")
    }
    self.tif = tif
  }

  deinit {
    lib.close(tif)
  }

  /// A 32-bit tag value, or `nil` when the tag is absent.
  func uint32(_ tag: Int32) -> UInt32? {
    var value: UInt32 = 0
    let found = withUnsafeMutablePointer(to: &value) { pointer in
      withVaList([pointer]) { lib.getField(tif, UInt32(tag), $0) }
    }
    return found == 1 ? value : nil
  }

  /// A 16-bit tag value, with libtiff's default when the tag is absent and has one.
  func uint16(_ tag: Int32) -> UInt16? {
    var value: UInt16 = 0
    let found = withUnsafeMutablePointer(to: &value) { pointer in
      withVaList([pointer]) { lib.getFieldDefaulted(tif, UInt32(tag), $0) }
    }
    return found == 1 ? value : nil
  }

  /// The ExtraSamples tag (empty when absent).
  func extraSamples() -> [UInt16] {
    var count: UInt16 = 0
    var values: UnsafeMutablePointer<UInt16>?
    let found = withUnsafeMutablePointer(to: &count) { countPointer in
      withUnsafeMutablePointer(to: &values) { valuesPointer in
        withVaList([countPointer, valuesPointer]) {
          lib.getFieldDefaulted(tif, UInt32(TIFFTAG_EXTRASAMPLES), $0)
        }
      }
    }
    guard found == 1, let values else { return [] }
    return Array(UnsafeBufferPointer(start: values, count: Int(count)))
  }

  /// The error for a failed libtiff call, from the messages libtiff reported.
  static func failure(_ source: TIFFMemorySource, in function: String) -> ImageDecodingError {
    if source.reachedEnd { return .truncated(format: .tiff) }
    let all = source.errors.joined(separator: "; ").lowercased()
    let truncationHints = [
      "read error", "cannot read", "can not read", "not enough data", "seek error",
      "unexpected end", "premature", "past end", "end of file", "eof",
    ]
    if truncationHints.contains(where: all.contains) { return .truncated(format: .tiff) }
    return .codecFailed(format: .tiff, function: function, message: source.errors.first ?? "failed")
  }
}
