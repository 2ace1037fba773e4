import Foundation
import PropertyLists
import TestSupport
import Testing

@testable import TextFiles

/// The real files in ../shared/corpus/text and web, read in place (skipped when absent).
@Suite("Corpus")
struct CorpusTests {
  /// Each text file and its encoding: chardet's files by the directory chardet files them
  /// under (in their names), the rest as `file(1)` and a reading reported them.
  static let textFiles: [(path: String, encoding: String.Encoding, name: TextEncoding?)] = [
    ("joysword__cs526.project2/data_test.csv", .utf8, .utf8),
    (
      "CommanderPho__symboliclinker/English.lproj/Localizable.strings", .utf16LittleEndian, .utf16LE
    ),
    ("JanX2__Rotater/English.lproj/InfoPlist.strings", .utf16BigEndian, .utf16BE),
    ("JanX2__Rotater/Rotater.c", .macOSRoman, .macRoman),
    ("objcio__core-data/de.lproj/Localizable.stringsdict", .utf8, .utf8),
    ("Alyetama__middleClick/AppDelegate.swift", .utf8, .utf8),
    ("thijsbenschop__WDI_GHG_emissions/scenarios.csv", .utf8, .utf8),
    ("RhetTbull__makelive/README.md", .utf8, .utf8),
    ("1nary__DiffBuddy/AppIcon.appiconset/Contents.json", .utf8, .utf8),
    ("lwouis__alt-tab-macos/Info.plist", .utf8, .utf8),
    ("lwouis__alt-tab-macos/ja.lproj/Localizable.strings", .utf8, .utf8),
    ("weimingwill__inventory-system/recommendations.csv", .utf8, .utf8),
    ("nothirst__TICoreDataSync/README.markdown", .utf8, .utf8),
    ("chardet__chardet/ioreg_output.txt", .macOSRoman, .macRoman),
    ("chardet__chardet/iso-8859-1__ude_1.txt", .isoLatin1, .isoLatin1),
    ("chardet__chardet/_ude_greek.txt", .utf8, .utf8),
    ("chardet__chardet/nobom-utf16le.txt", .utf16LittleEndian, .utf16LE),
  ]

  @Test(arguments: textFiles.map(\.path)) func textEqualsDecodedContents(_ path: String) throws {
    guard let url = ProjectPaths.corpus("text/" + path) else { return }
    let entry = try #require(Self.textFiles.first { $0.path == path })
    let document = try TextDocument(contentsOfFile: url.path)
    #expect(document.detection?.encoding == entry.name, "\(path)")
    if entry.encoding == .macOSRoman {
      // Foundation's Mac OS Roman table on Linux is wrong (0xA8 → Ò, 0xD5 → ˆ); iconv is
      // the independent path.
      let iconv = try runProcess(
        URL(fileURLWithPath: "/usr/bin/iconv"), ["-f", "MACINTOSH", "-t", "UTF-8", url.path])
      #expect(document.text == TextDocument.normalizingLineBreaks(iconv.stdoutText), "\(path)")
      return
    }
    var data = try Data(contentsOf: url)
    for bom: [UInt8] in [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF]]
    where data.starts(with: bom) {
      data = data.dropFirst(bom.count)
    }
    // Foundation's decoder is the independent path.
    let expected = try #require(String(data: Data(data), encoding: entry.encoding))
    #expect(document.text == TextDocument.normalizingLineBreaks(expected), "\(path)")
  }

  @Test func binaryPropertyListShownAsXML() throws {
    guard let url = ProjectPaths.corpus("text/NoaBoston__mac_preferences/com.apple.Terminal.plist")
    else { return }
    let document = try TextDocument(contentsOfFile: url.path)
    #expect(document.isBinaryPropertyList)
    let value = try BinaryPropertyList.decode(try Data(contentsOf: url))
    #expect(try XMLPropertyList.decode(Array(document.text.utf8)) == value)
    #expect(document.text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist"))
  }

  static let links: [(path: String, url: String)] = [
    ("Sofiethansen__Website/README.webloc", "https://github.com/Sofiethansen/Website/tree/main#"),
    ("Thuraabtech__THE-SIMON-GAME/(271) YouTube.webloc", "https://www.youtube.com/"),
    (
      "Thuraabtech__THE-SIMON-GAME/docs.python.org:.webloc",
      "https://docs.python.org/3/library/idle.html#startup-failure"
    ),
    (
      "kawauso1129__Hirono/Google.webloc",
      "https://www.google.com/webhp?hl=ja&ictx=2&sa=X&ved=0ahUKEwiPu5n-_8aVAxVLslYBHbIhDMsQPQgK&zx=1783648396511"
    ),
    (
      "sowa-gregory__go-intro/test.inetloc",
      "fiLe:////////////////////////System/Applications/Calculator.app"
    ),
  ]

  @Test(arguments: links.map(\.path)) func linkPrintsItsURL(_ path: String) throws {
    guard let url = ProjectPaths.corpus("web/" + path) else { return }
    let link = try InternetLocation(contentsOfFile: url.path)
    #expect(link.url == Self.links.first { $0.path == path }?.url)
  }

  static let archives = [
    "MarenRik__HTML_CSS_Website_2017/index.webarchive", "MaxthorWoo__HeadsUp/index.webarchive",
    "nickinnon__udacity_project/index.webarchive", "penguinstark__webreg/sample.webarchive",
  ]

  /// The page text against an independent, simpler stripper of the main resource's HTML
  /// (regular expressions: drop script/style/title/comments and tags, decode five
  /// entities), compared as multisets of words.
  @Test(arguments: archives) func webArchiveTextMatchesMainResource(_ path: String) throws {
    guard let url = ProjectPaths.corpus("web/" + path) else { return }
    let archive = try WebArchive(contentsOfFile: url.path)
    let html = String(decoding: archive.mainResource.data, as: UTF8.self)
    let similarity = Self.wordSimilarity(archive.page.text, Self.simpleStrip(html))
    #expect(similarity >= 0.9, "\(path): \(similarity)")
  }

  @Test func webArchiveResourcesAndLargestImage() throws {
    if let url = ProjectPaths.corpus("web/penguinstark__webreg/sample.webarchive") {
      let archive = try WebArchive(contentsOfFile: url.path)
      // Main, 11 subresources, the frame's main resource and its 120 subresources.
      #expect(archive.allResources.count == 133)
      #expect(archive.page.title == "WebReg | Select Courses")
      let image = try #require(archive.largestImage)
      #expect(image.resource.url.hasSuffix("/RU_banner.jpg"))
      #expect(image.width == 770 && image.height == 52)
    }
    if let url = ProjectPaths.corpus("web/MarenRik__HTML_CSS_Website_2017/index.webarchive") {
      let archive = try WebArchive(contentsOfFile: url.path)
      #expect(archive.largestImage?.resource.url.hasSuffix("/orange-tree.jpg") == true)
    }
  }

  static func simpleStrip(_ html: String) -> String {
    var text = html
    for pattern in [
      "(?is)<script.*?</script>", "(?is)<style.*?</style>", "(?is)<title.*?</title>",
      "(?s)<!--.*?-->",
      "(?s)<[^>]*>",
    ] {
      text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
    }
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&nbsp;", " "), ("&amp;", "&"),
    ] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    return text
  }

  /// Dice coefficient of the two texts' word multisets (words: runs of letters and digits).
  static func wordSimilarity(_ a: String, _ b: String) -> Double {
    func words(_ text: String) -> [String: Int] {
      text.split { !$0.isLetter && !$0.isNumber }.reduce(into: [:]) {
        $0[String($1), default: 0] += 1
      }
    }
    let left = words(a)
    let right = words(b)
    let total = left.values.reduce(0, +) + right.values.reduce(0, +)
    guard total > 0 else { return 1 }
    let common = left.reduce(0) { $0 + min($1.value, right[$1.key] ?? 0) }
    return 2 * Double(common) / Double(total)
  }
}
