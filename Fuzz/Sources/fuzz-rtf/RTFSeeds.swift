import Foundation
import RichText

/// RTF seeds: hand-written documents covering the reader's features, and documents
/// produced by the project's writer.
enum RTFSeeds {
  static let documents: [String] = [
    #"{\rtf1\ansi\ansicpg1252\cocoartf2761\cocoatextscaling0\cocoaplatform0{\fonttbl\f0\fswiss\fcharset0 Helvetica;\f1\fnil\fcharset128 HiraginoSans-W3;}{\colortbl;\red255\green255\blue255;\red0\green0\blue0;}{\*\expandedcolortbl;;\cssrgb\c0\c0\c0;}\paperw11900\paperh16840\margl1440\margr1440\vieww11520\viewh8400\viewkind0\pard\tx566\tx1133\pardirnatural\partightenfactor0\f0\fs24 \cf2 Hello \b bold\b0  \i italic\i0  \ul under\ulnone \strike strike\strike0 \super sup\nosupersub \uc0\u8364  \u-10179\u-8704 \par}"#,
    #"{\rtf1\ansi\ansicpg932{\fonttbl{\f0\fnil\fcharset128 MS Gothic;}}\f0 \'82\'a0\'82\'a2 \'93\'fa\'96\'7b\'8c\'ea\par}"#,
    #"{\rtf1\ansi\ansicpg1251\deff0{\fonttbl{\f0\froman\fcharset204 Times;}}\'cf\'f0\'e8\'e2\'e5\'f2\par\uc1\u1055?\u1088?\par}"#,
    #"{\rtf1\ansi{\field{\*\fldinst{HYPERLINK "https://example.com/?a=1&b=2"}}{\fldrslt link text}}\par{\field{\*\fldinst HYPERLINK \\l "anchor"}{\fldrslt local}}}"#,
    #"{\rtf1\ansi{\info{\title A title}{\author Someone}{\creatim\yr2024\mo2\dy29\hr13\min5}}Body\line next\tab tab\emdash\endash\bullet\lquote\rquote\ldblquote\rdblquote\~\-\_\par}"#,
    #"{\rtf1\ansi{\pict\pngblip\picw10\pich10 89504e470d0a1a0a}{\*\unknowndest ignored}\bin5 ab}cd after\par}"#,
    "{\\rtf1\\ansi\\ansicpg1252\\cocoartf2761{\\fonttbl\\f0\\fswiss Helvetica;}\\f0 text {{\\NeXTGraphic image.png \\width2880 \\height1920 \\appleattachmentpadding0 \\appleembedtype0 \\appleaqc}\u{AC}}\\par}",
    #"{\rtf1\ansi{\upr{\*\ud{\u8364 euro}}{ansi}}\plain\pard\qc centred\par\pard\qr right\par\pard\qj justified\par}"#,
    #"{\rtf1\ansi{\stylesheet{\s0 Normal;}{\s1\b Heading;}}{\s1 Heading\par}\s0 normal\par"#,
    #"{\rtf1\ansi unbalanced}} stray { {\rtf1 nested} \u55296 lone surrogate \ucN \'zz\par"#,
    String(repeating: "{", count: 150) + #"\rtf1 deep"# + String(repeating: "}", count: 150),
    #"{\rtf1\mac\ansicpg10000{\fonttbl{\f0\fcharset77 Geneva;}}\'8e\'8f\'a5\par}"#,
    #"{\rtf1\ansi\ansicpg949{\fonttbl{\f0\fcharset129 Gulim;}}\f0\'c7\'d1\'b1\'b9\par\ansicpg936\'d6\'d0\'ce\'c4\par\ansicpg950\'a4\'a4\'a4\'e5}"#,
    #"{\rtf1\ansi\ansicpg1252\fromhtml1 \deff0{\fonttbl{\f0 Arial;}}{\*\htmltag19 <html>}{\*\htmltag34 <head>}{\*\htmltag161 <style>}{\*\htmltag241 p \{x:<y\}}{\*\htmltag169 </style>}{\*\htmltag41 </head>}{\*\htmltag50 <body>}{\*\htmltag64 <p class=x>}\htmlrtf {\htmlrtf0 Caf\'e9 {\*\htmltag84 &lt;}\htmlrtf <\htmlrtf0 x{\*\htmltag84 &#x1F600;}{\*\htmltag116 <br>}\htmlrtf \line \htmlrtf0 y{\*\htmltag72 </p>}\htmlrtf \par }\htmlrtf0 {\*\htmltag96 <table><tr><td>}a{\*\htmltag241 <!-- c --><td>}b{\*\htmltag64 <pre>}1  2\par 3{\*\htmltag72 </pre>}{\*\htmltag58 </body>}}"#,
    #"{\rtf1\ansi\trowd\cellx4000\pard\intbl A\cell\pard\intbl\itap2{\*\nesttableprops\trowd\cellx2000 in 1\nestcell in 2\nestcell\nestrow}{\nonesttables\par}\cell\row}"#,
  ]

  static func make() -> [String: Data] {
    var seeds: [String: Data] = [:]
    for (index, text) in documents.enumerated() {
      seeds[String(format: "rtf-%02d", index)] = Data(text.utf8)
    }
    // Round-trips through the project's writer (Cocoa dialect).
    for (index, text) in documents.enumerated() {
      if let read = try? RTFReader().read(Array(text.utf8)) {
        seeds[String(format: "written-%02d", index)] = Data(RTFWriter().write(read.document))
      }
    }
    return seeds
  }
}
