/// Where the text of the current group goes.
enum Destination: Equatable {
  /// The document body (also `\fldrslt` and `\ud`).
  case body
  /// `\fonttbl`: font names.
  case fontTable
  /// `\colortbl`: `;`-separated colours.
  case colorTable
  /// `\info`: only its sub-destinations carry text.
  case info
  /// `\title`, `\author` …
  case infoText(RTFKeyword.InfoField)
  /// `\creatim` or `\revtim`.
  case infoDate(creation: Bool)
  /// `\fldinst`: the field instruction (`HYPERLINK "…"`).
  case fieldInstruction
  /// `\NeXTGraphic`: the attachment's file name.
  case nextGraphic
  /// A container whose own text is dropped but one sub-group is read (`\upr`, `\object`).
  case container
  /// `{\*\htmltag}` in encapsulated HTML: a fragment of the original HTML.
  case htmlTag
}
