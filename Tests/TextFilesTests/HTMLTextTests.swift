import Testing

@testable import TextFiles

@Suite("HTML to text")
struct HTMLTextTests {
  @Test func dropsScriptsStylesAndComments() {
    let page = HTMLText.extract(
      from: """
        <html><head><title> My  &amp; Page </title><style>p { color: red }</style>
        <script>if (a < b) { document.write("</p>") }</script></head>
        <body><!-- hidden --><p>Visible   text</p></body></html>
        """)
    #expect(page.title == "My & Page")
    #expect(page.text == "Visible text")
  }

  @Test func blocksBreaksAndLists() {
    let page = HTMLText.extract(
      from: "<h1>Title</h1><p>One<br>Two</p><p>Three</p><ul><li>a</li><li>b</li></ul><div>end</div>"
    )
    #expect(page.text == "Title\n\nOne\nTwo\n\nThree\n\n• a\n• b\nend")
  }

  @Test func emptyListItemsShowNoBullet() {
    let page = HTMLText.extract(
      from: "<ul><li><img src=a></li><li> <a>x</a> y</li><li><p>z</p></li><li></ul>after")
    #expect(page.text == "• x y\n\n• z\n\nafter")
  }

  @Test func tablesAndPreformatted() {
    let page = HTMLText.extract(
      from: "<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table><pre>\n x\n  y</pre>")
    #expect(page.text == "a\tb\nc\n x\n  y")
  }

  @Test func entities() {
    let page = HTMLText.extract(
      from: "&lt;&gt;&amp;&quot;&apos;&nbsp;&eacute;&copy &euro;&#233;&#xE9;&#150;&#0;&bogus; a&b")
    #expect(page.text == "<>&\"' é© €éé–\u{FFFD}&bogus; a&b")
  }

  @Test func strayAngleBracketsAreText() {
    #expect(HTMLText.extract(from: "1 < 2 and <3").text == "1 < 2 and <3")
    #expect(HTMLText.extract(from: "<a href=\"x>y\">link</a> done").text == "link done")
  }

  @Test func unterminatedMarkupNeverFails() {
    for html in ["<", "<!--", "<script>", "<a href='", "&#x", "<![CDATA[x", "<title>t"] {
      _ = HTMLText.extract(from: html)
    }
    #expect(HTMLText.extract(from: "<title>t").title == "t")
  }

  @Test func charsetFromMetaOrDeclaration() {
    let latin: [UInt8] = Array("<meta charset=\"windows-1252\"><p>caf".utf8) + [0xE9, 0x93, 0x94]
    #expect(HTMLText.extract(fromBytes: latin).text == "café“”")
    let equiv: [UInt8] =
      Array("<meta http-equiv=\"Content-Type\" content=\"text/html; charset=koi8-r\">".utf8)
      + [0xD0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4]
    #expect(HTMLText.extract(fromBytes: equiv).text == "привет")
    #expect(HTMLText.extract(fromBytes: latin, declaredCharset: "macintosh").text == "cafÈìî")
  }
}
