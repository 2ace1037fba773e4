// The QuickLook icon of a note: its text in black on white. UIKit or AppKit draws it on Apple
// platforms, docpkg's Drawing on Linux.
#if canImport(UIKit)
  import UIKit

  enum NoteIcon {
    static func png(for text: String, size: Int) -> Data? {
      let side = CGFloat(size)
      let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
      return renderer.pngData { context in
        UIColor.white.setFill()
        context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        (text as NSString).draw(
          in: CGRect(x: side / 16, y: side / 16, width: side * 7 / 8, height: side * 7 / 8),
          withAttributes: [.font: UIFont.systemFont(ofSize: side / 21)])
      }
    }
  }
#elseif canImport(AppKit)
  import AppKit

  enum NoteIcon {
    static func png(for text: String, size: Int) -> Data? {
      let side = CGFloat(size)
      let image = NSImage(size: NSSize(width: side, height: side), flipped: true) { rect in
        NSColor.white.setFill()
        rect.fill()
        (text as NSString).draw(
          in: rect.insetBy(dx: side / 16, dy: side / 16),
          withAttributes: [.font: NSFont.systemFont(ofSize: side / 21)])
        return true
      }
      guard let tiff = image.tiffRepresentation, let bitmap = NSBitmapImageRep(data: tiff) else {
        return nil
      }
      return bitmap.representation(using: .png, properties: [:])
    }
  }
#else
  import Drawing
  import Foundation
  import Imaging

  enum NoteIcon {
    static func png(for text: String, size: Int) -> Data? {
      var canvas = Canvas(width: size, height: size, background: .white)
      let margin = size / 16
      let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        TextParagraph(String($0), style: TextStyle(size: Double(size) / 21))
      }
      canvas.drawText(
        paragraphs,
        in: PixelRect(x: margin, y: margin, width: size - 2 * margin, height: size - 2 * margin))
      return try? PNGEncoder.encode(canvas.makeImage())
    }
  }
#endif
