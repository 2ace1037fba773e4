import CExpat
import Foundation

/// What a streaming XML reader reports, in document order.
///
/// Names are qualified as written (`sf:text-storage`): namespaces are not processed.
/// Character data arrives in pieces; entity and character references are already replaced.
package protocol XMLStreamHandler: AnyObject {
  /// An element starts, with its attributes (the last of a repeated name wins).
  func startElement(_ name: String, attributes: [String: String])
  /// The element `name` ends.
  func endElement(_ name: String)
  /// A piece of character data (text or CDATA) inside the current element.
  func characters(_ text: String)
}

/// A streaming XML reader over expat, the XML library fontconfig already loads into every
/// process: well-formedness is checked strictly (a truncated document or a mismatched end tag
/// is an error, not partial text), and a document that declares entities is refused as soon
/// as the declaration is read, so neither external entities nor expansion bombs are ever
/// expanded (iWork never declares any; expat's own amplification limit would stop a bomb
/// only after tens of seconds).
package enum XMLStream {
  /// How many bytes are handed to expat at a time.
  private static let pieceSize = 1 << 20

  /// Reads `data` through `handler`.
  ///
  /// - Parameters:
  ///   - data: the whole document.
  ///   - handler: receives the document's events in order.
  /// - Throws: ``XMLError`` with expat's line and reason when `data` is not well-formed XML.
  package static func parse(_ data: Data, into handler: some XMLStreamHandler) throws(XMLError) {
    guard let parser = XML_ParserCreate(nil) else {
      throw XMLError(line: 0, reason: "the XML parser cannot be created (out of memory)")
    }
    defer { XML_ParserFree(parser) }
    let context = Unmanaged.passRetained(Context(handler, parser: parser)).toOpaque()
    defer { Unmanaged<Context>.fromOpaque(context).release() }
    XML_SetUserData(parser, context)
    XML_SetParamEntityParsing(parser, XML_PARAM_ENTITY_PARSING_NEVER)
    XML_SetElementHandler(parser, startHandler, endHandler)
    XML_SetCharacterDataHandler(parser, characterHandler)
    XML_SetEntityDeclHandler(parser, entityDeclarationHandler)

    let status: XML_Status = data.withUnsafeBytes { bytes in
      var offset = 0
      repeat {
        let count = min(pieceSize, bytes.count - offset)
        let piece = bytes.baseAddress.map { $0.advanced(by: offset) }?
          .assumingMemoryBound(to: CChar.self)
        let isFinal: Int32 = offset + count == bytes.count ? 1 : 0
        let status = XML_Parse(parser, piece, Int32(count), isFinal)
        guard status == XML_STATUS_OK else { return status }
        offset += count
      } while offset < bytes.count
      return XML_STATUS_OK
    }
    guard status == XML_STATUS_OK else {
      let line = Int(XML_GetCurrentLineNumber(parser))
      if let entity = Unmanaged<Context>.fromOpaque(context).takeUnretainedValue().refusedEntity {
        throw XMLError(line: line, reason: "declares the entity \(entity) (entities are not read)")
      }
      let code = XML_GetErrorCode(parser)
      let reason = XML_ErrorString(code).map { String(cString: $0) } ?? "error \(code.rawValue)"
      throw XMLError(line: line, reason: reason)
    }
  }

  /// The handler, reachable from expat's C callbacks through its user-data pointer.
  private final class Context {
    let handler: any XMLStreamHandler
    /// The parser, for stopping it from a callback.
    let parser: XML_Parser
    /// The name of the entity whose declaration stopped the parse.
    var refusedEntity: String?
    init(_ handler: any XMLStreamHandler, parser: XML_Parser) {
      self.handler = handler
      self.parser = parser
    }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> Context {
      // The pointer is the retained Context set by `parse`, alive for the whole parse.
      Unmanaged<Context>.fromOpaque(pointer!).takeUnretainedValue()
    }
  }

  private static let startHandler: XML_StartElementHandler = { user, name, attributes in
    var dictionary: [String: String] = [:]
    if var pair = attributes {
      // A NULL-terminated list of name, value, name, value, …
      while let key = pair.pointee, let value = pair.advanced(by: 1).pointee {
        dictionary[String(cString: key)] = String(cString: value)
        pair = pair.advanced(by: 2)
      }
    }
    Context.from(user).handler.startElement(
      name.map { String(cString: $0) } ?? "", attributes: dictionary)
  }

  private static let endHandler: XML_EndElementHandler = { user, name in
    Context.from(user).handler.endElement(name.map { String(cString: $0) } ?? "")
  }

  /// Stops at the first entity declaration (`<!ENTITY …>`, general or parameter).
  private static let entityDeclarationHandler: XML_EntityDeclHandler = {
    user, name, _, _, _, _, _, _, _ in
    let context = Context.from(user)
    context.refusedEntity = name.map { String(cString: $0) } ?? "?"
    XML_StopParser(context.parser, XML_FALSE)
  }

  private static let characterHandler: XML_CharacterDataHandler = { user, text, count in
    guard let text, count > 0 else { return }
    let bytes = UnsafeRawBufferPointer(start: text, count: Int(count))
    Context.from(user).handler.characters(String(decoding: bytes, as: UTF8.self))
  }
}
