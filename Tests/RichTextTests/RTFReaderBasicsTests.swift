import RichText
import Testing

@Suite("RTF reader basics")
struct RTFReaderBasicsTests {
  private func read(_ text: String) throws -> RTFReadResult {
    try RTFReader().read(Array(text.utf8))
  }

  @Test func readsPlainParagraphs() throws {
    let result = try read(#"{\rtf1\ansi Hello\par World}"#)
    #expect(result.document.paragraphs.map(\.string) == ["Hello", "World"])
    #expect(result.damage.isEmpty)
  }
}
