import DocumentPackages
import Foundation
import TestSupport
import Zip

/// iWork documents made in code from the public format description: single-file zips of
/// both generations, a zip wrapping a package folder, and a zipped `.note`.
enum IWorkFixtures {
  /// A 64 × 48 grey PNG standing in for `preview.jpg` (any decodable picture will do).
  static let preview = TinyPNG.make(width: 64, height: 48)

  /// A Pages IWA document's entries (`prefix` puts them inside a folder).
  static func pagesIWA(body: String, prefix: String = "") -> [(String, Data)] {
    [
      (prefix + "Index/Document.iwa", Data(IWAFixture.pagesDocumentComponent(body: body))),
      (
        prefix + "Metadata/BuildVersionHistory.plist",
        buildHistory(["Template: Blank", "M5.5.3-2152-2"])
      ),
      (prefix + "preview.jpg", preview),
    ]
  }

  /// A Keynote IWA document with slides `Slide2.iwa` and `Slide10.iwa` (numeric order) and a
  /// master slide whose text must not appear.
  static func keynoteIWA() -> [(String, Data)] {
    func slide(_ id: UInt64, _ text: String) -> Data {
      Data(
        IWAFixture.component(
          IWAFixture.object(id: id, type: 2001, payload: IWAFixture.storage(text, kind: 3))))
    }
    return [
      (
        "Index/Document.iwa",
        Data(IWAFixture.component(IWAFixture.object(id: 1, type: 1, payload: [])))
      ),
      ("Index/Slide10.iwa", slide(20, "Second slide")),
      ("Index/Slide2.iwa", slide(10, "First slide\nPoint one")),
      ("Index/MasterSlide-1.iwa", slide(30, "Master title")),
      ("preview.jpg", preview),
    ]
  }

  /// A Pages '09 document with `index.xml` (gzipped when `gzip`): a template prototype and a
  /// header that must not appear, then the body.
  static func pagesXML() -> [(String, Data)] {
    let xml = """
      <?xml version="1.0"?>
      <sl:document xmlns:sl="http://developer.apple.com/namespaces/sl" xmlns:sf="http://developer.apple.com/namespaces/sf">
      <sl:section-prototypes><sl:prototype><sf:text-storage sf:kind="body"><sf:text-body><sf:p>Lorem template</sf:p></sf:text-body></sf:text-storage></sl:prototype></sl:section-prototypes>
      <sf:headers><sf:header><sf:text-storage sf:kind="header"><sf:text-body><sf:p>Header</sf:p></sf:text-body></sf:text-storage></sf:header></sf:headers>
      <sf:text-storage sf:kind="body"><sf:text-body><sf:section><sf:layout><sf:p>Hello <sf:span>bold</sf:span> world</sf:p><sf:p>Tab<sf:tab/>stop &amp; more</sf:p></sf:layout></sf:section></sf:text-body></sf:text-storage>
      </sl:document>
      """
    return [
      ("index.xml", Data(xml.utf8)),
      ("buildVersionHistory.plist", buildHistory(["pages-trunk-2008"])),
      ("QuickLook/Thumbnail.jpg", preview),
    ]
  }

  /// A Keynote '09 document: two slides (speaker notes left out) and a master slide.
  static func keynoteXML() -> [(String, Data)] {
    let xml = """
      <?xml version="1.0"?>
      <key:presentation xmlns:key="http://developer.apple.com/namespaces/keynote2" xmlns:sf="http://developer.apple.com/namespaces/sf">
      <key:master-slides><key:master-slide><sf:p>Master</sf:p></key:master-slide></key:master-slides>
      <key:slide-list><key:slide><key:title-placeholder><sf:text-body><sf:p>Title one</sf:p></sf:text-body></key:title-placeholder><key:notes><sf:p>Notes</sf:p></key:notes></key:slide>
      <key:slide><sf:text-body><sf:p>Title two</sf:p></sf:text-body></key:slide></key:slide-list>
      </key:presentation>
      """
    return [("index.apxl", Data(xml.utf8)), ("thumbs/st0.jpg", preview)]
  }

  /// A Numbers '09 document (`index.xml`, the `ls:`/`sf:` namespaces): a sheet with a table
  /// of text, number, date, rich-text and formula cells (positions as `sf:ct` steps, one cell
  /// past the grid, one whose step lies) and an empty table; a second sheet with a boolean
  /// and a number after an empty cell; a table prototype that must not appear.
  static func numbersXML() -> [(String, Data)] {
    let xml = """
      <?xml version="1.0"?>
      <ls:document xmlns:ls="http://developer.apple.com/namespaces/ls" xmlns:sf="http://developer.apple.com/namespaces/sf" xmlns:sfa="http://developer.apple.com/namespaces/sfa">
      <ls:workspace-array><ls:workspace ls:workspace-name="Sheet 1"><ls:page-info><sf:tabular-info><sf:tabular-model sf:name="Prices">
      <sf:grid sf:numcols="3" sf:numrows="3"><sf:datasource>
      <sf:t sf:ct="0"><sf:ct sfa:s="Item"/></sf:t><sf:t><sf:ct sfa:s="Price"/></sf:t><sf:t><sf:ct sfa:s="Date"/></sf:t>
      <sf:t sf:ct="254"><sf:ct sfa:s="Tea"/></sf:t><sf:n sf:v="3.5"/><sf:d sf:cell-date="2010-04-03T00:00:00+0000"/>
      <sf:t sf:ct="254"><sf:ct><sf:so><sf:text-body><sf:p>Green <sf:span>tea</sf:span></sf:p></sf:text-body></sf:so></sf:ct></sf:t>
      <sf:f><sf:fo sf:fs="=SUM(B)"/><sf:r><sf:rn sf:v="7"/></sf:r></sf:f>
      <sf:t sf:ct="2"><sf:ct sfa:s="Past the grid"/></sf:t><sf:t sf:ct="99999999999999"><sf:ct sfa:s="Lying"/></sf:t>
      </sf:datasource></sf:grid></sf:tabular-model></sf:tabular-info>
      <sf:tabular-info><sf:tabular-model sf:name="Empty"><sf:grid sf:numcols="2" sf:numrows="2"><sf:datasource><sf:g sf:ct="0"/><sf:g/></sf:datasource></sf:grid></sf:tabular-model></sf:tabular-info>
      </ls:page-info></ls:workspace>
      <ls:workspace ls:workspace-name="Sheet 2"><sf:tabular-model sf:name="Flags"><sf:grid sf:numcols="2" sf:numrows="2"><sf:datasource>
      <sf:b sf:ct="0" sf:v="1"/><sf:n sf:ct="257" sf:v="42"/>
      </sf:datasource></sf:grid></sf:tabular-model></ls:workspace></ls:workspace-array>
      <ls:tabular-prototypes><ls:tabular-prototype><sf:tabular-model sf:name="Basic"><sf:grid sf:numcols="1" sf:numrows="1"><sf:datasource><sf:t sf:ct="0"><sf:ct sfa:s="Prototype"/></sf:t></sf:datasource></sf:grid></sf:tabular-model></ls:tabular-prototype></ls:tabular-prototypes>
      </ls:document>
      """
    return [
      ("index.xml", Data(xml.utf8)),
      ("buildVersionHistory.plist", buildHistory(["numbers-trunk-2008"])),
      ("QuickLook/Thumbnail.jpg", preview),
    ]
  }

  static func buildHistory(_ builds: [String]) -> Data {
    let items = builds.map { "<string>\($0)</string>" }.joined()
    return Data(
      "<?xml version=\"1.0\"?><plist version=\"1.0\"><array>\(items)</array></plist>".utf8)
  }

  /// Writes a zip of `entries` to `folder/name` and returns its URL.
  static func zip(_ entries: [(String, Data)], named name: String, in folder: URL) throws -> URL {
    let writer = ZipWriter()
    for (path, data) in entries { try writer.addFile(path: path, contents: data) }
    let url = folder.appendingPathComponent(name)
    try (try writer.finish() ?? Data()).write(to: url)
    return url
  }
}
