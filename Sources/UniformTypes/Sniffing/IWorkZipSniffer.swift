/// Recognises Apple iWork documents saved as one zip file (Pages, Keynote, Numbers, both
/// generations) from the names and stored bytes of the zip's leading entries.
///
/// Keynote shows itself by `index.apxl` or `Index/Slide…` entries; a stored '09 `index.xml`
/// by its root element (`sl:document` Pages, `ls:document` Numbers); a stored IWA
/// `Index/Document.iwa` by its first object's type (10000 = Pages' document archive).
/// Anything else iWork-shaped stays `public.zip-archive`, which the Pages, Keynote and
/// Numbers types accept as compatible.
enum IWorkZipSniffer {
  static let pages = UTType(builtIn: "com.apple.iWork.Pages.sffpages")
  static let keynote = UTType(builtIn: "com.apple.iWork.Keynote.sffkey")
  static let numbers = UTType(builtIn: "com.apple.iWork.Numbers.sffnumbers")

  /// The iWork type one local entry shows, or `nil`.
  static func type(
    name: String, method: Int, dataStart: Int, size: Int, in head: ByteWindow
  ) -> UTType? {
    if name == "index.apxl" || name == "index.apxl.gz" || name.hasPrefix("Index/Slide")
      || name.hasPrefix("Index/MasterSlide")
    {
      return keynote
    }
    guard method == 0 else { return nil }
    if name == "index.xml" {
      let text = head.ascii(dataStart..<dataStart + min(size, 4096))
      if text.contains("<sl:document") { return pages }
      if text.contains("<ls:document") { return numbers }
      if text.contains("<key:presentation") { return keynote }
    }
    if name == "Index/Document.iwa", firstObjectType(at: dataStart, in: head) == 10_000 {
      return pages
    }
    return nil
  }

  /// The message type of the first object of an IWA stream stored at `offset`: chunk
  /// header, Snappy length preamble, a literal tag, then ArchiveInfo { 1: id, 2: { 1: type } }.
  static func firstObjectType(at offset: Int, in head: ByteWindow) -> Int? {
    guard head[offset] == 0 else { return nil }
    var position = offset + 4
    guard varint(head, &position) != nil, let tag = head[position], tag & 0x03 == 0 else {
      return nil
    }
    position += 1 + (Int(tag >> 2) >= 60 ? Int(tag >> 2) - 59 : 0)
    guard varint(head, &position) != nil, head[position] == 0x08 else { return nil }
    position += 1
    guard varint(head, &position) != nil, head[position] == 0x12 else { return nil }
    position += 1
    guard varint(head, &position) != nil, head[position] == 0x08 else { return nil }
    position += 1
    return varint(head, &position)
  }

  private static func varint(_ head: ByteWindow, _ position: inout Int) -> Int? {
    var value = 0
    for shift in stride(from: 0, to: 35, by: 7) {
      guard let byte = head[position] else { return nil }
      position += 1
      value |= Int(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
    }
    return nil
  }
}
