/// What a control word means to the parser. Words not in `RTFKeyword.table` are ignored (or,
/// after `\*`, their group is skipped).
enum RTFKeyword: Equatable {
  // Document and encoding
  case rtf, ansi, mac, pc, pca, ansiCodePage, defaultFont, unicodeSkipCount, unicode
  // Tables and destinations
  case fontTable, colorTable, info
  case infoText(InfoField)
  case infoDate(creation: Bool)
  case dateComponent(DateComponent)
  case font, fontCharset, fontCodePage, red, green, blue
  case field, fieldInstruction, fieldResult, nextGraphic, width, height
  case unicodePair, unicodeAlternative, object, objectResult
  /// `\fromhtml`, `\htmlrtf`, `\htmltag`: HTML encapsulated in RTF ([MS-OXRTFEX]).
  case fromHTML, htmlRTF, htmlTag
  /// An ignorable destination (`\*\nesttableprops`) whose content Word reads as body text.
  case readDestination
  /// A destination whose whole group is skipped (`\pict`, `\stylesheet`, headers …).
  case skippedDestination
  // Text
  /// A word that stands for one character (a scalar keeps the enum free of reference
  /// counting, so a lookup copies no `String`).
  case character(Unicode.Scalar)
  case paragraphBreak, lineBreak, cell
  // Character formatting
  case plain, bold, italic, underline, underlineNone, strike, fontSize, fontSizeMilli
  case foreground, background, superscript, lowered, noSuperSub, up, down
  // Paragraph formatting
  case paragraphDefault
  case align(TextAlignment)

  /// Whether the word only changes character attributes (weight, slant, underline, size,
  /// colours, baseline), so a reader that keeps no attributes can ignore it. The font is not
  /// one: its charset picks the code page of `\'hh` bytes.
  var onlyShapesAttributes: Bool {
    switch self {
    case .bold, .italic, .underline, .underlineNone, .strike, .fontSize, .fontSizeMilli,
      .foreground, .background, .superscript, .lowered, .noSuperSub, .up, .down:
      return true
    default:
      return false
    }
  }

  /// The `\info` sub-destinations with text.
  enum InfoField: Equatable {
    case title, author, subject, keywords, comment, company
  }

  /// The date words inside `\creatim` and `\revtim`.
  enum DateComponent: Equatable {
    case year, month, day, hour, minute, second
  }

  /// Every word the parser acts on.
  static let table: [String: RTFKeyword] = {
    var table: [String: RTFKeyword] = [
      "rtf": .rtf, "ansi": .ansi, "mac": .mac, "pc": .pc, "pca": .pca,
      "ansicpg": .ansiCodePage, "deff": .defaultFont, "uc": .unicodeSkipCount, "u": .unicode,
      "fonttbl": .fontTable, "colortbl": .colorTable, "info": .info,
      "title": .infoText(.title), "author": .infoText(.author), "subject": .infoText(.subject),
      "keywords": .infoText(.keywords), "doccomm": .infoText(.comment),
      "company": .infoText(.company), "creatim": .infoDate(creation: true),
      "revtim": .infoDate(creation: false), "yr": .dateComponent(.year),
      "mo": .dateComponent(.month), "dy": .dateComponent(.day), "hr": .dateComponent(.hour),
      "min": .dateComponent(.minute), "sec": .dateComponent(.second),
      "f": .font, "fcharset": .fontCharset, "cpg": .fontCodePage,
      "red": .red, "green": .green, "blue": .blue,
      "field": .field, "fldinst": .fieldInstruction, "fldrslt": .fieldResult,
      "NeXTGraphic": .nextGraphic, "width": .width, "height": .height,
      "upr": .unicodePair, "ud": .unicodeAlternative, "object": .object,
      "result": .objectResult, "fromhtml": .fromHTML, "htmlrtf": .htmlRTF,
      "htmltag": .htmlTag, "nesttableprops": .readDestination,
      "par": .paragraphBreak, "sect": .paragraphBreak, "page": .paragraphBreak,
      "row": .paragraphBreak, "nestrow": .paragraphBreak, "line": .lineBreak,
      "cell": .cell, "nestcell": .cell, "plain": .plain, "b": .bold, "i": .italic,
      "ul": .underline, "ulnone": .underlineNone, "strike": .strike, "striked": .strike,
      "fs": .fontSize, "fsmilli": .fontSizeMilli, "cf": .foreground, "cb": .background,
      "highlight": .background, "chcbpat": .background, "super": .superscript,
      "sub": .lowered, "nosupersub": .noSuperSub, "up": .up, "dn": .down,
      "pard": .paragraphDefault, "ql": .align(.left), "qc": .align(.center),
      "qr": .align(.right), "qj": .align(.justified),
    ]
    let characters: [String: Unicode.Scalar] = [
      "tab": "\t", "emdash": "\u{2014}", "endash": "\u{2013}", "emspace": "\u{2003}",
      "enspace": "\u{2002}", "qmspace": "\u{2005}", "bullet": "\u{2022}",
      "lquote": "\u{2018}", "rquote": "\u{2019}", "ldblquote": "\u{201C}",
      "rdblquote": "\u{201D}", "zwj": "\u{200D}", "zwnj": "\u{200C}", "zwbo": "\u{200B}",
      "ltrmark": "\u{200E}", "rtlmark": "\u{200F}",
    ]
    for (word, text) in characters { table[word] = .character(text) }
    for word in [
      "uld", "uldash", "uldashd", "uldashdd", "uldb", "ulhwave", "ulldash", "ulth", "ulthd",
      "ulthdash", "ulthdashd", "ulthdashdd", "ulthldash", "ululdbwave", "ulw", "ulwave",
    ] {
      table[word] = .underline
    }
    for word in skippedDestinations { table[word] = .skippedDestination }
    return table
  }()

  /// Destinations whose content is never text of the document.
  static let skippedDestinations: [String] = [
    "stylesheet", "listtable", "listoverridetable", "revtbl", "rsidtbl", "pict", "header",
    "headerl", "headerr", "headerf", "footer", "footerl", "footerr", "footerf", "footnote",
    "annotation", "atnid", "atnauthor", "atndate", "atnref", "atntime", "atnicn", "atnparent",
    "xe", "tc", "txe", "rxe", "themedata", "colorschememapping", "latentstyles", "datastore",
    "xmlnstbl", "fchars", "lchars", "pgptbl", "filetbl", "objdata", "objclass", "objname",
    "private", "bkmkstart", "bkmkend", "generator", "operator", "expandedcolortbl", "panose",
    "falt", "fontemb", "fontfile", "listpicture", "userprops", "docvar", "template",
    "nonshppict", "pntxta", "pntxtb", "manager", "category", "hlinkbase", "printim",
    "buptim", "mmathPr", "ftnsep", "ftnsepc", "ftncn", "aftnsep", "aftnsepc", "aftncn",
    "protusertbl", "wgrffmtfilter", "pnseclvl", "fldtype", "formfield",
    "datafield", "shpinst", "sp", "sn", "sv", "picprop", "blipuid", "passwordhash",
    "background", "defchp", "defpap", "mhtmltag", "nonesttables",
  ]
}
