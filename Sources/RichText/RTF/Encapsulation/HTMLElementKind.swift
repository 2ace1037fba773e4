/// How `HTMLTextExtractor` treats an element, by its lowercased name.
enum HTMLElementKind: Equatable {
  /// `<head>`: hidden up to `</head>` or `<body>`.
  case head
  case body
  /// `<title>`: hidden.
  case title
  /// `<style>`, `<script>`: their content is not HTML and is hidden.
  case rawText
  /// `<br>`.
  case lineBreak
  /// Elements that start and end a line (`<p>`, `<div>`, `<li>`, `<tr>` …).
  case block
  /// `<pre>`: white space kept.
  case preformatted
  /// `<td>`, `<th>`: a tab between cells.
  case cell
  /// Everything else (`<span>`, `<font>`, `<a>`, `<b>` …): no effect on the text.
  case inline

  init(_ name: [UInt8]) {
    self = Self.table[name] ?? .inline
  }

  private static let table: [[UInt8]: HTMLElementKind] = {
    var table: [[UInt8]: HTMLElementKind] = [
      Array("head".utf8): .head, Array("body".utf8): .body, Array("title".utf8): .title,
      Array("style".utf8): .rawText, Array("script".utf8): .rawText,
      Array("br".utf8): .lineBreak, Array("pre".utf8): .preformatted,
      Array("td".utf8): .cell, Array("th".utf8): .cell,
    ]
    let blocks = [
      "address", "article", "aside", "blockquote", "caption", "center", "dd", "div", "dl", "dt",
      "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6",
      "header", "hr", "html", "li", "main", "nav", "ol", "p", "section", "table", "tbody",
      "thead", "tfoot", "tr", "ul",
    ]
    for name in blocks { table[Array(name.utf8)] = .block }
    return table
  }()
}
