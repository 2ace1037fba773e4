import Foundation
import TestSupport
import Testing

/// docpkg reads FFmpeg's structs at fixed offsets (`Sources/CCodecABI/include/ffmpeg_abi.h`);
/// this compiles a C program that checks each offset and constant against the real headers
/// (`libavformat-dev`, `libavcodec-dev`, `libswscale-dev`, `libavutil-dev`, installed for
/// the tests only). Skips when `cc` or the headers are missing.
@Suite("FFmpeg struct layouts")
struct FFmpegLayoutTests {
  static let checks: [(String, String)] = [
    ("DOCPKG_AVFMT_NB_STREAMS", "offsetof(AVFormatContext, nb_streams)"),
    ("DOCPKG_AVFMT_STREAMS", "offsetof(AVFormatContext, streams)"),
    ("DOCPKG_AVFMT_DURATION", "offsetof(AVFormatContext, duration)"),
    ("DOCPKG_AVFMT_METADATA", "offsetof(AVFormatContext, metadata)"),
    ("DOCPKG_AVSTREAM_INDEX", "offsetof(AVStream, index)"),
    ("DOCPKG_AVSTREAM_TIME_BASE", "offsetof(AVStream, time_base)"),
    ("DOCPKG_AVSTREAM_DURATION", "offsetof(AVStream, duration)"),
    ("DOCPKG_AVSTREAM_NB_FRAMES", "offsetof(AVStream, nb_frames)"),
    ("DOCPKG_AVSTREAM_SAMPLE_ASPECT_RATIO", "offsetof(AVStream, sample_aspect_ratio)"),
    ("DOCPKG_AVSTREAM_METADATA", "offsetof(AVStream, metadata)"),
    ("DOCPKG_AVSTREAM_AVG_FRAME_RATE", "offsetof(AVStream, avg_frame_rate)"),
    ("DOCPKG_AVSTREAM_R_FRAME_RATE", "offsetof(AVStream, r_frame_rate)"),
    ("DOCPKG_AVSTREAM_CODECPAR", "offsetof(AVStream, codecpar)"),
    ("DOCPKG_AVCODECPAR_CODEC_TYPE", "offsetof(AVCodecParameters, codec_type)"),
    ("DOCPKG_AVCODECPAR_CODEC_ID", "offsetof(AVCodecParameters, codec_id)"),
    ("DOCPKG_AVCODECPAR_FORMAT", "offsetof(AVCodecParameters, format)"),
    ("DOCPKG_AVCODECPAR_BITS_PER_RAW_SAMPLE", "offsetof(AVCodecParameters, bits_per_raw_sample)"),
    ("DOCPKG_AVCODECPAR_WIDTH", "offsetof(AVCodecParameters, width)"),
    ("DOCPKG_AVCODECPAR_HEIGHT", "offsetof(AVCodecParameters, height)"),
    ("DOCPKG_AVCODECPAR_SAMPLE_ASPECT_RATIO", "offsetof(AVCodecParameters, sample_aspect_ratio)"),
    ("DOCPKG_AVCODECPAR_COLOR_TRC", "offsetof(AVCodecParameters, color_trc)"),
    ("DOCPKG_AVFRAME_DATA", "offsetof(AVFrame, data)"),
    ("DOCPKG_AVFRAME_LINESIZE", "offsetof(AVFrame, linesize)"),
    ("DOCPKG_AVFRAME_WIDTH", "offsetof(AVFrame, width)"),
    ("DOCPKG_AVFRAME_HEIGHT", "offsetof(AVFrame, height)"),
    ("DOCPKG_AVFRAME_FORMAT", "offsetof(AVFrame, format)"),
    ("DOCPKG_AVFRAME_SAMPLE_ASPECT_RATIO", "offsetof(AVFrame, sample_aspect_ratio)"),
    ("DOCPKG_AVFRAME_COLOR_RANGE", "offsetof(AVFrame, color_range)"),
    ("DOCPKG_AVFRAME_COLORSPACE", "offsetof(AVFrame, colorspace)"),
    ("DOCPKG_AVPACKET_STREAM_INDEX", "offsetof(AVPacket, stream_index)"),
    ("DOCPKG_AVPACKET_FLAGS", "offsetof(AVPacket, flags)"),
    ("DOCPKG_AVMEDIA_TYPE_VIDEO", "AVMEDIA_TYPE_VIDEO"),
    ("DOCPKG_AV_PKT_DATA_DISPLAYMATRIX", "AV_PKT_DATA_DISPLAYMATRIX"),
    ("DOCPKG_AV_PKT_FLAG_KEY", "AV_PKT_FLAG_KEY"),
    ("DOCPKG_AV_PIX_FMT_RGBA", "AV_PIX_FMT_RGBA"),
    ("DOCPKG_AV_DICT_IGNORE_SUFFIX", "AV_DICT_IGNORE_SUFFIX"),
    ("DOCPKG_AVERROR_EOF", "AVERROR_EOF"),
    ("DOCPKG_AVERROR_EAGAIN", "AVERROR(EAGAIN)"),
    ("DOCPKG_AVSEEK_FLAG_BACKWARD", "AVSEEK_FLAG_BACKWARD"),
    ("DOCPKG_AVCOL_RANGE_JPEG", "AVCOL_RANGE_JPEG"),
    ("DOCPKG_SWS_BICUBIC", "SWS_BICUBIC"),
    ("DOCPKG_SWS_CS_DEFAULT", "SWS_CS_DEFAULT"),
    ("DOCPKG_AV_LOG_QUIET", "AV_LOG_QUIET"),
    ("DOCPKG_AV_TIME_BASE", "AV_TIME_BASE"),
    ("sizeof(docpkg_AVRational)", "sizeof(AVRational)"),
    ("sizeof(docpkg_AVDictionaryEntry)", "sizeof(AVDictionaryEntry)"),
  ]

  @Test func offsetsMatchTheInstalledHeaders() throws {
    let headers = "/usr/include/x86_64-linux-gnu/libavformat/avformat.h"
    let alternative = "/usr/include/aarch64-linux-gnu/libavformat/avformat.h"
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/cc"),
      FileManager.default.fileExists(atPath: headers)
        || FileManager.default.fileExists(atPath: alternative)
    else {
      print("note: cc or the FFmpeg -dev headers missing; layout check skipped")
      return
    }
    // The real headers first: their struct names are complete there and opaque in ours.
    var program = """
      #include <errno.h>
      #include <stddef.h>
      #include <libavformat/avformat.h>
      #include <libavcodec/avcodec.h>
      #include <libswscale/swscale.h>
      #include <libavutil/display.h>
      #define AVFormatContext docpkg_opaque_format
      #define AVInputFormat docpkg_opaque_input
      #define AVStream docpkg_opaque_stream
      #define AVCodec docpkg_opaque_codec
      #define AVCodecContext docpkg_opaque_codec_context
      #define AVCodecParameters docpkg_opaque_parameters
      #define AVFrame docpkg_opaque_frame
      #define AVPacket docpkg_opaque_packet
      #define AVDictionary docpkg_opaque_dictionary
      #define SwsContext docpkg_opaque_sws
      #include "ffmpeg_abi.h"
      #undef AVFormatContext
      #undef AVStream
      #undef AVCodecParameters
      #undef AVFrame
      #undef AVPacket

      """
    for (ours, theirs) in Self.checks {
      program += "_Static_assert((\(ours)) == (\(theirs)), \"\(ours) vs \(theirs)\");\n"
    }
    program += "int main(void) { return 0; }\n"
    try withTemporaryDirectory { dir in
      let source = dir.appendingPathComponent("layout.c")
      try program.write(to: source, atomically: true, encoding: .utf8)
      let include = ProjectPaths.packageRoot.appendingPathComponent("Sources/CCodecABI/include")
      let result = try runProcess(
        URL(fileURLWithPath: "/usr/bin/cc"),
        ["-fsyntax-only", "-I", include.path, source.path])
      #expect(result.status == 0, "\(result.stderrText)")
    }
  }
}
