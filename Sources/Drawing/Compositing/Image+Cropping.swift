import Imaging

extension Image {
  /// The pixels inside `rect`, which must lie within the image.
  func cropped(to rect: PixelRect) -> Image {
    let channels = layout.channels
    var out = [UInt8]()
    out.reserveCapacity(rect.width * rect.height * channels)
    for row in rect.y..<rect.maxY {
      let start = (row * width + rect.x) * channels
      out.append(contentsOf: pixels[start..<(start + rect.width * channels)])
    }
    return Image(width: rect.width, height: rect.height, layout: layout, pixels: out)
  }
}
