import Drawing
import Foundation
import Imaging

/// Helpers shared by the drawing tests.
enum DrawingTestSupport {
  /// A long paragraph of note-like text (about 500 characters).
  static let noteText = """
    Trip to Lisbon — packing list and plans. Pastéis de nata at Manteigaria, the tram 28 \
    early in the morning before the crowds, and the view from Miradouro da Senhora do Monte \
    at sunset. Remember the charger, the rain jacket (it will rain), and the museum passes. \
    Book the train to Sintra on Thursday; Pena Palace opens at 9:30 and the queue is long by \
    ten. Ask Ana about the fado place in Alfama she liked. Budget: 60 € per day for food, \
    transport passes included in the Lisboa Card, which also covers the Belém tower.
    """

  /// Counts pixels that are not pure white inside and outside `rect`.
  static func ink(in canvas: Canvas, rect: PixelRect) -> (inside: Int, outside: Int) {
    var inside = 0
    var outside = 0
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where canvas.color(x: x, y: y) != .white {
        if rect.contains(x: x, y: y) { inside += 1 } else { outside += 1 }
      }
    }
    return (inside, outside)
  }

  /// Sum of darkness (255 − grey level) over the canvas, a measure of ink.
  static func darkness(_ canvas: Canvas) -> Int {
    let image = canvas.makeImage(layout: .gray)
    return image.pixels.reduce(0) { $0 + 255 - Int($1) }
  }

  /// When `DOCPKG_DRAWING_DUMP` names a folder, writes `image` there as `<name>.png`
  /// (raw RGBA converted by Python Pillow — test-only; Imaging has its own encoder).
  static func dump(_ image: Image, name: String) {
    guard let folder = ProcessInfo.processInfo.environment["DOCPKG_DRAWING_DUMP"] else { return }
    let rgba = image.converted(to: .rgba)
    let raw = URL(fileURLWithPath: folder).appendingPathComponent("\(name).rgba")
    let png = URL(fileURLWithPath: folder).appendingPathComponent("\(name).png")
    do {
      try Data(rgba.pixels).write(to: raw)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", "-c",
        "import sys; from PIL import Image; "
          + "Image.frombytes('RGBA', (int(sys.argv[2]), int(sys.argv[3])), "
          + "open(sys.argv[1], 'rb').read()).save(sys.argv[4]); import os; os.remove(sys.argv[1])",
        raw.path, String(rgba.width), String(rgba.height), png.path,
      ]
      try process.run()
      process.waitUntilExit()
    } catch {
      print("dump \(name): \(error)")
    }
  }
}
