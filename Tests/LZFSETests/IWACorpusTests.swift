import Foundation
import TestSupport
import Testing
import Zip

@testable import LZFSE

/// Every LZFSE-compressed `.iwa` file in the real iWork documents of the shared corpus
/// (read in place; skipped without the corpus) decodes, and its output is an IWA archive
/// stream: varint-prefixed `ArchiveInfo` messages whose `MessageInfo` lengths account for
/// every byte.
@Suite("LZFSE in the iWork corpus")
struct IWACorpusTests {
  struct Member: CustomStringConvertible {
    var document: String
    var path: String
    var bytes: [UInt8]
    var description: String { "\(document): \(path)" }
  }

  @Test func everyLZFSEComponentDecodesToAnArchiveStream() throws {
    guard let root = ProjectPaths.corpus("iwork-modern") else { return }
    let members = try Self.lzfseMembers(under: root)
    #expect(!members.isEmpty, "the corpus holds at least one LZFSE-compressed .iwa")
    for member in members {
      let framing = try member.bytes.withUnsafeBytes { raw in
        try StreamFraming.scan(raw, limit: 256 << 20)
      }
      let output = try LZFSE.decompress(member.bytes, limit: 256 << 20)
      #expect(output.count == framing.total, "\(member)")
      let kinds = framing.blocks.map { "\($0.magic)" }.joined(separator: ",")
      let archives = try #require(IWAWalk.archiveCount(output), "\(member) is not an IWA stream")
      print(
        "\(member): \(member.bytes.count) -> \(output.count) bytes, blocks [\(kinds)],"
          + " \(archives) archives")
      #expect(archives > 0)
    }
  }

  /// The `.iwa` members beginning with an LZFSE magic, from zipped documents, zipped
  /// `Index.zip` members and package folders.
  static func lzfseMembers(under root: URL) throws -> [Member] {
    var found: [Member] = []
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      let document = url.path.replacingOccurrences(of: root.path + "/", with: "")
      if url.pathExtension == "iwa" {
        let bytes = try [UInt8](Data(contentsOf: url))
        if LZFSE.isLZFSE(bytes) { found.append(Member(document: document, path: "", bytes: bytes)) }
      } else if ["key", "numbers", "pages", "zip"].contains(url.pathExtension) {
        found += try members(of: ZipArchive(url: url), document: document)
      }
    }
    return found
  }

  static func members(of archive: ZipArchive, document: String) throws -> [Member] {
    var found: [Member] = []
    for entry in archive.entries {
      if entry.path.hasSuffix(".iwa") {
        let bytes = try [UInt8](archive.contents(of: entry))
        if LZFSE.isLZFSE(bytes) {
          found.append(Member(document: document, path: entry.path, bytes: bytes))
        }
      } else if entry.path.hasSuffix("Index.zip") {
        let inner = try ZipArchive(data: archive.contents(of: entry))
        found += try members(of: inner, document: document + "/" + entry.path)
      }
    }
    return found
  }
}

/// Walks an IWA archive stream far enough to prove its shape: each archive is a varint
/// length, an `ArchiveInfo` (field 2: `MessageInfo`, whose field 3 is a payload length), then
/// the payloads.
enum IWAWalk {
  static func archiveCount(_ bytes: [UInt8]) -> Int? {
    var position = 0
    var archives = 0
    while position < bytes.count {
      guard let infoLength = varint(bytes, &position), infoLength <= bytes.count - position
      else { return nil }
      let infoEnd = position + infoLength
      var payloads = 0
      while position < infoEnd {
        guard let key = varint(bytes, &position) else { return nil }
        switch key & 7 {
        case 0:
          guard varint(bytes, &position) != nil else { return nil }
        case 2:
          guard let length = varint(bytes, &position), length <= infoEnd - position else {
            return nil
          }
          if key >> 3 == 2 {
            guard let payload = messageLength(bytes[position..<position + length]) else {
              return nil
            }
            payloads += payload
          }
          position += length
        default:
          return nil
        }
      }
      guard position == infoEnd, payloads <= bytes.count - position else { return nil }
      position += payloads
      archives += 1
    }
    return archives
  }

  static func messageLength(_ message: ArraySlice<UInt8>) -> Int? {
    let bytes = Array(message)
    var position = 0
    var length: Int?
    while position < bytes.count {
      guard let key = varint(bytes, &position) else { return nil }
      switch key & 7 {
      case 0:
        guard let value = varint(bytes, &position) else { return nil }
        if key >> 3 == 3 { length = value }
      case 2:
        guard let skip = varint(bytes, &position), skip <= bytes.count - position else {
          return nil
        }
        position += skip
      default:
        return nil
      }
    }
    return length
  }

  static func varint(_ bytes: [UInt8], _ position: inout Int) -> Int? {
    var value = 0
    var shift = 0
    while position < bytes.count, shift < 63 {
      let byte = bytes[position]
      position += 1
      value |= Int(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
    }
    return nil
  }
}
