import TextFiles

extension DocumentThumbnailer {
  /// A thumbnail of `lines` as a plain text page (the first a title): what the kinds without a
  /// picture of their own (Core Data stores and models) show.
  func textPage(_ lines: [String]) -> Result {
    let page = TextThumbnail(fonts: composer.fonts).render(
      TextPageLayout(text: lines.joined(separator: "\n"), kind: .plain))
    return Result(image: thumbnailer.thumbnail(of: page), source: .composed, warnings: [])
  }
}
