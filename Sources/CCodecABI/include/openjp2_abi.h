#ifndef DOCPKG_OPENJP2_ABI_H
#define DOCPKG_OPENJP2_ABI_H
// OpenJPEG 2.x (libopenjp2.so.7): decoding a JPEG 2000 stream (JP2 file or raw J2K
// codestream) from memory through stream callbacks. The decoder parameters struct
// (opj_dparameters_t, about 8 KiB) is never declared: docpkg passes a zeroed buffer larger
// than it (DOCPKG_OPJ_DPARAMETERS_BUFFER) to opj_set_default_decoder_parameters.
#include <stddef.h>
#include <stdint.h>

typedef struct docpkg_opj_codec docpkg_opj_codec;
typedef struct docpkg_opj_stream docpkg_opj_stream;

#define DOCPKG_OPJ_CODEC_J2K 0
#define DOCPKG_OPJ_CODEC_JP2 2
#define DOCPKG_OPJ_DPARAMETERS_BUFFER 16384

typedef struct opj_image_comp {
  uint32_t dx, dy, w, h, x0, y0, prec, bpp, sgnd, resno_decoded, factor;
  int32_t *data;
  uint16_t alpha;
} opj_image_comp_t;

typedef struct opj_image {
  uint32_t x0, y0, x1, y1, numcomps;
  int color_space;
  opj_image_comp_t *comps;
  uint8_t *icc_profile_buf;
  uint32_t icc_profile_len;
} opj_image_t;

typedef size_t (*docpkg_opj_stream_read_fn)(void *buffer, size_t count, void *user);
typedef int64_t (*docpkg_opj_stream_skip_fn)(int64_t count, void *user);
typedef int (*docpkg_opj_stream_seek_fn)(int64_t offset, void *user);
typedef void (*docpkg_opj_msg_callback)(const char *message, void *user);

typedef const char *(*docpkg_opj_version)(void);
typedef docpkg_opj_codec *(*docpkg_opj_create_decompress)(int format);
typedef void (*docpkg_opj_destroy_codec)(docpkg_opj_codec *codec);
typedef void (*docpkg_opj_set_default_decoder_parameters)(void *parameters);
typedef int (*docpkg_opj_setup_decoder)(docpkg_opj_codec *codec, void *parameters);
typedef int (*docpkg_opj_set_error_handler)(docpkg_opj_codec *codec,
                                            docpkg_opj_msg_callback callback, void *user);
typedef int (*docpkg_opj_read_header)(docpkg_opj_stream *stream, docpkg_opj_codec *codec,
                                      opj_image_t **image);
typedef int (*docpkg_opj_decode)(docpkg_opj_codec *codec, docpkg_opj_stream *stream,
                                 opj_image_t *image);
typedef int (*docpkg_opj_end_decompress)(docpkg_opj_codec *codec, docpkg_opj_stream *stream);
typedef void (*docpkg_opj_image_destroy)(opj_image_t *image);
typedef docpkg_opj_stream *(*docpkg_opj_stream_create)(size_t buffer_size, int is_input);
typedef void (*docpkg_opj_stream_destroy)(docpkg_opj_stream *stream);
typedef void (*docpkg_opj_stream_set_read_function)(docpkg_opj_stream *stream,
                                                    docpkg_opj_stream_read_fn read);
typedef void (*docpkg_opj_stream_set_skip_function)(docpkg_opj_stream *stream,
                                                    docpkg_opj_stream_skip_fn skip);
typedef void (*docpkg_opj_stream_set_seek_function)(docpkg_opj_stream *stream,
                                                    docpkg_opj_stream_seek_fn seek);
typedef void (*docpkg_opj_stream_set_user_data)(docpkg_opj_stream *stream, void *user,
                                                void (*free_user)(void *));
typedef void (*docpkg_opj_stream_set_user_data_length)(docpkg_opj_stream *stream,
                                                       uint64_t length);
#endif
