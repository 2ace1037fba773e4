#ifndef DOCPKG_FFMPEG_ABI_H
#define DOCPKG_FFMPEG_ABI_H
// FFmpeg 5.1 (Debian 12): libavformat.so.59, libavcodec.so.59, libswscale.so.6 and their
// libavutil.so.57, whose functions are resolved through the libavformat handle (dlsym
// searches a library's dependencies). The structs docpkg reads are opaque here: their fields
// are read at the byte offsets below, which Tests/ImagingTests/FFmpegLayoutTests checks
// against the real headers (libavformat-dev and friends, installed for the tests only).
#include <stddef.h>
#include <stdint.h>

typedef struct AVFormatContext AVFormatContext;
typedef struct AVInputFormat AVInputFormat;
typedef struct AVStream AVStream;
typedef struct AVCodec AVCodec;
typedef struct AVCodecContext AVCodecContext;
typedef struct AVCodecParameters AVCodecParameters;
typedef struct AVFrame AVFrame;
typedef struct AVPacket AVPacket;
typedef struct AVDictionary AVDictionary;
typedef struct SwsContext SwsContext;

typedef struct docpkg_AVRational {
  int num;
  int den;
} docpkg_AVRational;

typedef struct docpkg_AVDictionaryEntry {
  char *key;
  char *value;
} docpkg_AVDictionaryEntry;

// Byte offsets of the fields read (LP64), FFmpeg 5.1.
#define DOCPKG_AVFMT_NB_STREAMS 44
#define DOCPKG_AVFMT_STREAMS 48
#define DOCPKG_AVFMT_DURATION 72
#define DOCPKG_AVFMT_METADATA 176
#define DOCPKG_AVSTREAM_INDEX 0
#define DOCPKG_AVSTREAM_TIME_BASE 16
#define DOCPKG_AVSTREAM_DURATION 32
#define DOCPKG_AVSTREAM_NB_FRAMES 40
#define DOCPKG_AVSTREAM_SAMPLE_ASPECT_RATIO 56
#define DOCPKG_AVSTREAM_METADATA 64
#define DOCPKG_AVSTREAM_AVG_FRAME_RATE 72
#define DOCPKG_AVSTREAM_R_FRAME_RATE 200
#define DOCPKG_AVSTREAM_CODECPAR 208
#define DOCPKG_AVCODECPAR_CODEC_TYPE 0
#define DOCPKG_AVCODECPAR_CODEC_ID 4
#define DOCPKG_AVCODECPAR_FORMAT 28
#define DOCPKG_AVCODECPAR_BITS_PER_RAW_SAMPLE 44
#define DOCPKG_AVCODECPAR_WIDTH 56
#define DOCPKG_AVCODECPAR_HEIGHT 60
#define DOCPKG_AVCODECPAR_SAMPLE_ASPECT_RATIO 64
#define DOCPKG_AVCODECPAR_COLOR_TRC 84
#define DOCPKG_AVFRAME_DATA 0
#define DOCPKG_AVFRAME_LINESIZE 64
#define DOCPKG_AVFRAME_WIDTH 104
#define DOCPKG_AVFRAME_HEIGHT 108
#define DOCPKG_AVFRAME_FORMAT 116
#define DOCPKG_AVFRAME_SAMPLE_ASPECT_RATIO 128
#define DOCPKG_AVFRAME_COLOR_RANGE 320
#define DOCPKG_AVFRAME_COLORSPACE 332
#define DOCPKG_AVPACKET_STREAM_INDEX 36
#define DOCPKG_AVPACKET_FLAGS 40

// Constants (enum values and macros of the same headers, checked by the same test).
#define DOCPKG_AVMEDIA_TYPE_VIDEO 0
#define DOCPKG_AV_PKT_DATA_DISPLAYMATRIX 5
#define DOCPKG_AV_PKT_FLAG_KEY 1
#define DOCPKG_AV_PIX_FMT_RGBA 26
#define DOCPKG_AV_DICT_IGNORE_SUFFIX 2
#define DOCPKG_AVERROR_EOF (-541478725)
#define DOCPKG_AVERROR_EAGAIN (-11)
#define DOCPKG_AVSEEK_FLAG_BACKWARD 1
#define DOCPKG_AVCOL_RANGE_JPEG 2
#define DOCPKG_SWS_BICUBIC 4
#define DOCPKG_SWS_CS_DEFAULT 5
#define DOCPKG_AV_LOG_QUIET (-8)
#define DOCPKG_AV_TIME_BASE 1000000

// libavutil
typedef unsigned (*docpkg_avutil_version)(void);
typedef const char *(*docpkg_av_version_info)(void);
typedef void (*docpkg_av_log_set_level)(int level);
typedef int (*docpkg_av_strerror)(int errnum, char *buffer, size_t size);
typedef docpkg_AVDictionaryEntry *(*docpkg_av_dict_get)(const AVDictionary *dictionary,
                                                        const char *key,
                                                        const docpkg_AVDictionaryEntry *previous,
                                                        int flags);
typedef int (*docpkg_av_dict_set)(AVDictionary **dictionary, const char *key, const char *value,
                                  int flags);
typedef void (*docpkg_av_dict_free)(AVDictionary **dictionary);
typedef double (*docpkg_av_display_rotation_get)(const int32_t matrix[9]);
typedef AVFrame *(*docpkg_av_frame_alloc)(void);
typedef void (*docpkg_av_frame_free)(AVFrame **frame);

// libavformat
typedef unsigned (*docpkg_avformat_version)(void);
typedef const AVInputFormat *(*docpkg_av_find_input_format)(const char *name);
typedef int (*docpkg_avformat_open_input)(AVFormatContext **context, const char *url,
                                          const AVInputFormat *format, AVDictionary **options);
typedef int (*docpkg_avformat_find_stream_info)(AVFormatContext *context,
                                                AVDictionary **options);
typedef int (*docpkg_av_find_best_stream)(AVFormatContext *context, int type, int wanted,
                                          int related, const AVCodec **decoder, int flags);
typedef int (*docpkg_av_seek_frame)(AVFormatContext *context, int stream, int64_t timestamp,
                                    int flags);
typedef int (*docpkg_av_read_frame)(AVFormatContext *context, AVPacket *packet);
typedef void (*docpkg_avformat_close_input)(AVFormatContext **context);
typedef uint8_t *(*docpkg_av_stream_get_side_data)(const AVStream *stream, int type,
                                                   size_t *size);

// libavcodec
typedef unsigned (*docpkg_avcodec_version)(void);
typedef const char *(*docpkg_avcodec_get_name)(int codec_id);
typedef AVCodecContext *(*docpkg_avcodec_alloc_context3)(const AVCodec *codec);
typedef void (*docpkg_avcodec_free_context)(AVCodecContext **context);
typedef int (*docpkg_avcodec_parameters_to_context)(AVCodecContext *context,
                                                    const AVCodecParameters *parameters);
typedef int (*docpkg_avcodec_open2)(AVCodecContext *context, const AVCodec *codec,
                                    AVDictionary **options);
typedef int (*docpkg_avcodec_send_packet)(AVCodecContext *context, const AVPacket *packet);
typedef int (*docpkg_avcodec_receive_frame)(AVCodecContext *context, AVFrame *frame);
typedef void (*docpkg_avcodec_flush_buffers)(AVCodecContext *context);
typedef AVPacket *(*docpkg_av_packet_alloc)(void);
typedef void (*docpkg_av_packet_free)(AVPacket **packet);
typedef void (*docpkg_av_packet_unref)(AVPacket *packet);

// libswscale
typedef unsigned (*docpkg_swscale_version)(void);
typedef SwsContext *(*docpkg_sws_getContext)(int source_width, int source_height,
                                             int source_format, int width, int height,
                                             int format, int flags, void *source_filter,
                                             void *filter, const double *parameters);
typedef const int *(*docpkg_sws_getCoefficients)(int colorspace);
typedef int (*docpkg_sws_setColorspaceDetails)(SwsContext *context, const int inverse_table[4],
                                               int source_range, const int table[4],
                                               int range, int brightness, int contrast,
                                               int saturation);
typedef int (*docpkg_sws_scale)(SwsContext *context, const uint8_t *const source[],
                                const int source_stride[], int source_y, int source_height,
                                uint8_t *const destination[], const int destination_stride[]);
typedef void (*docpkg_sws_freeContext)(SwsContext *context);
#endif
