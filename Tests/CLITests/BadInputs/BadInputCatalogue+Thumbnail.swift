import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension BadInputCatalogue {
  /// `docpkg thumbnail` on broken and hostile images, and on outputs it cannot write.
  static let thumbnail: [BadInput] = [
    thumbnailRow("THUMB-01", "any", "path that does not exist", 66, "{dir}/missing.png") { _ in
      nil
    },
    thumbnailRow("THUMB-02", "any", "text file named .png", 65, "not a supported image") { _ in
      Array("hello".utf8)
    },
    thumbnailRow("THUMB-03", "any", "empty file", 65, "not a supported image") { _ in [] },
    thumbnailRow(
      "THUMB-04", "PNG", "header claims 100000×100000 (pixel bomb)", 65, "over the limit"
    ) { _ in
      Fixtures.pngHeader(
        width: 100_000, height: 100_000,
        rest: Fixtures.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
          + Fixtures.chunk("IEND", []))
    },
    thumbnailRow("THUMB-05", "PNG", "header claims 0×0", 65, "{dir}/in.png") { _ in
      Fixtures.pngHeader(width: 0, height: 0)
    },
    thumbnailRow("THUMB-06", "PNG", "truncated after IHDR", 65, "{dir}/in.png") { _ in
      Fixtures.pngHeader(width: 16, height: 16)
    },
    thumbnailRow("THUMB-07", "PNG", "valid file cut in half", 65, "{dir}/in.png") { _ in
      let png = try Fixtures.png(width: 64, height: 64)
      return Array(png.prefix(png.count / 2))
    },
    thumbnailRow("THUMB-08", "PNG", "IHDR with a wrong CRC", 65, "{dir}/in.png") { _ in
      var bytes = try Fixtures.png()
      bytes[29] ^= 0xFF
      return bytes
    },
    thumbnailRow("THUMB-09", "PNG", "IDAT that is not zlib data", 65, "{dir}/in.png") { _ in
      Fixtures.pngHeader(
        width: 4, height: 4,
        rest: Fixtures.chunk("IDAT", [UInt8](repeating: 0xAB, count: 40))
          + Fixtures.chunk("IEND", []))
    },
    thumbnailRow("THUMB-10", "PNG", "chunk length of 2^31−1 (lying length)", 65, "{dir}/in.png") {
      _ in
      Fixtures.pngHeader(
        width: 4, height: 4, rest: Fixtures.bigEndian(0x7FFF_FFFF) + Array("IDAT".utf8) + [1, 2])
    },
    thumbnailRow("THUMB-11", "JPEG", "SOI and SOF only (truncated)", 65, "{dir}/in.png") { _ in
      Fixtures.jpegHeader(width: 16, height: 16)
    },
    thumbnailRow(
      "THUMB-12", "JPEG", "header claims 60000×60000 (pixel bomb)", 65, "over the limit"
    ) { _ in Fixtures.jpeg(width: 60000, height: 60000) },
    thumbnailRow("THUMB-13", "JPEG", "SOI then garbage", 65, "{dir}/in.png") { _ in
      [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0x42, count: 200)
    },
    thumbnailRow("THUMB-14", "GIF", "logical screen only (truncated)", 65, "{dir}/in.png") { _ in
      Fixtures.gifHeader(width: 10, height: 10)
    },
    thumbnailRow("THUMB-15", "BMP", "width 0", 65, "{dir}/in.png") { _ in
      Fixtures.bmp(width: 0, height: 4)
    },
    thumbnailRow(
      "THUMB-16", "BMP", "header claims 100000×100000 (pixel bomb)", 65, "over the limit"
    ) { _ in Fixtures.bmp(width: 100_000, height: 100_000) },
    thumbnailRow("THUMB-17", "BMP", "pixel data shorter than declared", 65, "{dir}/in.png") { _ in
      Fixtures.bmp(width: 64, height: 64, pixels: [1, 2, 3])
    },
    thumbnailRow("THUMB-18", "BMP", "bit count 7 (invalid)", 65, "{dir}/in.png") { _ in
      Fixtures.bmp(width: 4, height: 4, bitCount: 7, pixels: [UInt8](repeating: 0, count: 64))
    },
    thumbnailRow(
      "THUMB-19", "BMP", "RLE8 runs past the image (clipped, written)", 0, "",
      outputs: ["out.png"]
    ) { _ in
      Fixtures.bmp(
        width: 4, height: 4, bitCount: 8, compression: 1, pixelOffset: 54 + 1024,
        pixels: [UInt8](repeating: 0, count: 1024) + [255, 7, 255, 7, 255, 7, 0, 1])
    },
    thumbnailRow("THUMB-20", "TIFF", "first IFD offset past the end", 65, "{dir}/in.png") { _ in
      [0x49, 0x49, 0x2A, 0x00, 0xF0, 0xFF, 0xFF, 0x0F] + [UInt8](repeating: 0, count: 16)
    },
    thumbnailRow("THUMB-21", "TIFF", "IFD with 65535 entries, file ends", 65, "{dir}/in.png") {
      _ in [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08, 0xFF, 0xFF, 0x01, 0x00]
    },
    thumbnailRow("THUMB-22", "WebP", "RIFF header only", 65, "{dir}/in.png") { _ in
      Array("RIFF".utf8) + [0x40, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [0x10, 0, 0, 0]
    },
    BadInput(
      id: "THUMB-23", format: "output", input: "output folder does not exist", exitCode: 73,
      message: "{dir}/no/such/dir/out.png",
      setup: { work in
        ["thumbnail", try sample(work), "-o", work.path + "/no/such/dir/out.png"]
      }),
    BadInput(
      id: "THUMB-24", format: "output", input: "output folder is read-only", exitCode: 73,
      message: "{dir}/ro/out.png", asNobody: true,
      setup: { work in
        let folder = try Fixtures.folder(work, "ro")
        chmod(folder, 0o555)
        return ["thumbnail", try sample(work), "-o", folder + "/out.png"]
      }),
    BadInput(
      id: "THUMB-25", format: "output", input: "output path is an existing folder",
      exitCode: 73, message: "{dir}/taken",
      setup: { work in
        ["thumbnail", try sample(work), "-o", try Fixtures.folder(work, "taken")]
      }),
    BadInput(
      id: "THUMB-26", format: "output", input: "failed decode leaves an existing output intact",
      exitCode: 65, message: "{dir}/bad.png",
      setup: { work in
        try Fixtures.text(work, "out.png", "previous contents")
        let bad = try Fixtures.file(work, "bad.png", Fixtures.pngHeader(width: 9, height: 9))
        return ["thumbnail", bad, "-o", work.path + "/out.png"]
      }),
    BadInput(
      id: "THUMB-27", format: "CLI", input: "-o with two inputs", exitCode: 64,
      message: "-o takes one input",
      setup: { work in ["thumbnail", try sample(work), try sample(work, "b.png"), "-o", "x.png"] }),
    BadInput(
      id: "THUMB-28", format: "CLI", input: "--size 0", exitCode: 64, message: "--size",
      setup: { work in ["thumbnail", try sample(work), "-o", "x.png", "--size", "0"] }),
    BadInput(
      id: "THUMB-29", format: "CLI", input: "--size 10x", exitCode: 64, message: "--size",
      setup: { work in ["thumbnail", try sample(work), "-o", "x.png", "--size", "10x"] }),
    BadInput(
      id: "THUMB-30", format: "CLI", input: "--mode unknown", exitCode: 64, message: "--mode",
      setup: { work in ["thumbnail", try sample(work), "-o", "x.png", "--mode", "zoom"] }),
    BadInput(
      id: "THUMB-31", format: "CLI", input: "--jobs 0", exitCode: 64, message: "--jobs",
      setup: { work in ["thumbnail", try sample(work), "-o", "x.png", "--jobs", "0"] }),
    BadInput(
      id: "THUMB-32", format: "any", input: "a FIFO as the image (must not block)",
      exitCode: 66, message: "{dir}/pipe.png",
      setup: { work in
        ["thumbnail", try Fixtures.fifo(work, "pipe.png"), "-o", work.path + "/out.png"]
      }),
    BadInput(
      id: "THUMB-33", format: "any", input: "a folder as the image", exitCode: 65,
      message: "{dir}/dir.png: not a package",
      setup: { work in
        ["thumbnail", try Fixtures.folder(work, "dir.png"), "-o", work.path + "/out.png"]
      }),
    BadInput(
      id: "THUMB-34", format: "any", input: "unreadable image", exitCode: 66,
      message: "{dir}/secret.png", asNobody: true,
      setup: { work in
        let path = try Fixtures.file(work, "secret.png", try Fixtures.png())
        chmod(path, 0)
        return ["thumbnail", path, "-o", work.path + "/out.png"]
      }),
    BadInput(
      id: "THUMB-35", format: "any", input: "one bad input among good ones (--output-dir)",
      exitCode: 65, message: "{dir}/bad.png", outputs: ["out/a.png", "out/c.png", "out"],
      setup: { work in
        [
          "thumbnail", try sample(work, "a.png"),
          try Fixtures.file(work, "bad.png", Array("no".utf8)), try sample(work, "c.png"),
          "--output-dir", work.path + "/out",
        ]
      }),
    BadInput(
      id: "THUMB-36", format: "output", input: "output over RLIMIT_FSIZE (disk-full stand-in)",
      exitCode: 73, message: "{dir}/out.png: cannot write: File too large",
      fileSizeLimit: 300,
      setup: { work in
        try Fixtures.text(work, "out.png", "previous contents")
        let big = try Fixtures.file(work, "noise.png", try Fixtures.noisePNG(size: 300))
        return ["thumbnail", big, "-o", work.path + "/out.png"]
      }),
    BadInput(
      id: "THUMB-37", format: "any", input: "sparse 4 GiB file named .png (zeros)",
      exitCode: 65, message: "not a supported image",
      setup: { work in
        [
          "thumbnail", try Fixtures.sparse(work, "huge.png", size: 4 << 30), "-o",
          work.path + "/out.png",
        ]
      }),
    BadInput(
      id: "THUMB-38", format: "CLI", input: "two inputs with the same name into --output-dir",
      exitCode: 64, message: "would write the same file",
      setup: { work in
        [
          "thumbnail", try sample(work, "a/x.png"), try sample(work, "b/x.png"), "--output-dir",
          work.path + "/out",
        ]
      }),
    BadInput(
      id: "THUMB-39", format: "output", input: "--output-dir is an existing file", exitCode: 73,
      message: "{dir}/taken",
      setup: { work in
        [
          "thumbnail", try sample(work, "a.png"), try sample(work, "b.png"), "--output-dir",
          try Fixtures.text(work, "taken", "x"),
        ]
      }),
    thumbnailRow("THUMB-40", "WebP", "VP8X canvas 16384×16384 (pixel bomb)", 65, "{dir}/in.png") {
      _ in
      let vp8x: [UInt8] = [0, 0, 0, 0] + [0xFF, 0x3F, 0x00, 0xFF, 0x3F, 0x00]
      return Array("RIFF".utf8) + Fixtures.littleEndian(UInt32(4 + 8 + 10)) + Array("WEBP".utf8)
        + Array("VP8X".utf8) + Fixtures.littleEndian(10) + vp8x
    },
    thumbnailRow("THUMB-41", "GIF", "frame larger than the 65535×65535 screen", 65, "{dir}/in.png")
    {
      _ in
      Fixtures.gifHeader(width: 65535, height: 65535)
        + [0x2C, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]
    },
    BadInput(
      id: "THUMB-42", format: "CLI", input: "--size 65535 --upscale (a 17 GB canvas)",
      exitCode: 64, message: "over the limit of 178956970 pixels",
      setup: { work in
        ["thumbnail", try sample(work), "-o", work.path + "/x.png", "--size", "65535", "--upscale"]
      }),
  ]

  /// A row that writes `bytes(work)` to `in.png` (or nothing when `nil`) and thumbnails it.
  static func thumbnailRow(
    _ id: String, _ format: String, _ input: String, _ exitCode: Int32, _ message: String,
    outputs: [String] = [], bytes: @escaping @Sendable (URL) throws -> [UInt8]?
  ) -> BadInput {
    BadInput(
      id: id, format: format, input: input, exitCode: exitCode,
      message: message, outputs: outputs,
      setup: { work in
        let input: String
        if let data = try bytes(work) {
          input = try Fixtures.file(work, "in.png", data)
        } else {
          input = work.path + "/missing.png"
        }
        return ["thumbnail", input, "-o", work.path + "/out.png"]
      })
  }

  /// A small valid PNG in the work folder.
  static func sample(_ work: URL, _ name: String = "a.png") throws -> String {
    try Fixtures.file(work, name, try Fixtures.png(width: 32, height: 24))
  }
}
