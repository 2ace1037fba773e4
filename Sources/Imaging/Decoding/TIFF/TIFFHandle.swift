import CTIFF
import Foundation

/// Owns one open libtiff handle reading from a ``TIFFMemorySource``; closes it in `deinit`.
final class TIFFHandle {
  let tif: OpaquePointer
  let source: TIFFMemorySource

  /// Opens `source` with per-handle error and warning handlers and an allocation cap.
  /// - Throws: ``ImageDecodingError`` when libtiff cannot read the header or first directory.
  init(source: TIFFMemorySource, maxSingleAllocation: Int) throws {
    self.source = source
    guard let options = TIFFOpenOptionsAlloc() else {
      throw ImageDecodingError.corrupt(format: .tiff, detail: "TIFFOpenOptionsAlloc failed")
    }
    defer { TIFFOpenOptionsFree(options) }
    let user = Unmanaged.passUnretained(source).toOpaque()
    TIFFOpenOptionsSetErrorHandlerExtR(options, TIFFMemorySource.errorHandler, user)
    TIFFOpenOptionsSetWarningHandlerExtR(options, TIFFMemorySource.warningHandler, user)
    TIFFOpenOptionsSetMaxSingleMemAlloc(options, tmsize_t(maxSingleAllocation))
    // "m": never memory-map (there is no file); "h": read the header only, lazily.
    guard
      let tif = TIFFClientOpenExt(
        "memory", "rm", user, TIFFMemorySource.readProc, TIFFMemorySource.writeProc,
        TIFFMemorySource.seekProc, TIFFMemorySource.closeProc, TIFFMemorySource.sizeProc,
        TIFFMemorySource.mapProc, TIFFMemorySource.unmapProc, options)
    else {
      throw TIFFHandle.failure(source, in: "TIFFClientOpen")
    }
    self.tif = tif
  }

  deinit {
    TIFFClose(tif)
  }

  /// A 32-bit tag value, or `nil` when the tag is absent.
  func uint32(_ tag: Int32) -> UInt32? {
    var value: UInt32 = 0
    let found = withUnsafeMutablePointer(to: &value) { pointer in
      withVaList([pointer]) { TIFFVGetField(tif, UInt32(tag), $0) }
    }
    return found == 1 ? value : nil
  }

  /// A 16-bit tag value, with libtiff's default when the tag is absent and has one.
  func uint16(_ tag: Int32) -> UInt16? {
    var value: UInt16 = 0
    let found = withUnsafeMutablePointer(to: &value) { pointer in
      withVaList([pointer]) { TIFFVGetFieldDefaulted(tif, UInt32(tag), $0) }
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
          TIFFVGetFieldDefaulted(tif, UInt32(TIFFTAG_EXTRASAMPLES), $0)
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
    let detail = source.errors.first ?? "\(function) failed"
    return .corrupt(format: .tiff, detail: detail)
  }
}
