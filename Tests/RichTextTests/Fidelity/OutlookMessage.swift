/// HTML-encapsulated RTF as Outlook-family clients write it ([MS-OXRTFEX]), generated with
/// the text a mail client shows for it.
enum OutlookMessage {
  static let header = #"""
    {\rtf1\ansi\ansicpg1252\fromhtml1 \fbidis \deff0{\fonttbl{\f0\fswiss\fcharset0 Arial;}{\f1\fmodern Courier New;}{\f2\fnil\fcharset2 Symbol;}}
    {\colortbl\red0\green0\blue0;\red31\green73\blue125;\red5\green99\blue193;}
    \uc1\pard\plain\deftab360 \f0\fs24 
    {\*\htmltag19 <html>}{\*\htmltag34 <head>}{\*\htmltag1 \par }{\*\htmltag241 <title>Weekly report</title>}
    {\*\htmltag161 <style>}{\*\htmltag241 <!--\par p.MsoNormal \{margin:0cm; font-size:11pt\}\par a < b -->}{\*\htmltag169 </style>}
    {\*\htmltag241 <!--[if gte mso 9]><xml><o:shapedefaults v:ext="edit" spidmax="1026" /></xml><![endif]-->}{\*\htmltag41 </head>}
    {\*\htmltag50 <body lang=EN-GB link="#0563C1">}\htmlrtf \lang2057 \ltrch\f0 \htmlrtf0 
    """#

  static let footer = #"{\*\htmltag58 </body>}{\*\htmltag27 </html>}}"#

  /// A short message using every rule: hidden head, character references with their
  /// `\htmlrtf` renderings, `<br>`, a table, a link field, white space and RTF-only text.
  static let sample: (rtf: String, text: String) = (
    header
      + #"""
      {\*\htmltag96 <div class=WordSection1>}\htmlrtf {\htmlrtf0 
      {\*\htmltag64 <p class=MsoNormal>}\htmlrtf {\htmlrtf0 Hi Caf\'e9    team,{\*\htmltag72 </p>}\htmlrtf \par }\htmlrtf0 
      {\*\htmltag64 <p class=MsoNormal>}\htmlrtf {\htmlrtf0 Price {\*\htmltag84 &lt;}\htmlrtf <\htmlrtf0  5{\*\htmltag84 &nbsp;}\htmlrtf \'a0\htmlrtf0 \u8364?  {\*\htmltag84 &amp;}\htmlrtf &\htmlrtf0  more{\*\htmltag116 <br>}\htmlrtf \line \htmlrtf0 second\par
      line{\*\htmltag72 </p>}\htmlrtf \par }\htmlrtf0 
      \htmlrtf {\b RTF-only text}\htmlrtf0 
      {\*\htmltag96 <table>}{\*\htmltag104 <tr>}{\*\htmltag112 <td>}\htmlrtf {\htmlrtf0 A1\htmlrtf \cell }\htmlrtf0 {\*\htmltag120 </td>}{\*\htmltag112 <td>}\htmlrtf {\htmlrtf0 B1{\*\htmltag84 &#8211;}\htmlrtf \endash \htmlrtf0 {\*\htmltag84 &#x1F600;}\htmlrtf \u-10179?\u-8704?\htmlrtf0 \htmlrtf \cell }\htmlrtf0 {\*\htmltag120 </td>}{\*\htmltag104 </tr>}\htmlrtf \row \htmlrtf0 {\*\htmltag96 </table>}
      {\*\htmltag64 <p class=MsoNormal>}\htmlrtf {\htmlrtf0 See {\*\htmltag84 <a href="https://example.com/x?a=1&amp;b=2">}\htmlrtf {\field{\*\fldinst{HYPERLINK "https://example.com/x?a=1&b=2"}}{\fldrslt\cf2\ul \htmlrtf0 the site\htmlrtf }\htmlrtf0 \htmlrtf }\htmlrtf0 {\*\htmltag92 </a>}\u8217?s page &unknown; {\*\htmltag84 &copy;}\htmlrtf \'a9\htmlrtf0 .{\*\htmltag72 </p>}\htmlrtf \par }\htmlrtf0 
      {\*\htmltag64 <pre>}\htmlrtf {\f1\htmlrtf0 x  =  1\par
      y\htmlrtf \par }\htmlrtf0 {\*\htmltag72 </pre>}
      \htmlrtf }\htmlrtf0 {\*\htmltag104 </div>}
      """# + footer,
    "Hi Caf\u{E9} team,\nPrice < 5\u{A0}\u{20AC} & more\nsecond line\nA1\tB1\u{2013}\u{1F600}\n"
      + "See the site\u{2019}s page &unknown; \u{A9}.\nx  =  1\ny\n"
  )

  /// A message whose `<div>`s nest `depth` deep, one RTF group per level, as unclosed or
  /// deeply nested HTML makes Outlook write it.
  static func nested(depth: Int) -> (rtf: String, text: String) {
    var rtf = header
    var text = ""
    for level in 0..<depth {
      rtf += #"{\*\htmltag64 <div>}\htmlrtf {\htmlrtf0 "#
      rtf += #"{\*\htmltag148 <span style="color:#1F497D">}\htmlrtf {\cf1\htmlrtf0 Level \#(level)"#
      rtf += #"\htmlrtf }\htmlrtf0 {\*\htmltag156 </span>}"#
      rtf += "\n"
      text += "Level \(level)\n"
    }
    for _ in 0..<depth {
      rtf += #"\htmlrtf \par }\htmlrtf0 {\*\htmltag72 </div>}"# + "\n"
    }
    return (rtf + footer, text)
  }
}
