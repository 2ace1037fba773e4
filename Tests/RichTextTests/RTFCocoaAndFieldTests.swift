import RichText
import Testing

@Suite("RTF Cocoa dialect and fields")
struct RTFCocoaAndFieldTests {
  static let textEdit = #"""
    {\rtf1\ansi\ansicpg1252\cocoartf2761
    \cocoatextscaling0\cocoaplatform0{\fonttbl\f0\fswiss\fcharset0 Helvetica;\f1\fnil\fcharset0 HelveticaNeue-Bold;}
    {\colortbl;\red255\green255\blue255;\red0\green0\blue0;\red251\green2\blue7;}
    {\*\expandedcolortbl;;\cssrgb\c0\c0\c0;\cssrgb\c100000\c14913\c0;}
    \paperw11900\paperh16840\margl1440\margr1440\vieww11520\viewh8400\viewkind0
    \pard\tx720\tx1440\tx2160\pardirnatural\partightenfactor0

    \f0\fs24\fsmilli12500 \cf2 \expnd0\expndtw0\kerning0\CocoaLigature0 \outl0\strokewidth0 \strokec2 Hello \slleading20
    \f1\b \cf3 red bold\
    \pard\tx720\pardirnatural\qc\partightenfactor0
    \cf2 centered}
    """#

  @Test func readsTextEditOutput() throws {
    let result = try readRTF(Self.textEdit)
    #expect(result.damage.isEmpty)
    let document = result.document
    #expect(document.paragraphs.map(\.string) == ["Hello red bold", "centered"])
    let runs = document.paragraphs[0].runs
    #expect(runs[0].attributes.fontName == "Helvetica")
    #expect(runs[0].attributes.fontSize == 12.5)
    #expect(runs[0].attributes.foregroundColor == .black)
    #expect(runs[1].attributes.fontName == "HelveticaNeue-Bold")
    #expect(runs[1].attributes.isBold)
    #expect(runs[1].attributes.foregroundColor == RGBColor(red: 251, green: 2, blue: 7))
    #expect(document.paragraphs[1].alignment == .center)
  }

  @Test func readsNeXTGraphicAttachmentWithRawMarkerByte() throws {
    var bytes = Array(
      #"{\rtf1\ansi\ansicpg1252\cocoartf2761 {\fonttbl\f0\fswiss\fcharset0 Helvetica;}\f0 a{{\NeXTGraphic Pasted Graphic 1.png \width2560 \height1920 \appleattachmentpadding0 \appleembedtype0 \appleaqc"#
        .utf8)
    bytes +=
      Array("\n}".utf8) + [0xAC] + Array("}b\\\n{{\\NeXTGraphic x.pdf \\width20 \\height40}".utf8)
    bytes += [0xAC] + Array("}}".utf8)
    let document = try RTFReader().read(bytes).document
    #expect(
      document.attachments == [
        AttachmentCell(fileName: "Pasted Graphic 1.png", width: 128, height: 96),
        AttachmentCell(fileName: "x.pdf", width: 1, height: 2),
      ])
    #expect(document.paragraphs.map(\.string) == ["a\u{FFFC}b", "\u{FFFC}"])
  }

  @Test(arguments: [
    (#"HYPERLINK "https://example.com""#, "https://example.com"),
    (#"HYPERLINK https://example.com/x"#, "https://example.com/x"),
    (#" hyperlink  "mailto:a@b.c" \\o "tip""#, "mailto:a@b.c"),
    (#"HYPERLINK \\l "_Toc123""#, "#_Toc123"),
    (#"HYPERLINK "doc.rtf" \\l "part2" \\t "_blank""#, "doc.rtf#part2"),
    (#"HYPERLINK "C:\\\\dir\\\\file.txt""#, "C:\\dir\\file.txt"),
  ])
  func hyperlinkFieldSpellings(_ instruction: String, _ target: String) throws {
    let rtf = "{\\rtf1 see {\\field{\\*\\fldinst {\(instruction)}}{\\fldrslt {\\ul link}}} now}"
    let runs = try #require(readRTF(rtf).document.paragraphs.first).runs
    #expect(runs.map(\.text) == ["see ", "link", " now"])
    #expect(runs[1].attributes.link == target)
    #expect(runs[1].attributes.isUnderlined)
    #expect(runs[2].attributes.link == nil)
  }

  @Test func otherFieldsShowTheirResult() throws {
    let rtf = #"{\rtf1 Page {\field{\*\fldinst { PAGE }}{\fldrslt 3}} of 9}"#
    let runs = try #require(readRTF(rtf).document.paragraphs.first).runs
    #expect(runs.map(\.text) == ["Page 3 of 9"])
  }

  @Test func listTextBulletsAreText() throws {
    let rtf =
      #"{\rtf1\ansi{\fonttbl\f0 Helvetica;}{\listtext\tab \uc0\u8226 \tab }first\par{\listtext\tab \uc0\u8226 \tab }second}"#
    #expect(try paragraphs(rtf) == ["\t•\tfirst", "\t•\tsecond"])
  }
}
