import Foundation

#if canImport(AppKit)
  import AppKit
#elseif canImport(UIKit)
  import UIKit
#endif
#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#else
  import UniformTypes
#endif
#if !canImport(AppKit) && !canImport(UIKit)
  import AppKitText
  import FileWrappers
#endif

/// The client's document types, as an app declares them.
public enum ClientTypes {
  /// Teaches the type system the declarations an Apple app has in its Info.plist (Apple
  /// platforms read the app's Info.plist themselves; on Linux the bundled copy is
  /// registered).
  public static func registerDeclarations() {
    #if !canImport(UniformTypeIdentifiers)
      guard
        let url = Bundle.module.url(forResource: "TypeDeclarations", withExtension: "plist"),
        let data = try? Data(contentsOf: url),
        let declarations = try? UTTypeDeclaration.declarations(fromPropertyList: data)
      else { return }
      try? UTTypeRegistry.register(declarations)
    #endif
  }

  /// The app's own note package (exported).
  public static let note: UTType = {
    registerDeclarations()
    return UTType(exportedAs: "com.example.client-note", conformingTo: .package)
  }()

  /// Another app's spreadsheet (imported).
  public static let sheet: UTType = {
    registerDeclarations()
    return UTType(importedAs: "org.example.client-sheet", conformingTo: .data)
  }()

  /// The type for a file name, as a document browser picks it.
  public static func type(ofFileNamed name: String) -> UTType? {
    let ext = (name as NSString).pathExtension
    registerDeclarations()
    return UTType(tag: ext, tagClass: .filenameExtension, conformingTo: nil)
  }
}
