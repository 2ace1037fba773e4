/// Looks inside a zip's leading local file headers for the formats built on zip: OpenDocument
/// and EPUB (a stored `mimetype` first entry), Office Open XML (`[Content_Types].xml` plus a
/// `word/`, `xl/` or `ppt/` part) and Java archives (`META-INF/MANIFEST.MF`).
enum ZipContainerSniffer {
  /// The most local headers examined.
  static let maximumEntries = 64

  static func type(of head: ByteWindow) -> UTType? {
    let signature: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
    var offset = 0
    var isOpenXML = false
    var isJava = false
    for index in 0..<maximumEntries {
      guard head.matches(signature, at: offset),
        let flags = head.littleEndian(at: offset + 6, size: 2),
        let method = head.littleEndian(at: offset + 8, size: 2),
        let compressedSize = head.littleEndian(at: offset + 18, size: 4),
        let nameLength = head.littleEndian(at: offset + 26, size: 2),
        let extraLength = head.littleEndian(at: offset + 28, size: 2)
      else { break }
      let nameStart = offset + 30
      let name = head.ascii(nameStart..<nameStart + nameLength)
      let dataStart = nameStart + nameLength + extraLength
      if index == 0 && name == "mimetype" && method == 0 && compressedSize < 256 {
        let mime = head.ascii(dataStart..<dataStart + compressedSize)
        if let type = UTTypeRegistry.builtIn.declaredTypes(
          tag: mime, tagClass: .mimeType, conformingTo: nil
        ).first {
          return type
        }
      }
      if let iWork = IWorkZipSniffer.type(
        name: name, method: method, dataStart: dataStart, size: compressedSize, in: head)
      {
        return iWork
      }
      if name == "[Content_Types].xml" || name == "_rels/.rels" { isOpenXML = true }
      if name.hasPrefix("META-INF/MANIFEST.MF") { isJava = true }
      if isOpenXML {
        if name.hasPrefix("word/") {
          return UTType(builtIn: "org.openxmlformats.wordprocessingml.document")
        }
        if name.hasPrefix("xl/") {
          return UTType(builtIn: "org.openxmlformats.spreadsheetml.sheet")
        }
        if name.hasPrefix("ppt/") {
          return UTType(builtIn: "org.openxmlformats.presentationml.presentation")
        }
      }
      if flags & 0x08 != 0 && compressedSize == 0 {
        // Sizes follow the data in a descriptor: find the next header instead.
        guard let next = head.firstOffset(of: signature, from: dataStart) else { break }
        offset = next
      } else {
        offset = dataStart + compressedSize
      }
    }
    if isOpenXML { return UTType(builtIn: "org.openxmlformats.openxml") }
    if isJava { return UTType(builtIn: "com.sun.java-archive") }
    return .zip
  }
}
