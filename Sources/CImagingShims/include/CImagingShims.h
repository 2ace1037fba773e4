// Error-code wrappers around libpng and libjpeg, whose errors unwind with setjmp/longjmp,
// which Swift cannot call. Every function returns an IMS_* status; on failure the handle's
// message says what the library reported. No libpng or libjpeg type appears here.
#ifndef CIMAGINGSHIMS_H
#define CIMAGINGSHIMS_H

#include <stddef.h>
#include <stdint.h>

enum {
  IMS_OK = 0,
  IMS_ERR_CORRUPT = 1,
  IMS_ERR_TRUNCATED = 2,
  IMS_ERR_MEMORY = 3,
  IMS_ERR_IO = 4,
  IMS_ERR_NOT_FOUND = 5,
};

// MARK: PNG decoding

/// The most bytes libpng may allocate at once (its largest legitimate allocation is a row
/// buffer of at most 8 MB), the most bytes it may keep for one ancillary chunk (text, ICC
/// profile, after decompression), and the most ancillary chunks it keeps; Spec/Limits.md.
#define IMS_PNG_ALLOCATION_MAX (32u * 1024u * 1024u)
#define IMS_PNG_CHUNK_MALLOC_MAX (8u * 1024u * 1024u)
#define IMS_PNG_CHUNK_CACHE_MAX 1000u

typedef struct ims_png ims_png;

typedef struct {
  uint32_t width;
  uint32_t height;
  int bit_depth;
  int color_type;
  int interlaced;
  int has_transparency;
} ims_png_header;

typedef struct {
  int channels;
  size_t row_bytes;
} ims_png_layout;

/// Opens a decoder over memory (`path == NULL`) or a file. Returns NULL only when out of
/// memory; otherwise check `ims_png_status`.
ims_png *ims_png_open(const uint8_t *data, size_t size, const char *path);
void ims_png_close(ims_png *png);
int ims_png_status(const ims_png *png);
const char *ims_png_message(const ims_png *png);
/// Reads the chunks before the image data.
int ims_png_read_header(ims_png *png, ims_png_header *header);
/// Sets the 8-bit RGB(A)/grey(alpha) transforms and reports the output row layout.
int ims_png_start(ims_png *png, ims_png_layout *layout);
/// Reads `count` rows of a non-interlaced image.
int ims_png_read_rows(ims_png *png, uint8_t *const *rows, uint32_t count);
/// Reads every row (all Adam7 passes) into `rows`, one pointer per image row.
int ims_png_read_image(ims_png *png, uint8_t *const *rows);
/// Reads the chunks after the image data, checking them.
int ims_png_finish(ims_png *png);

// MARK: PNG encoding

typedef struct {
  const char *key;
  const char *text;
} ims_png_text;

/// Encodes 8-bit rows (`color_type` as in the PNG spec: 0, 2, 4 or 6) into a malloc'd buffer
/// the caller frees with `ims_free`. `strategy` is a zlib strategy (Z_DEFAULT_STRATEGY,
/// Z_RLE, ...) or -1 for libpng's choice (Z_FILTERED for filtered rows); `paeth_only` filters
/// every row with Paeth instead of libpng's choice per row. On failure writes a
/// message into `message`.
int ims_png_encode(
  const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_bytes, int color_type,
  int compression_level, int strategy, int paeth_only, const ims_png_text *texts, int text_count,
  uint8_t **output, size_t *output_size, char *message, size_t message_size);

void ims_free(void *pointer);

/// The CPUs this process may run on (its affinity mask; one system call, no file read, unlike
/// sysconf or Foundation's activeProcessorCount, which read /sys and cgroup files).
int ims_cpu_count(void);

/// The same PNG as `ims_png_encode` written a row at a time (`ims_png_stream_row`, `height`
/// times, then `ims_png_stream_finish`). Open returns NULL on failure, with a message.
typedef struct ims_png_stream ims_png_stream;
ims_png_stream *ims_png_stream_open(
  uint32_t width, uint32_t height, int color_type, int compression_level, int strategy,
  int paeth_only, const ims_png_text *texts, int text_count, char *message, size_t message_size);
int ims_png_stream_row(ims_png_stream *stream, const uint8_t *row);
/// Hands over the PNG bytes (the caller frees them with `ims_free`).
int ims_png_stream_finish(
  ims_png_stream *stream, uint8_t **output, size_t *output_size, char *message,
  size_t message_size);
void ims_png_stream_close(ims_png_stream *stream);


// MARK: JPEG decoding

typedef struct ims_jpeg ims_jpeg;

typedef struct {
  uint32_t width;
  uint32_t height;
  int components;
  /// 1 grey, 2 YCbCr, 3 RGB, 4 CMYK, 5 YCCK (libjpeg's J_COLOR_SPACE numbering).
  int color_space;
  int progressive;
  int adobe;
  /// The APP1 "Exif\0\0" marker's payload, owned by the decoder; NULL when absent.
  const uint8_t *exif;
  size_t exif_size;
} ims_jpeg_header;

typedef struct {
  /// 1, 2, 4 or 8.
  int scale_denominator;
  /// 0 grey, 1 RGB, 2 CMYK.
  int output;
  /// Faster, slightly less exact: no fancy upsampling, fast integer IDCT.
  int fast;
  /// For progressive files at 1/8 scale: stop reading once every DC coefficient is known
  /// (to within one quantisation step), since a 1×1 IDCT uses nothing else.
  int dc_only;
} ims_jpeg_parameters;

typedef struct {
  uint32_t width;
  uint32_t height;
  int components;
} ims_jpeg_output;

ims_jpeg *ims_jpeg_open(const uint8_t *data, size_t size, const char *path);
void ims_jpeg_close(ims_jpeg *jpeg);
int ims_jpeg_status(const ims_jpeg *jpeg);
const char *ims_jpeg_message(const ims_jpeg *jpeg);
int ims_jpeg_read_header(ims_jpeg *jpeg, ims_jpeg_header *header);
int ims_jpeg_start(
  ims_jpeg *jpeg, const ims_jpeg_parameters *parameters, ims_jpeg_output *output);
/// Reads the next `count` scanlines into `rows`.
int ims_jpeg_read_rows(ims_jpeg *jpeg, uint8_t *const *rows, uint32_t count);

#endif
