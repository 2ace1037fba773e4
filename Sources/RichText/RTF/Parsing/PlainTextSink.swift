/// The `RTFTextSink` that writes the plain-text export straight to UTF-8 bytes, without
/// runs or attributes. Its output is byte for byte `document.exported(as: .plainText)` of
/// the document `AttributedDocumentBuilder` builds from the same input: paragraphs joined by
/// newlines, U+2028 as a newline, attachments and U+FFFC dropped, and a final newline unless
/// the text is empty or already ends with one.
///
/// The bytes live in memory the sink allocates and its owner frees with `deallocate()`
/// (copies of the sink share it), so appending is a bounds check and a copy. Large buffers
/// are mapped with their pages populated up front (`PageBuffer`): one system call instead of
/// a page fault per 4 KiB written.
struct PlainTextSink: RTFTextSink {
  static var keepsAttributes: Bool { false }

  private var buffer: PageBuffer
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  private var paragraphCount = 0
  private var bodyAtClose: (count: Int, paragraphCount: Int)?
  /// Where full buffers go when the sink streams (`nil`: the whole text stays in memory).
  private let output: PlainTextOutput?
  /// Bytes already handed to `output`.
  private var flushedCount = 0

  /// Creates a sink expecting about `capacity` bytes of text (it grows past that).
  init(capacity: Int) {
    buffer = PageBuffer(capacity: max(capacity, 64))
    storage = buffer.pointer
    self.capacity = buffer.capacity
    output = nil
  }

  /// Creates a sink that hands its text to `output` whenever `chunkSize` bytes are buffered,
  /// keeping only what may still change: the last byte (the newline `finish` takes back) and
  /// everything after the outermost group first closed (`restoreBodyAtClose` may drop it).
  init(chunkSize: Int, output: PlainTextOutput) {
    buffer = PageBuffer(capacity: max(chunkSize, 64))
    storage = buffer.pointer
    capacity = buffer.capacity
    self.output = output
  }

  /// Frees the text; the sink must not be used afterwards.
  func deallocate() {
    buffer.deallocate()
  }

  /// The text so far (when streaming: not yet handed to the output), valid until the next
  /// change or `deallocate()`.
  var text: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: storage, count: count)
  }

  @inline(__always)
  mutating func setAttributes(_ attributes: TextAttributes) {}

  @inline(__always)
  mutating func setAlignment(_ alignment: TextAlignment) {}

  @inline(__always)
  mutating func appendASCII(_ text: UnsafeBufferPointer<UInt8>) {
    append(text)
  }

  @inline(__always)
  mutating func append(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    switch value {
    case 0..<0x80: append(byte: UInt8(truncatingIfNeeded: value))
    case 0x2028: append(byte: 0x0A)
    case 0xFFFC: break
    default:
      // UTF-8 by hand (a scalar is never a surrogate): the commonest non-ASCII body text.
      reserve(4)
      let end = storage + count
      if value < 0x800 {
        end[0] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
        end[1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
        count += 2
      } else if value < 0x1_0000 {
        end[0] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
        end[1] = UInt8(truncatingIfNeeded: 0x80 | (value >> 6) & 0x3F)
        end[2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
        count += 3
      } else {
        end[0] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
        end[1] = UInt8(truncatingIfNeeded: 0x80 | (value >> 12) & 0x3F)
        end[2] = UInt8(truncatingIfNeeded: 0x80 | (value >> 6) & 0x3F)
        end[3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
        count += 4
      }
    }
  }

  @inline(__always)
  mutating func appendCodePageCharacter(_ entry: UInt64) {
    // All four bytes are stored (the unused ones are overwritten next), one store.
    reserve(4)
    UnsafeMutableRawPointer(storage + count).storeBytes(
      of: UInt32(truncatingIfNeeded: entry).littleEndian, as: UInt32.self)
    count += Int(truncatingIfNeeded: entry >> 32)
  }

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { appendFiltered($0) }
  }

  @inline(__always)
  mutating func appendAttachment(_ attachment: AttachmentCell, attributes: TextAttributes) {}

  mutating func endParagraph(alignment: TextAlignment?, nextAlignment: TextAlignment) {
    // Every paragraph is followed by a newline here; `finish` takes the last one back, so
    // paragraphs end up joined by newlines.
    append(byte: 0x0A)
    paragraphCount += 1
  }

  var isEmpty: Bool { paragraphCount == 0 && count == 0 && flushedCount == 0 }

  mutating func saveBodyAtClose() {
    bodyAtClose = (count, paragraphCount)
  }

  mutating func restoreBodyAtClose() {
    guard let body = bodyAtClose else { return }
    count = body.count
    paragraphCount = body.paragraphCount
  }

  /// Completes the text after the parser's last `endParagraph`.
  mutating func finish() {
    if paragraphCount > 0, count > 0 { count -= 1 }
    if count > 0, storage[count - 1] != 0x0A { append(byte: 0x0A) }
  }

  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if extra > capacity - count { grow(to: count + extra) }
  }

  @inline(never)
  private mutating func grow(to minimum: Int) {
    let extra = minimum - count
    if let output, bodyAtClose == nil, count > 1 {
      // Streaming, and nothing but the last byte can be taken back: hand the rest over.
      output.write(UnsafeBufferPointer(start: storage, count: count - 1))
      flushedCount += count - 1
      storage[0] = storage[count - 1]
      count = 1
      if count + extra <= capacity { return }
    }
    let grown = PageBuffer(capacity: max(count + extra, capacity * 2))
    grown.pointer.update(from: storage, count: count)
    buffer.deallocate()
    buffer = grown
    storage = grown.pointer
    capacity = grown.capacity
  }

  @inline(__always)
  private mutating func append(byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  @inline(__always)
  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    (storage + count).update(from: base, count: bytes.count)
    count += bytes.count
  }

  /// Appends UTF-8 text as the plain-text export keeps it (`PlainTextFilter`).
  private mutating func appendFiltered(_ text: UnsafeBufferPointer<UInt8>) {
    PlainTextFilter.filter(text, keep: { append($0) }, newline: { append(byte: 0x0A) })
  }
}
