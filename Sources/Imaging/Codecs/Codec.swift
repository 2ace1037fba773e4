/// A codec whose library Imaging loads at run time (`dlopen`), so that building docpkg needs
/// no development package for it and a machine without the library loses only that format.
///
/// ```swift
/// for codec in Codec.allCases {
///   print(codec.rawValue, codec.status)
/// }
/// ```
public enum Codec: String, Sendable, CaseIterable {
  /// GIF, through giflib.
  case gif
  /// TIFF, through libtiff.
  case tiff
  /// WebP, through libwebp.
  case webp
  /// HEIF, HEIC and AVIF, through libheif (with its HEVC and AV1 decoders).
  case heif
  /// PDF, through poppler's GLib interface (rendering with cairo).
  case poppler
  /// SVG, through librsvg (rendering with its cairo).
  case rsvg
  /// JPEG 2000 (the JPEG 2000 members of icns files), through OpenJPEG.
  case jp2
  /// Video containers (QuickTime, MPEG-4), through FFmpeg's libavformat (with libavutil).
  case avformat
  /// Video decoding (H.264, HEVC and the rest), through FFmpeg's libavcodec.
  case avcodec
  /// Video frame conversion to RGBA and scaling, through FFmpeg's libswscale.
  case swscale

  /// The versioned runtime library opened, as Debian 12 ships it.
  public var libraryName: String {
    switch self {
    case .gif: return "libgif.so.7"
    case .tiff: return "libtiff.so.6"
    case .webp: return "libwebp.so.7"
    case .heif: return "libheif.so.1"
    case .poppler: return "libpoppler-glib.so.8"
    case .rsvg: return "librsvg-2.so.2"
    case .jp2: return "libopenjp2.so.7"
    case .avformat: return "libavformat.so.59"
    case .avcodec: return "libavcodec.so.59"
    case .swscale: return "libswscale.so.6"
    }
  }

  /// The Debian package that installs ``libraryName``.
  public var debianPackage: String {
    switch self {
    case .gif: return "libgif7"
    case .tiff: return "libtiff6"
    case .webp: return "libwebp7"
    case .heif: return "libheif1"
    case .poppler: return "libpoppler-glib8"
    case .rsvg: return "librsvg2-2"
    case .jp2: return "libopenjp2-7"
    case .avformat: return "libavformat59"
    case .avcodec: return "libavcodec59"
    case .swscale: return "libswscale6"
    }
  }

  /// The formats this codec decodes, for messages ("HEIF/HEIC/AVIF").
  public var formatNames: String {
    switch self {
    case .gif: return "GIF"
    case .tiff: return "TIFF"
    case .webp: return "WebP"
    case .heif: return "HEIF/HEIC/AVIF"
    case .poppler: return "PDF"
    case .rsvg: return "SVG"
    case .jp2: return "JPEG 2000"
    case .avformat, .avcodec, .swscale: return "Video"
    }
  }

  /// A function every supported version exports, used to find the loaded file.
  var probeSymbol: String {
    switch self {
    case .gif: return "DGifOpen"
    case .tiff: return "TIFFGetVersion"
    case .webp: return "WebPGetDecoderVersion"
    case .heif: return "heif_get_version"
    case .poppler: return "poppler_get_version"
    case .rsvg: return "rsvg_handle_render_document"
    case .jp2: return "opj_version"
    case .avformat: return "avformat_version"
    case .avcodec: return "avcodec_version"
    case .swscale: return "swscale_version"
    }
  }

  /// The Debian packages to name when the codec is missing: the three FFmpeg libraries go
  /// together, so a missing one names all three.
  var installHint: String {
    switch self {
    case .avformat, .avcodec, .swscale:
      return "the Debian packages libavformat59 libavcodec59 libswscale6"
    default: return "the Debian package \(debianPackage)"
    }
  }

  /// The environment variable that, when set, names the file to open instead of
  /// ``libraryName`` (tests point it at a missing file to check the error).
  public var overrideVariable: String { "DOCPKG_LIB\(rawValue.uppercased())" }

  /// Whether the library loads here, with its version, or why it does not.
  public var status: CodecStatus {
    switch self {
    case .gif: return CodecStatus(GIFLibrary.shared)
    case .tiff: return CodecStatus(TIFFLibrary.shared)
    case .webp: return CodecStatus(WebPLibrary.shared)
    case .heif: return CodecStatus(HEIFLibrary.shared)
    case .poppler: return CodecStatus(PopplerLibrary.shared)
    case .rsvg: return CodecStatus(RSVGLibrary.shared)
    case .jp2: return CodecStatus(OpenJPEGLibrary.shared)
    case .avformat: return CodecStatus(AVFormatLibrary.shared)
    case .avcodec: return CodecStatus(AVCodecLibrary.shared)
    case .swscale: return CodecStatus(SWScaleLibrary.shared)
    }
  }
}
