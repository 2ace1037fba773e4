// Apple's remaining `UTType` constants (UniformTypeIdentifiers' system declarations), each
// naming a type of the built-in table; the common ones are in `UTType+Constants.swift`.
extension UTType {
  /// A disk image. (`public.disk-image`)
  public static let diskImage = UTType(builtIn: "public.disk-image")

  /// An item that resolves to another: an alias or a link. (`com.apple.resolvable`)
  public static let resolvable = UTType(builtIn: "com.apple.resolvable")

  /// The root of a mounted volume. (`com.apple.mount-point`)
  public static let mountPoint = UTType(builtIn: "com.apple.mount-point")

  /// URL bookmark data. (`com.apple.bookmark`)
  public static let urlBookmarkData = UTType(builtIn: "com.apple.bookmark")

  /// A URL naming a file. (`public.file-url`)
  public static let fileURL = UTType(builtIn: "public.file-url")

  /// UTF-8 tab-separated values. (`public.utf8-tab-separated-values-text`)
  public static let utf8TabSeparatedText = UTType(builtIn: "public.utf8-tab-separated-values-text")

  /// Assembly language source. (`public.assembly-source`)
  public static let assemblyLanguageSource = UTType(builtIn: "public.assembly-source")

  /// C source. (`public.c-source`)
  public static let cSource = UTType(builtIn: "public.c-source")

  /// Objective-C source. (`public.objective-c-source`)
  public static let objectiveCSource = UTType(builtIn: "public.objective-c-source")

  /// C++ source. (`public.c-plus-plus-source`)
  public static let cPlusPlusSource = UTType(builtIn: "public.c-plus-plus-source")

  /// Objective-C++ source. (`public.objective-c-plus-plus-source`)
  public static let objectiveCPlusPlusSource = UTType(
    builtIn: "public.objective-c-plus-plus-source")

  /// A C header. (`public.c-header`)
  public static let cHeader = UTType(builtIn: "public.c-header")

  /// A C++ header. (`public.c-plus-plus-header`)
  public static let cPlusPlusHeader = UTType(builtIn: "public.c-plus-plus-header")

  /// AppleScript source text. (`com.apple.applescript.text`)
  public static let appleScript = UTType(builtIn: "com.apple.applescript.text")

  /// A compiled OSA script. (`com.apple.applescript.script`)
  public static let osaScript = UTType(builtIn: "com.apple.applescript.script")

  /// An OSA script bundle. (`com.apple.applescript.script-bundle`)
  public static let osaScriptBundle = UTType(builtIn: "com.apple.applescript.script-bundle")

  /// JavaScript source. (`com.netscape.javascript-source`)
  public static let javaScript = UTType(builtIn: "com.netscape.javascript-source")

  /// A Perl script. (`public.perl-script`)
  public static let perlScript = UTType(builtIn: "public.perl-script")

  /// A Ruby script. (`public.ruby-script`)
  public static let rubyScript = UTType(builtIn: "public.ruby-script")

  /// A PHP script. (`public.php-script`)
  public static let phpScript = UTType(builtIn: "public.php-script")

  /// A makefile. (`public.make-source`)
  public static let makefile = UTType(builtIn: "public.make-source")

  /// A WebKit web archive. (`com.apple.webarchive`)
  public static let webArchive = UTType(builtIn: "com.apple.webarchive")

  /// A camera raw image. (`public.camera-raw-image`)
  public static let rawImage = UTType(builtIn: "public.camera-raw-image")

  /// A Live Photo. (`com.apple.live-photo`)
  public static let livePhoto = UTType(builtIn: "com.apple.live-photo")

  /// Universal Scene Description. (`com.pixar.universal-scene-description`)
  public static let usd = UTType(builtIn: "com.pixar.universal-scene-description")

  /// A USDZ package. (`com.pixar.universal-scene-description-mobile`)
  public static let usdz = UTType(builtIn: "com.pixar.universal-scene-description-mobile")

  /// A Reality Composer file. (`com.apple.reality`)
  public static let realityFile = UTType(builtIn: "com.apple.reality")

  /// A SceneKit scene. (`com.apple.scenekit.scene`)
  public static let sceneKitScene = UTType(builtIn: "com.apple.scenekit.scene")

  /// An ARKit reference object. (`com.apple.arobject`)
  public static let arReferenceObject = UTType(builtIn: "com.apple.arobject")

  /// MPEG-1 or MPEG-2 content. (`public.mpeg`)
  public static let mpeg = UTType(builtIn: "public.mpeg")

  /// MPEG-2 video. (`public.mpeg-2-video`)
  public static let mpeg2Video = UTType(builtIn: "public.mpeg-2-video")

  /// An MPEG-2 transport stream. (`public.mpeg-2-transport-stream`)
  public static let mpeg2TransportStream = UTType(builtIn: "public.mpeg-2-transport-stream")

  /// MPEG-4 audio. (`public.mpeg-4-audio`)
  public static let mpeg4Audio = UTType(builtIn: "public.mpeg-4-audio")

  /// Protected MPEG-4 audio (iTunes). (`com.apple.protected-mpeg-4-audio`)
  public static let appleProtectedMPEG4Audio = UTType(builtIn: "com.apple.protected-mpeg-4-audio")

  /// Protected MPEG-4 video (iTunes). (`com.apple.protected-mpeg-4-video`)
  public static let appleProtectedMPEG4Video = UTType(builtIn: "com.apple.protected-mpeg-4-video")

  /// An AVI movie. (`public.avi`)
  public static let avi = UTType(builtIn: "public.avi")

  /// AIFF audio. (`public.aiff-audio`)
  public static let aiff = UTType(builtIn: "public.aiff-audio")

  /// MIDI audio. (`public.midi-audio`)
  public static let midi = UTType(builtIn: "public.midi-audio")

  /// A playlist. (`public.playlist`)
  public static let playlist = UTType(builtIn: "public.playlist")

  /// An M3U playlist. (`public.m3u-playlist`)
  public static let m3uPlaylist = UTType(builtIn: "public.m3u-playlist")

  /// A plug-in bundle. (`com.apple.plugin`)
  public static let pluginBundle = UTType(builtIn: "com.apple.plugin")

  /// A Spotlight importer. (`com.apple.metadata-importer`)
  public static let spotlightImporter = UTType(builtIn: "com.apple.metadata-importer")

  /// A QuickLook generator. (`com.apple.quicklook-generator`)
  public static let quickLookGenerator = UTType(builtIn: "com.apple.quicklook-generator")

  /// An XPC service bundle. (`com.apple.xpc-service`)
  public static let xpcService = UTType(builtIn: "com.apple.xpc-service")

  /// A framework bundle. (`com.apple.framework`)
  public static let framework = UTType(builtIn: "com.apple.framework")

  /// An app extension. (`com.apple.application-and-system-extension`)
  public static let applicationExtension = UTType(
    builtIn: "com.apple.application-and-system-extension")

  /// A Windows executable. (`com.microsoft.windows-executable`)
  public static let exe = UTType(builtIn: "com.microsoft.windows-executable")

  /// A System Preferences pane. (`com.apple.systempreference.prefpane`)
  public static let systemPreferencesPane = UTType(builtIn: "com.apple.systempreference.prefpane")

  /// An Apple Archive. (`com.apple.archive`)
  public static let appleArchive = UTType(builtIn: "com.apple.archive")

  /// A tar archive. (`public.tar-archive`)
  public static let tarArchive = UTType(builtIn: "public.tar-archive")

  /// A message. (`public.message`)
  public static let message = UTType(builtIn: "public.message")

  /// A contact. (`public.contact`)
  public static let contact = UTType(builtIn: "public.contact")

  /// A vCard. (`public.vcard`)
  public static let vCard = UTType(builtIn: "public.vcard")

  /// A to-do item. (`public.to-do-item`)
  public static let toDoItem = UTType(builtIn: "public.to-do-item")

  /// A calendar event. (`public.calendar-event`)
  public static let calendarEvent = UTType(builtIn: "public.calendar-event")

  /// An email message. (`public.email-message`)
  public static let emailMessage = UTType(builtIn: "public.email-message")

  /// An internet location file. (`com.apple.internet-location`)
  public static let internetLocation = UTType(builtIn: "com.apple.internet-location")

  /// A bookmark. (`public.bookmark`)
  public static let bookmark = UTType(builtIn: "public.bookmark")

  /// A PKCS #12 archive. (`com.rsa.pkcs-12`)
  public static let pkcs12 = UTType(builtIn: "com.rsa.pkcs-12")

  /// An X.509 certificate. (`public.x509-certificate`)
  public static let x509Certificate = UTType(builtIn: "public.x509-certificate")
}
