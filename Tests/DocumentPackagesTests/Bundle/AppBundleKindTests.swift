import DocumentPackages
import Foundation
import Imaging
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Application bundles")
struct AppBundleKindTests {
  static func plist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0"><dict>\(body)</dict></plist>
    """
  }

  /// An icns holding one 32×32 PNG member of a solid colour.
  static func icns(red: UInt8) throws -> Data {
    var picture = Image(width: 32, height: 32, layout: .rgb)
    for i in stride(from: 0, to: picture.pixels.count, by: 3) { picture.pixels[i] = red }
    let png = [UInt8](try PNGEncoder.encode(picture))
    func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
    let element = Array("ic05".utf8) + be32(png.count + 8) + png
    return Data(Array("icns".utf8) + be32(element.count + 8) + element)
  }

  static func makeApp(at url: URL, plist: String?, files: [String: Data]) throws {
    let contents = url.appendingPathComponent("Contents/Resources")
    try FileManager.default.createDirectory(at: contents, withIntermediateDirectories: true)
    if let plist {
      try Data(plist.utf8).write(to: url.appendingPathComponent("Contents/Info.plist"))
    }
    for (name, data) in files { try data.write(to: contents.appendingPathComponent(name)) }
  }

  static let maker = DocumentThumbnailer(
    thumbnailer: Thumbnailer(geometry: ThumbnailGeometry(size: 32)))

  @Test("CFBundleIconFile without extension finds Resources/NAME.icns")
  func iconFile() throws {
    try withTemporaryDirectory { dir in
      let app = dir.appendingPathComponent("Tool.app")
      try Self.makeApp(
        at: app, plist: Self.plist("<key>CFBundleIconFile</key><string>AppIcon</string>"),
        files: ["AppIcon.icns": try Self.icns(red: 200)])
      let result = try Self.maker.thumbnail(ofDocumentAt: app)
      #expect(result.source == .packagePreview)
      #expect(result.warnings.isEmpty)
      #expect(result.image.rgba(x: 16, y: 16).r == 200)
      let inspection = try DocumentInspector().inspect(path: app.path)
      #expect(inspection.format == .appBundle)
      #expect(inspection.issues.isEmpty)
    }
  }

  @Test("an icon only in Assets.car: generic icon, and inspect says so")
  func assetCatalogOnly() throws {
    try withTemporaryDirectory { dir in
      let app = dir.appendingPathComponent("Modern.app")
      try Self.makeApp(
        at: app, plist: Self.plist("<key>CFBundleIconName</key><string>AppIcon</string>"),
        files: ["Assets.car": Data("BOMStore".utf8)])
      let result = try Self.maker.thumbnail(ofDocumentAt: app)
      #expect(result.source == .icon)
      #expect(result.warnings.first?.contains("Assets.car") == true)
      let inspection = try DocumentInspector().inspect(path: app.path)
      #expect(inspection.issues.map(\.rule) == ["APP-2"])
    }
  }

  @Test("an icon that is a symbolic link out of the bundle is not followed")
  func linkedIcon() throws {
    try withTemporaryDirectory { dir in
      let outside = dir.appendingPathComponent("outside.icns")
      try Self.icns(red: 10).write(to: outside)
      let app = dir.appendingPathComponent("Linked.app")
      try Self.makeApp(
        at: app, plist: Self.plist("<key>CFBundleIconFile</key><string>X.icns</string>"),
        files: [:])
      #expect(
        symlink(outside.path, app.appendingPathComponent("Contents/Resources/X.icns").path) == 0)
      let result = try Self.maker.thumbnail(ofDocumentAt: app)
      #expect(result.source == .icon)
    }
  }

  @Test("a binary Info.plist naming CFBundleIcons files (flat iOS layout)")
  func binaryPlist() throws {
    try withTemporaryDirectory { dir in
      let app = dir.appendingPathComponent("Phone.app")
      try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
      let info: [String: Any] = [
        "CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["Icon60x60"]]]
      ]
      let data = try PropertyListSerialization.data(
        fromPropertyList: info, format: .binary, options: 0)
      try data.write(to: app.appendingPathComponent("Info.plist"))
      var picture = Image(width: 8, height: 8, layout: .rgb)
      picture.pixels[0] = 77
      try PNGEncoder.encode(picture).write(to: app.appendingPathComponent("Icon60x60@2x.png"))
      let result = try Self.maker.thumbnail(ofDocumentAt: app)
      #expect(result.source == .packagePreview)
    }
  }

  @Test("each corpus .app shows its own icon")
  func corpusApps() throws {
    guard let folder = ProjectPaths.corpus("icons") else {
      print("note: corpus not found; skipping bundle corpus")
      return
    }
    let apps = (FileManager.default.subpaths(atPath: folder.path) ?? [])
      .filter { $0.hasSuffix(".app") && $0.contains("/") }
    #expect(apps.count >= 3)
    for app in apps {
      let url = folder.appendingPathComponent(app)
      let result = try Self.maker.thumbnail(ofDocumentAt: url)
      #expect(result.source == .packagePreview, "\(app): \(result.warnings)")
    }
  }

  @Test("a versioned framework (not a package) is a bundle: its icon, in list and detect")
  func versionedFramework() throws {
    try withTemporaryDirectory { dir in
      let framework = dir.appendingPathComponent("Kit.framework")
      let resources = framework.appendingPathComponent("Versions/A/Resources")
      try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
      try Data(Self.plist("<key>CFBundleIconFile</key><string>Kit</string>").utf8).write(
        to: resources.appendingPathComponent("Info.plist"))
      try Self.icns(red: 120).write(to: resources.appendingPathComponent("Kit.icns"))
      try FileManager.default.createSymbolicLink(
        atPath: framework.appendingPathComponent("Versions/Current").path, withDestinationPath: "A")
      try FileManager.default.createSymbolicLink(
        atPath: framework.appendingPathComponent("Resources").path,
        withDestinationPath: "Versions/Current/Resources")
      #expect(try DocumentFormat.detect(path: framework.path) == .appBundle)
      let result = try Self.maker.thumbnail(ofDocumentAt: framework)
      #expect(result.source == .packagePreview)
      #expect(result.image.rgba(x: 16, y: 16).r == 120)
      let inspection = try DocumentInspector().inspect(path: framework.path)
      #expect(inspection.format == .appBundle)
      #expect(inspection.typeIdentifier == "com.apple.framework")
      let listed = try DocumentLister().list(folder: dir)
      #expect(listed.map(\.format) == ["app-bundle"])
    }
  }

  @Test("a plain folder named like no bundle type stays a plain folder")
  func plainFolderStaysPlain() throws {
    try withTemporaryDirectory { dir in
      let folder = dir.appendingPathComponent("Photos 2024")
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("Contents"), withIntermediateDirectories: true)
      #expect(throws: DocumentPackageError.self) { try DocumentFormat.detect(path: folder.path) }
    }
  }
}
