import DocumentPackages
import Foundation
import TestSupport
import Testing

/// Real Numbers and Keynote documents of several generations, read in place from
/// `../shared/corpus/iwork-modern` and `iwork` (skipped when the corpus is absent). The
/// strings are what each document's `preview.jpg` shows, read by eye.
@Suite("iWork corpus: Numbers 3 to 15 and Keynote decks")
struct IWorkModernCorpusTests {
  struct Numbers: Sendable, CustomTestStringConvertible {
    var path: String
    var version: String
    /// String cells (and text boxes) visible in the preview.
    var visible: [String]
    /// Whole lines (tab-separated rows) the text must hold.
    var lines: [String] = []
    var testDescription: String { "\(version) \(path)" }
  }

  static let numbers: [Numbers] = [
    Numbers(
      path: "iwork-modern/weimingwill__inventory-system/data.numbers", version: "Numbers 3.6",
      visible: [
        "KIND", "ID", "TEXT", "CPU", "Motherboard", "Memory", "Video Card", "HDD", "Case",
        "Globe", "Tools",
      ],
      lines: ["KIND", "ID\tTEXT", "2\tMotherboard", "8\tTools"]),
    Numbers(
      path: "iwork-modern/tollmanz__kses-cases/data.numbers", version: "Numbers 3.5",
      visible: [
        "Table 1", "wp_kses_post", "wp_kses_p", "esc_html", "esc_attr", "long", "medium",
        "short", "hhvm", "wp_post_kses", "PHP 5.3 - 5.6", "HHVM", "Long", "Medium", "Short",
        "Figure 1: Function Performance Against Long Content",
        "Figure 3: Function Performance Against Short Content",
      ],
      lines: ["Sheet 1", "Table 1"]),
    Numbers(
      path: "iwork-modern/ellemouton__csc2002SAssignment3/data.numbers", version: "Numbers 5.1",
      visible: [
        "4 CORES - Mac", "Data set size:", "SC", "Time", "Num threads", "Num Threads",
        "Speed up:", "Machine architecture", "Dataset size", "Max Speedup",
      ]),
    Numbers(
      path: "iwork/masaccio__numbers-parser/issue-102-v15.1.numbers", version: "Numbers 15.1",
      visible: ["Cats", "Test", "Cheetah", "Lion", "Leopard", "Tabby", "TOTAL:", "15 Nov 2001"],
      lines: ["TOTAL:\t\t1,500"]),
  ]

  static func text(_ path: String) throws -> String? {
    guard let folder = ProjectPaths.corpus(".") else { return nil }
    let url = folder.appendingPathComponent(path)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try #require(try DocumentText.read(ofDocumentAt: url)).document.string
  }

  @Test(arguments: numbers)
  func numbersTextHoldsEveryVisibleString(_ expected: Numbers) throws {
    guard let text = try Self.text(expected.path) else { return }
    let lines = Set(text.split(separator: "\n").map(String.init))
    let cells = Set(lines.flatMap { $0.split(separator: "\t").map(String.init) })
    for string in expected.visible { #expect(cells.contains(string), "\(string)") }
    for line in expected.lines { #expect(lines.contains(line), "\(line)") }
  }

  struct Deck: Sendable, CustomTestStringConvertible {
    var path: String
    /// Slides holding text, each a block of paragraphs.
    var slides: Int
    /// Consecutive lines: a slide's title, then its first body line.
    var titleThenBody: [(String, String)]
    var testDescription: String { path }
  }

  static let decks: [Deck] = [
    Deck(
      path: "iwork-modern/SheboyganJS__2021-11-24-Music/presentation.key", slides: 10,
      titleThenBody: [("MAKE MUSIC WITH JAVASCRIPT", "Sheboygan JS"), ("Audio Context", "Timing")]),
    Deck(
      path: "iwork-modern/VolksRat71__ai-software-workflow-presentation/presentation.key",
      slides: 7,
      titleThenBody: [
        (
          "Introduction to AI in a Software Engineer's Workflow",
          "The evolving role of software engineers."
        )
      ]),
    Deck(
      path: "iwork-modern/vkleban__flashrag/Slides.key", slides: 18,
      titleThenBody: [("FlashRAG", "Blazing-fast RAG inference for the impatient")]),
    Deck(
      path: "iwork-modern/ricpnk__Mental_Health_Project_ML2/presentation.key", slides: 5,
      titleThenBody: [("Machine Learning 2 Project", "Mental Health MLP ")]),
  ]

  @Test(arguments: decks)
  func keynoteSlidesGiveTitlesBeforeBodies(_ deck: Deck) throws {
    guard let text = try Self.text(deck.path) else { return }
    let blocks = text.components(separatedBy: "\n\n").filter { !$0.isEmpty }
    #expect(blocks.count == deck.slides)
    for (title, body) in deck.titleThenBody {
      #expect(text.contains(title + "\n" + body), "\(title)")
    }
  }
}
