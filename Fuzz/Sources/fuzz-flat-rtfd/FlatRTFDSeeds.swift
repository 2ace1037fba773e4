import FileWrappers
import Foundation

/// Flat RTFD seeds serialised by the project's own writer from trees of every shape.
enum FlatRTFDSeeds {
  static func make() -> [String: Data] {
    func file(_ text: String) -> FileWrapper {
      FileWrapper(regularFileWithContents: Data(text.utf8))
    }
    let shapes: [String: FileWrapper] = [
      "rtfd": FileWrapper(directoryWithFileWrappers: [
        "TXT.rtf": file(#"{\rtf1\ansi {{\NeXTGraphic a.png \width20 \height20}"# + "\u{AC}}}"),
        "a.png": FileWrapper(regularFileWithContents: Data([0x89, 0x50, 0x4E, 0x47])),
      ]),
      "nested": FileWrapper(directoryWithFileWrappers: [
        "dir": FileWrapper(directoryWithFileWrappers: [
          "inner": FileWrapper(directoryWithFileWrappers: ["empty": file("")]),
          "name with spaces ü.txt": file("x"),
        ]),
        "link": FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: "dir/inner")),
      ]),
      "empty": FileWrapper(directoryWithFileWrappers: [:]),
      "single": file("just a file"),
    ]
    var seeds: [String: Data] = [:]
    for (name, wrapper) in shapes {
      seeds["flat-\(name)"] = wrapper.serializedRepresentation
    }
    // A collision: two children wanting the same name get Apple's `N__#$!@%!#__` keys.
    let collided = FileWrapper(directoryWithFileWrappers: [:])
    for text in ["one", "two", "three"] {
      let child = file(text)
      child.preferredFilename = "same.txt"
      _ = collided.addFileWrapper(child)
    }
    seeds["flat-collisions"] = collided.serializedRepresentation
    return seeds
  }
}
