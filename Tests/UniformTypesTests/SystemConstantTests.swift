import Testing
import UniformTypes

/// Apple's `UTType` constants name declared built-in types.
@Suite("UTType constants")
struct SystemConstantTests {
  @Test(arguments: [
    UTType.diskImage,
    UTType.resolvable,
    UTType.mountPoint,
    UTType.urlBookmarkData,
    UTType.fileURL,
    UTType.utf8TabSeparatedText,
    UTType.assemblyLanguageSource,
    UTType.cSource,
    UTType.objectiveCSource,
    UTType.cPlusPlusSource,
    UTType.objectiveCPlusPlusSource,
    UTType.cHeader,
    UTType.cPlusPlusHeader,
    UTType.appleScript,
    UTType.osaScript,
    UTType.osaScriptBundle,
    UTType.javaScript,
    UTType.perlScript,
    UTType.rubyScript,
    UTType.phpScript,
    UTType.makefile,
    UTType.webArchive,
    UTType.rawImage,
    UTType.livePhoto,
    UTType.usd,
    UTType.usdz,
    UTType.realityFile,
    UTType.sceneKitScene,
    UTType.arReferenceObject,
    UTType.mpeg,
    UTType.mpeg2Video,
    UTType.mpeg2TransportStream,
    UTType.mpeg4Audio,
    UTType.appleProtectedMPEG4Audio,
    UTType.appleProtectedMPEG4Video,
    UTType.avi,
    UTType.aiff,
    UTType.midi,
    UTType.playlist,
    UTType.m3uPlaylist,
    UTType.pluginBundle,
    UTType.spotlightImporter,
    UTType.quickLookGenerator,
    UTType.xpcService,
    UTType.framework,
    UTType.applicationExtension,
    UTType.exe,
    UTType.systemPreferencesPane,
    UTType.appleArchive,
    UTType.tarArchive,
    UTType.message,
    UTType.contact,
    UTType.vCard,
    UTType.toDoItem,
    UTType.calendarEvent,
    UTType.emailMessage,
    UTType.internetLocation,
    UTType.bookmark,
    UTType.pkcs12,
    UTType.x509Certificate,
  ])
  func constantIsDeclared(_ type: UTType) {
    #expect(type.isDeclared, "\(type.identifier)")
    #expect(!type.isDynamic)
  }

  @Test func constantsConformAsApplesDo() {
    #expect(UTType.cSource.conforms(to: .sourceCode))
    #expect(UTType.usdz.conforms(to: .threeDContent))
    #expect(UTType.framework.conforms(to: .bundle))
    #expect(UTType.tarArchive.conforms(to: .archive))
    #expect(UTType.vCard.conforms(to: .contact))
    #expect(UTType.mpeg4Audio.conforms(to: .audio))
    #expect(UTType(filenameExtension: "tar") == .tarArchive)
  }
}
