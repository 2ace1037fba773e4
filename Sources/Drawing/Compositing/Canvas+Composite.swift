import Imaging

extension Canvas {
  /// Draws `image` with its top-left corner at (`x`, `y`), alpha-over what is already there.
  ///
  /// Any `Image.Layout` is accepted; layouts without alpha are copied opaquely. Parts
  /// outside the canvas are clipped. The image is not scaled — resample it first.
  /// - Complexity: O(pixels of `image` inside the canvas).
  public mutating func composite(_ image: Image, x: Int, y: Int) {
    let target = PixelRect(x: x, y: y, width: image.width, height: image.height)
    let area = target.intersection(bounds)
    guard !area.isEmpty else { return }
    let channels = image.layout.channels
    let layout = image.layout
    let canvasWidth = width
    image.pixels.withUnsafeBufferPointer { source in
      storage.withUnsafeMutableBufferPointer { pixels in
        for row in area.y..<area.maxY {
          var s = ((row - y) * image.width + (area.x - x)) * channels
          var d = (row * canvasWidth + area.x) * 4
          for _ in 0..<area.width {
            switch layout {
            case .gray:
              pixels[d] = source[s]
              pixels[d + 1] = source[s]
              pixels[d + 2] = source[s]
              pixels[d + 3] = 255
            case .rgb:
              pixels[d] = source[s]
              pixels[d + 1] = source[s + 1]
              pixels[d + 2] = source[s + 2]
              pixels[d + 3] = 255
            case .grayAlpha:
              Blending.blend(
                RGBAColor(gray: source[s], alpha: source[s + 1]), coverage: 255, into: pixels,
                at: d)
            case .rgba:
              Blending.blend(
                RGBAColor(
                  red: source[s], green: source[s + 1], blue: source[s + 2], alpha: source[s + 3]),
                coverage: 255, into: pixels, at: d)
            }
            s += channels
            d += 4
          }
        }
      }
    }
  }

  /// Draws `image` centred in `rect` (unscaled), clipped to `rect` and the canvas.
  ///
  /// Handy after resampling a picture to fit or fill `rect`: a fill-mode result larger than
  /// the rectangle is cropped around its centre.
  public mutating func composite(_ image: Image, centeredIn rect: PixelRect) {
    let x = rect.x + (rect.width - image.width) / 2
    let y = rect.y + (rect.height - image.height) / 2
    let clip = rect.intersection(bounds)
    guard !clip.isEmpty else { return }
    if clip.contains(x: x, y: y),
      clip.contains(x: x + image.width - 1, y: y + image.height - 1)
    {
      composite(image, x: x, y: y)
      return
    }
    // Crop the part of the image that falls inside the clip rectangle.
    let visible = PixelRect(x: x, y: y, width: image.width, height: image.height)
      .intersection(clip)
    guard !visible.isEmpty else { return }
    composite(
      image.cropped(
        to: PixelRect(
          x: visible.x - x, y: visible.y - y, width: visible.width, height: visible.height)),
      x: visible.x, y: visible.y)
  }
}
