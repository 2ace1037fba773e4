/// The plain-text export's rule for UTF-8 text, shared by `PlainTextRenderer` (from the
/// model) and `PlainTextSink` (straight from RTF): U+2028 (E2 80 A8) becomes a newline and
/// U+FFFC (EF BF BC, an attachment) is dropped; everything else is kept as it is.
enum PlainTextFilter {
  /// Calls `keep` with the pieces of `text` to keep, in order, and `newline` where a U+2028
  /// stood.
  @inline(__always)
  static func filter(
    _ text: UnsafeBufferPointer<UInt8>, keep: (UnsafeBufferPointer<UInt8>) -> Void,
    newline: () -> Void
  ) {
    var start = 0
    var index = 0
    let count = text.count
    while index < count {
      let byte = text[index]
      if byte == 0xE2 || byte == 0xEF, index + 2 < count {
        let isLineSeparator = byte == 0xE2 && text[index + 1] == 0x80 && text[index + 2] == 0xA8
        let isAttachment = byte == 0xEF && text[index + 1] == 0xBF && text[index + 2] == 0xBC
        if isLineSeparator || isAttachment {
          if start < index { keep(UnsafeBufferPointer(rebasing: text[start..<index])) }
          if isLineSeparator { newline() }
          index += 3
          start = index
          continue
        }
      }
      index += 1
    }
    if start < count { keep(UnsafeBufferPointer(rebasing: text[start..<count])) }
  }
}
