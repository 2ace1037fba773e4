import RichText
import Testing

/// Destinations that real writers fill with body text although the specification marks them
/// ignorable, read as Word and LibreOffice read them.
@Suite("RTF text in misused destinations")
struct MisusedDestinationTests {
  private func text(_ rtf: String) throws -> String {
    try RTFReader().read(Array(rtf.utf8)).document.exported(as: .plainText)
  }

  private let outerRow =
    #"{\rtf1\ansi\deff0{\fonttbl{\f0 Times;}}\trowd\cellx4000\cellx8000\pard\intbl Outer A\cell\pard\intbl\itap2 "#

  /// Word's usual form: the nested cells' text in the body, their row properties in the
  /// destination, and `\nonesttables` with the fallback for older readers.
  @Test func nestedTableTextInTheBodyIsRead() throws {
    let rtf =
      outerRow
      + #"Inner 1\nestcell Inner 2\nestcell{\*\nesttableprops\trowd\cellx2000\cellx4000\nestrow}{\nonesttables\par}\pard\intbl\cell\row}"#
    #expect(try text(rtf) == "Outer A\tInner 1\tInner 2\t\n\t\n")
  }

  /// The form some Word files have: the cell text inside `{\*\nesttableprops …}`.
  @Test func nestedTableTextInsideNestTablePropsIsRead() throws {
    let misused =
      outerRow
      + #"{\*\nesttableprops\trowd\cellx2000\cellx4000 Inner 1\nestcell Inner 2\nestcell\nestrow}{\nonesttables\par}\pard\intbl\cell\row}"#
    let usual =
      outerRow
      + #"Inner 1\nestcell Inner 2\nestcell{\*\nesttableprops\trowd\cellx2000\cellx4000\nestrow}{\nonesttables\par}\pard\intbl\cell\row}"#
    #expect(try text(misused) == text(usual))
    #expect(try text(misused).contains("Inner 1\tInner 2"))
  }

  @Test func noNestedTablesFallbackIsNotText() throws {
    #expect(try text(#"{\rtf1 a{\nonesttables fallback\par}b}"#) == "ab\n")
  }
}
