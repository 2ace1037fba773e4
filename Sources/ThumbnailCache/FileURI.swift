/// `file://` URIs spelled exactly as GLib's `g_filename_to_uri` spells them, because the
/// Thumbnail Managing Standard names a cached thumbnail by the MD5 of that text: any other
/// escaping would put the thumbnail where no file manager looks.
public enum FileURI {
  /// The URI of an absolute path: `file://` followed by the path with every byte outside
  /// `A–Z a–z 0–9 ! $ & ' ( ) * + , - . / : = @ _ ~` written as `%XX` (upper-case hex).
  ///
  /// ```swift
  /// FileURI.string(forAbsolutePath: "/home/me/My Notes/Trip.note")
  /// // "file:///home/me/My%20Notes/Trip.note"
  /// ```
  public static func string(forAbsolutePath path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes = Array("file://".utf8)
    for byte in path.utf8 {
      if isKept(byte) {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Makes `path` absolute against `directory` and removes `.`, `..` and repeated slashes
  /// without resolving symbolic links, as `g_file_new_for_path` does.
  public static func canonicalPath(_ path: String, relativeTo directory: String) -> String {
    let joined = path.hasPrefix("/") ? path : directory + "/" + path
    var parts: [Substring] = []
    for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  private static func isKept(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default:
      return Array("!$&'()*+,-./:=@_~".utf8).contains(byte)
    }
  }
}
