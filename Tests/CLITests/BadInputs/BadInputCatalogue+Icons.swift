import Foundation

extension BadInputCatalogue {
  /// `docpkg thumbnail` on broken icons (icns, ico) and hostile SVGs.
  static let icons: [BadInput] = [
    thumbnailRow("THUMB-50", "ICNS", "header length past the end of the file", 65, "{dir}/in.png") {
      _ in Array("icns".utf8) + be32(4096) + Array("is32".utf8) + be32(16) + [1, 2, 3, 4]
    },
    thumbnailRow("THUMB-51", "ICNS", "element length 4 (below its own header)", 65, "{dir}/in.png")
    {
      _ in Array("icns".utf8) + be32(16) + Array("il32".utf8) + be32(4)
    },
    thumbnailRow("THUMB-52", "ICNS", "it32 run-length data cut short", 65, "{dir}/in.png") { _ in
      let body = Array("it32".utf8) + be32(8 + 6) + [0, 0, 0, 0, 0x85, 7]
      return Array("icns".utf8) + be32(8 + body.count) + body
    },
    thumbnailRow(
      "THUMB-53", "ICNS", "only a JPEG 2000 member, its header cut short", 65, "{dir}/in.png"
    ) {
      _ in
      let body = Array("ic09".utf8) + be32(16) + [0, 0, 0, 0x0C, 0x6A, 0x50, 0x20, 0x20]
      return Array("icns".utf8) + be32(8 + body.count) + body
    },
    thumbnailRow("THUMB-54", "ICO", "directory entry pointing past the end", 65, "{dir}/in.png") {
      _ in [0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 1, 0, 0, 22, 0, 0, 0, 0x89, 0x50]
    },
    thumbnailRow(
      "THUMB-55", "SVG", "10 levels of 10 `<use>` each (10^10 instances)", 65, "referenced elements"
    ) {
      _ in
      var text =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
        + "width=\"100\" height=\"100\"><defs><rect id=\"l0\" width=\"1\" height=\"1\"/>"
      for level in 1...10 {
        text += "<g id=\"l\(level)\">"
        for _ in 0..<10 { text += "<use xlink:href=\"#l\(level - 1)\"/>" }
        text += "</g>"
      }
      return Array((text + "</defs><use xlink:href=\"#l10\"/></svg>").utf8)
    },
    thumbnailRow(
      "THUMB-56", "SVG", "1000000×1000000 canvas (rendered at the thumbnail size)", 0, "",
      outputs: ["out.png"]
    ) { _ in
      Array(
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1000000\" height=\"1000000\">"
          + "<rect width=\"1000000\" height=\"1000000\" fill=\"#08f\"/></svg>").utf8)
    },
    movieRow(
      "THUMB-57", "movie `moov` box declared 4096 bytes, file ends after 8", "{dir}/in.mov"
    ) {
      Array("ftyp".utf8).withSize() + Array("qt  ".utf8) + [0, 0, 0, 0] + be32(4096)
        + Array("moov".utf8)
    },
    movieRow("THUMB-58", "movie with a `ftyp` box and nothing else", "not a readable QuickTime") {
      Array("ftyp".utf8).withSize() + Array("qt  ".utf8) + [0, 0, 0, 0]
    },
  ]

  /// `docpkg thumbnail DIR/in.mov` on the movie bytes `bytes()`: exit 65 (skipped in
  /// effect when FFmpeg is missing, which exits 69: the row then fails loudly).
  private static func movieRow(
    _ id: String, _ input: String, _ message: String, bytes: @escaping @Sendable () -> [UInt8]
  ) -> BadInput {
    BadInput(
      id: id, format: "Video", input: input, exitCode: 65, message: message,
      setup: { work in
        let input = try Fixtures.file(work, "in.mov", bytes())
        return ["thumbnail", input, "-o", work.path + "/out.png"]
      })
  }

  private static func be32(_ value: Int) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }
}

extension [UInt8] {
  /// A box: the 4-byte type (self) preceded by its size, for a box of 8 bytes plus `body`
  /// bytes written after it by the caller (16: `ftyp` with brand and version).
  fileprivate func withSize() -> [UInt8] { [0, 0, 0, 16] + self }
}
