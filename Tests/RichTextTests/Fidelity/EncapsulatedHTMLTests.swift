import RichText
import Testing

@Suite("RTF-encapsulated HTML")
struct EncapsulatedHTMLTests {
  private func plainText(_ rtf: String) throws -> String {
    let result = try RTFReader().readPlainText(Array(rtf.utf8))
    return String(decoding: result.utf8, as: UTF8.self)
  }

  @Test func sampleMessageGivesTheTextOfItsHTML() throws {
    let message = OutlookMessage.sample
    #expect(try plainText(message.rtf) == message.text)
  }

  @Test func modelAndPlainTextAgree() throws {
    let message = OutlookMessage.sample
    let result = try RTFReader().read(Array(message.rtf.utf8))
    #expect(result.damage.isEmpty)
    #expect(result.document.exported(as: .plainText) == message.text)
  }

  @Test func linkTextKeepsItsFormattingFromTheRTF() throws {
    let result = try RTFReader().read(Array(OutlookMessage.sample.rtf.utf8))
    let runs = result.document.paragraphs.flatMap(\.runs)
    let link = try #require(runs.first { $0.text.contains("the site") })
    #expect(link.attributes.isUnderlined)
    #expect(link.attributes.foregroundColor == RGBColor(red: 5, green: 99, blue: 193))
  }

  @Test func messageNested3000DeepIsRead() throws {
    let message = OutlookMessage.nested(depth: 3000)
    let result = try RTFReader().readPlainText(Array(message.rtf.utf8))
    #expect(result.damage.isEmpty)
    #expect(String(decoding: result.utf8, as: UTF8.self) == message.text)
  }

  @Test func withoutFromHTMLTheTagsAreSkippedAndRTFTextKept() throws {
    let rtf = #"{\rtf1\ansi {\*\htmltag64 <p>}\htmlrtf {\b only RTF}\htmlrtf0  shared\par}"#
    #expect(try plainText(rtf) == "only RTF shared\n")
  }

  @Test func styleAndScriptContentIsHiddenEvenWithMarkupInside() throws {
    let rtf =
      OutlookMessage.header
      + #"{\*\htmltag241 <script>if (a <b && c> d) \{ x(); \}</scrip</script >}visible"#
      + OutlookMessage.footer
    #expect(try plainText(rtf) == "visible\n")
  }

  @Test func commentsAndDeclarationsAreHidden() throws {
    let rtf =
      OutlookMessage.header
      + #"{\*\htmltag241 <!-- a -- b --->}one{\*\htmltag241 <!DOCTYPE html>} two{\*\htmltag241 <?xml x?>}"#
      + OutlookMessage.footer
    #expect(try plainText(rtf) == "one two\n")
  }

  @Test func aLoneLessThanOrAmpersandIsText() throws {
    let rtf = OutlookMessage.header + #"1 < 2 &x 3 &amp 4"# + OutlookMessage.footer
    #expect(try plainText(rtf) == "1 < 2 &x 3 &amp 4\n")
  }
}
