extension UTType {
  /// The root of every type of file, folder and data. (`public.item`)
  public static let item = UTType(builtIn: "public.item")

  /// Document content, whatever its form. (`public.content`)
  public static let content = UTType(builtIn: "public.content")

  /// Content that mixes kinds, such as PDF or a note package. (`public.composite-content`)
  public static let compositeContent = UTType(builtIn: "public.composite-content")

  /// Any byte stream; the default supertype for extension look-ups. (`public.data`)
  public static let data = UTType(builtIn: "public.data")

  /// Any directory: folders, packages and bundles. (`public.directory`)
  public static let directory = UTType(builtIn: "public.directory")

  /// A plain folder the user browses into. (`public.folder`)
  public static let folder = UTType(builtIn: "public.folder")

  /// A directory presented as one file. (`com.apple.package`)
  public static let package = UTType(builtIn: "com.apple.package")

  /// A directory with a bundle layout. (`com.apple.bundle`)
  public static let bundle = UTType(builtIn: "com.apple.bundle")

  /// An application. (`com.apple.application`)
  public static let application = UTType(builtIn: "com.apple.application")

  /// An application bundle (`.app`). (`com.apple.application-bundle`)
  public static let applicationBundle = UTType(builtIn: "com.apple.application-bundle")

  /// A symbolic link. (`public.symlink`)
  public static let symbolicLink = UTType(builtIn: "public.symlink")

  /// A Finder alias file. (`com.apple.alias-file`)
  public static let aliasFile = UTType(builtIn: "com.apple.alias-file")

  /// A mounted volume. (`public.volume`)
  public static let volume = UTType(builtIn: "public.volume")

  /// A URL. (`public.url`)
  public static let url = UTType(builtIn: "public.url")

  /// Any text, plain or with markup. (`public.text`)
  public static let text = UTType(builtIn: "public.text")

  /// Text without markup, in an unspecified encoding. (`public.plain-text`)
  public static let plainText = UTType(builtIn: "public.plain-text")

  /// Plain text in UTF-8. (`public.utf8-plain-text`)
  public static let utf8PlainText = UTType(builtIn: "public.utf8-plain-text")

  /// Plain text in native-endian UTF-16 without a byte order mark. (`public.utf16-plain-text`)
  public static let utf16PlainText = UTType(builtIn: "public.utf16-plain-text")

  /// Plain text in UTF-16 with a byte order mark. (`public.utf16-external-plain-text`)
  public static let utf16ExternalPlainText = UTType(builtIn: "public.utf16-external-plain-text")

  /// Text of delimited values. (`public.delimited-values-text`)
  public static let delimitedText = UTType(builtIn: "public.delimited-values-text")

  /// Comma-separated values. (`public.comma-separated-values-text`)
  public static let commaSeparatedText = UTType(builtIn: "public.comma-separated-values-text")

  /// Tab-separated values. (`public.tab-separated-values-text`)
  public static let tabSeparatedText = UTType(builtIn: "public.tab-separated-values-text")

  /// Rich Text Format. (`public.rtf`)
  public static let rtf = UTType(builtIn: "public.rtf")

  /// Rich text with attachments, as a package (`.rtfd`). (`com.apple.rtfd`)
  public static let rtfd = UTType(builtIn: "com.apple.rtfd")

  /// Rich text with attachments, flattened into one data stream. (`com.apple.flat-rtfd`)
  public static let flatRTFD = UTType(builtIn: "com.apple.flat-rtfd")

  /// HTML. (`public.html`)
  public static let html = UTType(builtIn: "public.html")

  /// XML. (`public.xml`)
  public static let xml = UTType(builtIn: "public.xml")

  /// XHTML. (`public.xhtml`)
  public static let xhtml = UTType(builtIn: "public.xhtml")

  /// JSON. (`public.json`)
  public static let json = UTType(builtIn: "public.json")

  /// YAML. (`public.yaml`)
  public static let yaml = UTType(builtIn: "public.yaml")

  /// Cascading style sheets. (`public.css`)
  public static let css = UTType(builtIn: "public.css")

  /// A property list in any encoding. (`com.apple.property-list`)
  public static let propertyList = UTType(builtIn: "com.apple.property-list")

  /// An XML property list. (`com.apple.xml-property-list`)
  public static let xmlPropertyList = UTType(builtIn: "com.apple.xml-property-list")

  /// A binary property list (`bplist00`). (`com.apple.binary-property-list`)
  public static let binaryPropertyList = UTType(builtIn: "com.apple.binary-property-list")

  /// Source code in any language. (`public.source-code`)
  public static let sourceCode = UTType(builtIn: "public.source-code")

  /// A script. (`public.script`)
  public static let script = UTType(builtIn: "public.script")

  /// A shell script. (`public.shell-script`)
  public static let shellScript = UTType(builtIn: "public.shell-script")

  /// A Python script. (`public.python-script`)
  public static let pythonScript = UTType(builtIn: "public.python-script")

  /// Swift source code. (`public.swift-source`)
  public static let swiftSource = UTType(builtIn: "public.swift-source")

  /// A log file. (`public.log`)
  public static let log = UTType(builtIn: "public.log")

  /// Any image. (`public.image`)
  public static let image = UTType(builtIn: "public.image")

  /// A PNG image. (`public.png`)
  public static let png = UTType(builtIn: "public.png")

  /// A JPEG image. (`public.jpeg`)
  public static let jpeg = UTType(builtIn: "public.jpeg")

  /// A GIF image. (`com.compuserve.gif`)
  public static let gif = UTType(builtIn: "com.compuserve.gif")

  /// A Windows bitmap image. (`com.microsoft.bmp`)
  public static let bmp = UTType(builtIn: "com.microsoft.bmp")

  /// A TIFF image. (`public.tiff`)
  public static let tiff = UTType(builtIn: "public.tiff")

  /// A WebP image. (`org.webmproject.webp`)
  public static let webP = UTType(builtIn: "org.webmproject.webp")

  /// A HEIC image (HEVC in HEIF). (`public.heic`)
  public static let heic = UTType(builtIn: "public.heic")

  /// A HEIF image. (`public.heif`)
  public static let heif = UTType(builtIn: "public.heif")

  /// An AVIF image (AV1 in HEIF; declared by docpkg). (`public.avif`)
  public static let avif = UTType(builtIn: "public.avif")

  /// An SVG image. (`public.svg-image`)
  public static let svg = UTType(builtIn: "public.svg-image")

  /// An Apple icon image. (`com.apple.icns`)
  public static let icns = UTType(builtIn: "com.apple.icns")

  /// A Windows icon image. (`com.microsoft.ico`)
  public static let ico = UTType(builtIn: "com.microsoft.ico")

  /// A PDF document. (`com.adobe.pdf`)
  public static let pdf = UTType(builtIn: "com.adobe.pdf")

  /// An EPUB publication. (`org.idpf.epub-container`)
  public static let epub = UTType(builtIn: "org.idpf.epub-container")

  /// Any spreadsheet. (`public.spreadsheet`)
  public static let spreadsheet = UTType(builtIn: "public.spreadsheet")

  /// Any presentation. (`public.presentation`)
  public static let presentation = UTType(builtIn: "public.presentation")

  /// Any database. (`public.database`)
  public static let database = UTType(builtIn: "public.database")

  /// Any font. (`public.font`)
  public static let font = UTType(builtIn: "public.font")

  /// Any archive. (`public.archive`)
  public static let archive = UTType(builtIn: "public.archive")

  /// A zip archive. (`public.zip-archive`)
  public static let zip = UTType(builtIn: "public.zip-archive")

  /// A gzip-compressed stream. (`org.gnu.gnu-zip-archive`)
  public static let gzip = UTType(builtIn: "org.gnu.gnu-zip-archive")

  /// A bzip2-compressed stream. (`public.bzip2-archive`)
  public static let bz2 = UTType(builtIn: "public.bzip2-archive")

  /// Audio, video or both. (`public.audiovisual-content`)
  public static let audiovisualContent = UTType(builtIn: "public.audiovisual-content")

  /// Any audio. (`public.audio`)
  public static let audio = UTType(builtIn: "public.audio")

  /// Any movie (video with or without audio). (`public.movie`)
  public static let movie = UTType(builtIn: "public.movie")

  /// Video without audio. (`public.video`)
  public static let video = UTType(builtIn: "public.video")

  /// An MPEG-4 movie. (`public.mpeg-4`)
  public static let mpeg4Movie = UTType(builtIn: "public.mpeg-4")

  /// A QuickTime movie. (`com.apple.quicktime-movie`)
  public static let quickTimeMovie = UTType(builtIn: "com.apple.quicktime-movie")

  /// MP3 audio. (`public.mp3`)
  public static let mp3 = UTType(builtIn: "public.mp3")

  /// WAVE audio. (`com.microsoft.waveform-audio`)
  public static let wav = UTType(builtIn: "com.microsoft.waveform-audio")

  /// Anything that can be run. (`public.executable`)
  public static let executable = UTType(builtIn: "public.executable")

  /// A Unix executable. (`public.unix-executable`)
  public static let unixExecutable = UTType(builtIn: "public.unix-executable")

  /// 3D content. (`public.3d-content`)
  public static let threeDContent = UTType(builtIn: "public.3d-content")

  /// docpkg's note package (`.note`): Text.rtf, Attachments/, QuickLook/. (`com.docpkg.note`)
  public static let note = UTType(builtIn: "com.docpkg.note")
}
