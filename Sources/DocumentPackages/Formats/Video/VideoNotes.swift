import Foundation
import Imaging

/// The `inspect` annotations of a movie (`Spec/Formats/Video.md`).
enum VideoNotes {
  /// The Apple metadata keys shown, with their annotation names.
  static let appleKeys = [
    ("com.apple.quicktime.content.identifier", "contentIdentifier"),
    ("com.apple.quicktime.location.ISO6709", "location"),
    ("com.apple.quicktime.make", "make"),
    ("com.apple.quicktime.model", "model"),
    ("com.apple.quicktime.software", "software"),
    ("com.apple.quicktime.author", "author"),
  ]

  static func notes(of properties: VideoProperties) -> [String: String] {
    var notes: [String: String] = [
      "codec": properties.codec,
      "size": "\(properties.width)x\(properties.height)",
      "displaySize": "\(properties.displayWidth)x\(properties.displayHeight)",
      "rotation": String(properties.rotation),
    ]
    if let duration = properties.duration {
      notes["duration"] = String(format: "%.3f s", duration)
    }
    if let rate = properties.frameRate { notes["frameRate"] = String(format: "%.3f", rate) }
    if let depth = properties.bitDepth { notes["bitDepth"] = String(depth) }
    if let transfer = properties.hdrTransfer { notes["hdr"] = transfer }
    if let date = properties.creationDate { notes["creationDate"] = date }
    let aspect = properties.pixelAspectRatio
    if aspect.numerator != aspect.denominator {
      notes["pixelAspectRatio"] = "\(aspect.numerator):\(aspect.denominator)"
    }
    for (key, name) in appleKeys {
      if let value = properties.metadata[key] { notes[name] = value }
    }
    return notes
  }
}
