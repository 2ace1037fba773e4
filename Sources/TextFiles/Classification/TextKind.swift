/// What kind of text a file holds, from its filename extension: how it is shown
/// (monospaced or not, Markdown headings bold) and whether it needs converting first
/// (binary property lists become XML text).
///
/// ```swift
/// let kind = TextKind(filenameExtension: "swift")   // .sourceCode(language: "Swift")
/// kind?.isMonospaced                                  // true
/// ```
public enum TextKind: Sendable, Hashable, CustomStringConvertible {
  /// Plain prose (`.txt`, `.text`).
  case plain
  /// Markdown (`.md`, `.markdown`).
  case markdown
  /// Comma-separated values.
  case csv
  /// Tab-separated values.
  case tsv
  /// JSON.
  case json
  /// XML (and HTML source).
  case xml
  /// Program source; `language` is a display name (`Swift`, `C`, `Python`).
  case sourceCode(language: String)
  /// A `.strings` localisation table.
  case strings
  /// A `.stringsdict` plural table (an XML property list).
  case stringsDictionary
  /// A property list (`.plist`): XML, or binary shown as XML.
  case propertyList
  /// A log file.
  case log

  /// The kind for a filename extension (case-insensitive), or `nil` for one that is not
  /// text.
  public init?(filenameExtension: String) {
    let name = filenameExtension.lowercased()
    switch name {
    case "txt", "text", "me", "readme", "nfo": self = .plain
    case "md", "markdown", "mdown", "mkd": self = .markdown
    case "csv": self = .csv
    case "tsv", "tab": self = .tsv
    case "json", "geojson", "jsonl": self = .json
    case "xml", "xsd", "xsl", "svg", "opml", "xhtml", "html", "htm": self = .xml
    case "strings": self = .strings
    case "stringsdict": self = .stringsDictionary
    case "plist": self = .propertyList
    case "log": self = .log
    default:
      guard let language = Self.languages[name] else { return nil }
      self = .sourceCode(language: language)
    }
  }

  /// Whether QuickLook shows it in a monospaced font: code and data yes, prose no.
  public var isMonospaced: Bool {
    switch self {
    case .plain, .markdown: return false
    default: return true
    }
  }

  /// A display name (`Markdown`, `Swift source`).
  public var description: String {
    switch self {
    case .plain: return "plain text"
    case .markdown: return "Markdown"
    case .csv: return "CSV"
    case .tsv: return "TSV"
    case .json: return "JSON"
    case .xml: return "XML"
    case .sourceCode(let language): return "\(language) source"
    case .strings: return "strings table"
    case .stringsDictionary: return "stringsdict"
    case .propertyList: return "property list"
    case .log: return "log"
    }
  }

  private static let languages: [String: String] = [
    "swift": "Swift", "c": "C", "h": "C", "m": "Objective-C", "mm": "Objective-C++",
    "cpp": "C++", "cc": "C++", "cxx": "C++", "hpp": "C++", "hh": "C++", "py": "Python",
    "js": "JavaScript", "mjs": "JavaScript", "ts": "TypeScript", "java": "Java",
    "kt": "Kotlin", "rb": "Ruby", "go": "Go", "rs": "Rust", "sh": "Shell", "bash": "Shell",
    "zsh": "Shell", "pl": "Perl", "php": "PHP", "cs": "C#", "css": "CSS", "scss": "SCSS",
    "sql": "SQL", "yaml": "YAML", "yml": "YAML", "toml": "TOML", "ini": "INI", "r": "R",
    "lua": "Lua", "applescript": "AppleScript", "make": "Makefile", "cmake": "CMake",
    "tex": "TeX", "el": "Emacs Lisp", "hs": "Haskell", "scala": "Scala", "dart": "Dart",
  ]
}
