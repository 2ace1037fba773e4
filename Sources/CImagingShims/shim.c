#define _GNU_SOURCE
#include "CImagingShims.h"

#include <errno.h>
#include <sched.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>
#include <jpeglib.h>
#include <jerror.h>

void ims_free(void *pointer) { free(pointer); }

int ims_cpu_count(void) {
  static int count = 0;  // a race here only computes the same value twice
  if (count == 0) {
    cpu_set_t set;
    count = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : 1;
    if (count < 1) count = 1;
  }
  return count;
}

// MARK: - PNG decoding

struct ims_png {
  png_structp png;
  png_infop info;
  jmp_buf jump;
  FILE *file;
  const uint8_t *data;
  size_t size;
  size_t offset;
  int code;
  char message[256];
};

static void ims_set_error(int *code, char *message, size_t size, int new_code, const char *text) {
  if (*code != IMS_OK) return;
  *code = new_code;
  snprintf(message, size, "%s", text);
}

// Opens `path` for reading, or records why not (ENOENT: not found; anything else: I/O) and
// returns NULL.
static FILE *ims_open_file(const char *path, int *code, char *message, size_t size) {
  FILE *file = fopen(path, "rb");
  if (file == NULL) {
    int error = errno;
    ims_set_error(code, message, size, error == ENOENT ? IMS_ERR_NOT_FOUND : IMS_ERR_IO,
                  strerror(error));
  }
  return file;
}

static void ims_png_error(png_structp png, png_const_charp text) {
  ims_png *s = png_get_error_ptr(png);
  ims_set_error(&s->code, s->message, sizeof s->message, IMS_ERR_CORRUPT, text);
  longjmp(s->jump, 1);
}

static void ims_png_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

// libpng allocates an ancillary chunk (text, ICC profile) at the length its header
// claims before reading it, and treats "chunk data is too large" as a warning, so a 400-byte
// file claiming a 2 GB tEXt chunk made it allocate 2 GB (found by Fuzz/ image-decode).
// Refusing any single allocation over IMS_PNG_ALLOCATION_MAX makes libpng skip such a chunk
// (or fail cleanly); its legitimate allocations are row buffers, at most 8 MB for the widest
// image it accepts (1,000,000 pixels of 16-bit RGBA).
static png_voidp ims_png_malloc(png_structp png, png_alloc_size_t size) {
  (void)png;
  if (size > IMS_PNG_ALLOCATION_MAX) return NULL;
  return malloc(size);
}

static void ims_png_free(png_structp png, png_voidp pointer) {
  (void)png;
  free(pointer);
}

static void ims_png_read_memory(png_structp png, png_bytep out, size_t length) {
  ims_png *s = png_get_io_ptr(png);
  if (length > s->size - s->offset) {
    ims_set_error(&s->code, s->message, sizeof s->message, IMS_ERR_TRUNCATED,
                  "data ends before the image does");
    png_error(png, "truncated");
  }
  memcpy(out, s->data + s->offset, length);
  s->offset += length;
}

static void ims_png_read_file(png_structp png, png_bytep out, size_t length) {
  ims_png *s = png_get_io_ptr(png);
  if (fread(out, 1, length, s->file) != length) {
    if (ferror(s->file)) {
      ims_set_error(&s->code, s->message, sizeof s->message, IMS_ERR_IO, strerror(errno));
    } else {
      ims_set_error(&s->code, s->message, sizeof s->message, IMS_ERR_TRUNCATED,
                    "data ends before the image does");
    }
    png_error(png, "read failed");
  }
}

ims_png *ims_png_open(const uint8_t *data, size_t size, const char *path) {
  ims_png *s = calloc(1, sizeof *s);
  if (s == NULL) return NULL;
  if (path != NULL) {
    s->file = ims_open_file(path, &s->code, s->message, sizeof s->message);
    if (s->file == NULL) return s;
    setvbuf(s->file, NULL, _IOFBF, 1 << 16);
  } else {
    s->data = data;
    s->size = size;
  }
  s->png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, s, ims_png_error, ims_png_warning,
                                    NULL, ims_png_malloc, ims_png_free);
  if (s->png == NULL) {
    ims_set_error(&s->code, s->message, sizeof s->message, IMS_ERR_MEMORY, "out of memory");
    return s;
  }
  s->info = png_create_info_struct(s->png);
  if (s->info == NULL) {
    ims_set_error(&s->code, s->message, sizeof s->message, IMS_ERR_MEMORY, "out of memory");
    return s;
  }
  png_set_read_fn(s->png, s, path != NULL ? ims_png_read_file : ims_png_read_memory);
  // The caller enforces its own pixel limit before allocating; libpng's default per-side
  // limit of 1,000,000 stays as a second line. Beside the allocation cap (ims_png_malloc),
  // cap ancillary chunks' sizes and count as libpng itself can.
  png_set_chunk_malloc_max(s->png, IMS_PNG_CHUNK_MALLOC_MAX);
  png_set_chunk_cache_max(s->png, IMS_PNG_CHUNK_CACHE_MAX);
  return s;
}

void ims_png_close(ims_png *s) {
  if (s == NULL) return;
  if (s->png != NULL) png_destroy_read_struct(&s->png, s->info != NULL ? &s->info : NULL, NULL);
  if (s->file != NULL) fclose(s->file);
  free(s);
}

int ims_png_status(const ims_png *s) { return s->code; }
const char *ims_png_message(const ims_png *s) { return s->message; }

int ims_png_read_header(ims_png *s, ims_png_header *header) {
  if (s->code != IMS_OK) return s->code;
  if (setjmp(s->jump)) return s->code;
  png_read_info(s->png, s->info);
  png_uint_32 width = 0, height = 0;
  int depth = 0, color = 0, interlace = 0;
  png_get_IHDR(s->png, s->info, &width, &height, &depth, &color, &interlace, NULL, NULL);
  header->width = width;
  header->height = height;
  header->bit_depth = depth;
  header->color_type = color;
  header->interlaced = interlace != PNG_INTERLACE_NONE;
  header->has_transparency = png_get_valid(s->png, s->info, PNG_INFO_tRNS) != 0;
  return IMS_OK;
}

int ims_png_start(ims_png *s, ims_png_layout *layout) {
  if (s->code != IMS_OK) return s->code;
  if (setjmp(s->jump)) return s->code;
  png_set_expand(s->png);
  png_set_scale_16(s->png);
  if (png_get_interlace_type(s->png, s->info) != PNG_INTERLACE_NONE) {
    png_set_interlace_handling(s->png);
  }
  png_read_update_info(s->png, s->info);
  layout->channels = png_get_channels(s->png, s->info);
  layout->row_bytes = png_get_rowbytes(s->png, s->info);
  return IMS_OK;
}

int ims_png_read_rows(ims_png *s, uint8_t *const *rows, uint32_t count) {
  if (s->code != IMS_OK) return s->code;
  if (setjmp(s->jump)) return s->code;
  png_read_rows(s->png, (png_bytepp)rows, NULL, count);
  return IMS_OK;
}

int ims_png_read_image(ims_png *s, uint8_t *const *rows) {
  if (s->code != IMS_OK) return s->code;
  if (setjmp(s->jump)) return s->code;
  png_read_image(s->png, (png_bytepp)rows);
  return IMS_OK;
}

int ims_png_finish(ims_png *s) {
  if (s->code != IMS_OK) return s->code;
  if (setjmp(s->jump)) return s->code;
  png_read_end(s->png, NULL);
  return IMS_OK;
}

// MARK: - PNG encoding

typedef struct {
  jmp_buf jump;
  uint8_t *buffer;
  size_t size;
  size_t capacity;
  int code;
  char message[256];
} ims_png_writer;

static void ims_png_write_error(png_structp png, png_const_charp text) {
  ims_png_writer *w = png_get_error_ptr(png);
  ims_set_error(&w->code, w->message, sizeof w->message, IMS_ERR_CORRUPT, text);
  longjmp(w->jump, 1);
}

static void ims_png_write_data(png_structp png, png_bytep data, size_t length) {
  ims_png_writer *w = png_get_io_ptr(png);
  if (length > w->capacity - w->size) {
    size_t capacity = w->capacity < 4096 ? 4096 : w->capacity;
    while (capacity - w->size < length) capacity *= 2;
    uint8_t *grown = realloc(w->buffer, capacity);
    if (grown == NULL) {
      ims_set_error(&w->code, w->message, sizeof w->message, IMS_ERR_MEMORY, "out of memory");
      png_error(png, "out of memory");
    }
    w->buffer = grown;
    w->capacity = capacity;
  }
  memcpy(w->buffer + w->size, data, length);
  w->size += length;
}

static void ims_png_flush(png_structp png) { (void)png; }

// The settings and header both PNG writers give libpng before any row (inside their setjmp).
static void ims_png_set_header(
  png_structp png, png_infop info, uint32_t width, uint32_t height, int color_type,
  int compression_level, int strategy, int paeth_only, const ims_png_text *texts, int text_count) {
  png_set_compression_level(png, compression_level);
  if (strategy >= 0) png_set_compression_strategy(png, strategy);
  // One filter for every row instead of libpng's choice per row (which filters each row five
  // ways): on photographs Paeth is the one it picks most, within 0.5 % of its size.
  if (paeth_only) png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_PAETH);
  png_set_IHDR(png, info, width, height, 8, color_type, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  if (text_count > 0) {
    png_textp chunks = png_malloc(png, sizeof(png_text) * (size_t)text_count);
    memset(chunks, 0, sizeof(png_text) * (size_t)text_count);
    for (int i = 0; i < text_count; i++) {
      chunks[i].compression = PNG_TEXT_COMPRESSION_NONE;
      chunks[i].key = (png_charp)texts[i].key;
      chunks[i].text = (png_charp)texts[i].text;
      chunks[i].text_length = strlen(texts[i].text);
    }
    png_set_text(png, info, chunks, text_count);
    png_free(png, chunks);
  }
}

int ims_png_encode(
  const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_bytes, int color_type,
  int compression_level, int strategy, int paeth_only, const ims_png_text *texts, int text_count,
  uint8_t **output, size_t *output_size, char *message, size_t message_size) {
  ims_png_writer *w = calloc(1, sizeof *w);
  if (w == NULL) return IMS_ERR_MEMORY;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, w, ims_png_write_error, ims_png_warning);
  png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
  png_bytep *rows = calloc(height > 0 ? height : 1, sizeof *rows);
  int code = IMS_OK;
  if (png == NULL || info == NULL || rows == NULL) {
    ims_set_error(&w->code, w->message, sizeof w->message, IMS_ERR_MEMORY, "out of memory");
  } else if (setjmp(w->jump) == 0) {
    png_set_write_fn(png, w, ims_png_write_data, ims_png_flush);
    ims_png_set_header(png, info, width, height, color_type, compression_level, strategy,
                       paeth_only, texts, text_count);
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)pixels + (size_t)y * row_bytes;
    png_set_rows(png, info, rows);
    png_write_png(png, info, PNG_TRANSFORM_IDENTITY, NULL);
  }
  code = w->code;
  if (png != NULL) png_destroy_write_struct(&png, info != NULL ? &info : NULL);
  free(rows);
  if (code == IMS_OK) {
    *output = w->buffer;
    *output_size = w->size;
  } else {
    free(w->buffer);
    snprintf(message, message_size, "%s", w->message);
  }
  free(w);
  return code;
}

// A PNG written a row at a time: png_write_info, png_write_row per row, png_write_end, which
// is what png_write_png does over a whole image (so the bytes are the same).
struct ims_png_stream {
  ims_png_writer writer;
  png_structp png;
  png_infop info;
};

static void ims_png_stream_message(ims_png_stream *s, char *message, size_t message_size) {
  if (message != NULL && message_size > 0) snprintf(message, message_size, "%s", s->writer.message);
}

ims_png_stream *ims_png_stream_open(
  uint32_t width, uint32_t height, int color_type, int compression_level, int strategy,
  int paeth_only, const ims_png_text *texts, int text_count, char *message, size_t message_size) {
  ims_png_stream *s = calloc(1, sizeof *s);
  if (s == NULL) return NULL;
  ims_png_writer *w = &s->writer;
  s->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, w, ims_png_write_error, ims_png_warning);
  s->info = s->png != NULL ? png_create_info_struct(s->png) : NULL;
  if (s->png == NULL || s->info == NULL) {
    ims_set_error(&w->code, w->message, sizeof w->message, IMS_ERR_MEMORY, "out of memory");
    ims_png_stream_message(s, message, message_size);
    ims_png_stream_close(s);
    return NULL;
  }
  if (setjmp(w->jump) == 0) {
    png_set_write_fn(s->png, w, ims_png_write_data, ims_png_flush);
    ims_png_set_header(s->png, s->info, width, height, color_type, compression_level, strategy,
                       paeth_only, texts, text_count);
    png_write_info(s->png, s->info);
  }
  if (w->code != IMS_OK) {
    ims_png_stream_message(s, message, message_size);
    ims_png_stream_close(s);
    return NULL;
  }
  return s;
}

int ims_png_stream_row(ims_png_stream *s, const uint8_t *row) {
  ims_png_writer *w = &s->writer;
  if (w->code != IMS_OK) return w->code;
  if (setjmp(w->jump) == 0) png_write_row(s->png, (png_const_bytep)row);
  return w->code;
}

int ims_png_stream_finish(
  ims_png_stream *s, uint8_t **output, size_t *output_size, char *message, size_t message_size) {
  ims_png_writer *w = &s->writer;
  if (w->code == IMS_OK && setjmp(w->jump) == 0) png_write_end(s->png, s->info);
  if (w->code != IMS_OK) {
    ims_png_stream_message(s, message, message_size);
    return w->code;
  }
  *output = w->buffer;
  *output_size = w->size;
  w->buffer = NULL;
  return IMS_OK;
}

void ims_png_stream_close(ims_png_stream *s) {
  if (s == NULL) return;
  if (s->png != NULL) png_destroy_write_struct(&s->png, s->info != NULL ? &s->info : NULL);
  free(s->writer.buffer);
  free(s);
}

// MARK: - JPEG decoding

// A file source with a large buffer. libjpeg-turbo's fast Huffman path needs about 512
// bytes per block of an MCU left in the buffer; with the stdio source's 4 KB buffer it falls
// back to the slow bit-by-bit path for most of every refill.
#define IMS_JPEG_BUFFER_SIZE (1 << 18)

typedef struct {
  struct jpeg_source_mgr pub;
  FILE *file;
  JOCTET *buffer;
} ims_jpeg_source;

static void ims_jpeg_init_source(j_decompress_ptr cinfo) { (void)cinfo; }

static boolean ims_jpeg_fill_input_buffer(j_decompress_ptr cinfo) {
  ims_jpeg_source *src = (ims_jpeg_source *)cinfo->src;
  size_t count = fread(src->buffer, 1, IMS_JPEG_BUFFER_SIZE, src->file);
  if (count == 0 && ferror(src->file)) ERREXIT(cinfo, JERR_FILE_READ);
  if (count == 0) {
    WARNMS(cinfo, JWRN_JPEG_EOF);
    src->buffer[0] = (JOCTET)0xFF;
    src->buffer[1] = (JOCTET)JPEG_EOI;
    count = 2;
  }
  src->pub.next_input_byte = src->buffer;
  src->pub.bytes_in_buffer = count;
  return TRUE;
}

static void ims_jpeg_skip_input_data(j_decompress_ptr cinfo, long count) {
  ims_jpeg_source *src = (ims_jpeg_source *)cinfo->src;
  if (count <= 0) return;
  while (count > (long)src->pub.bytes_in_buffer) {
    count -= (long)src->pub.bytes_in_buffer;
    (void)ims_jpeg_fill_input_buffer(cinfo);
  }
  src->pub.next_input_byte += (size_t)count;
  src->pub.bytes_in_buffer -= (size_t)count;
}

static void ims_jpeg_term_source(j_decompress_ptr cinfo) { (void)cinfo; }

static void ims_jpeg_file_source(j_decompress_ptr cinfo, FILE *file) {
  ims_jpeg_source *src = (ims_jpeg_source *)(*cinfo->mem->alloc_small)(
    (j_common_ptr)cinfo, JPOOL_PERMANENT, sizeof(ims_jpeg_source));
  src->buffer = (JOCTET *)(*cinfo->mem->alloc_large)(
    (j_common_ptr)cinfo, JPOOL_PERMANENT, IMS_JPEG_BUFFER_SIZE);
  src->file = file;
  src->pub.init_source = ims_jpeg_init_source;
  src->pub.fill_input_buffer = ims_jpeg_fill_input_buffer;
  src->pub.skip_input_data = ims_jpeg_skip_input_data;
  src->pub.resync_to_restart = jpeg_resync_to_restart;
  src->pub.term_source = ims_jpeg_term_source;
  src->pub.bytes_in_buffer = 0;
  src->pub.next_input_byte = NULL;
  cinfo->src = &src->pub;
}

struct ims_jpeg {
  struct jpeg_decompress_struct cinfo;
  struct jpeg_error_mgr error;
  jmp_buf jump;
  FILE *file;
  int created;
  int started;
  int code;
  char message[JMSG_LENGTH_MAX + 64];
};

static void ims_jpeg_error_exit(j_common_ptr cinfo) {
  ims_jpeg *s = cinfo->client_data;
  if (s->code == IMS_OK) {
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    ims_set_error(&s->code, s->message, sizeof s->message, IMS_ERR_CORRUPT, text);
  }
  longjmp(s->jump, 1);
}

static void ims_jpeg_emit_message(j_common_ptr cinfo, int level) {
  if (level >= 0) return;
  ims_jpeg *s = cinfo->client_data;
  // A premature end is only a warning to libjpeg (it pads with grey); to us it is an error.
  if (cinfo->err->msg_code == JWRN_JPEG_EOF) {
    ims_set_error(&s->code, s->message, sizeof s->message, IMS_ERR_TRUNCATED,
                  "data ends before the image does");
    longjmp(s->jump, 1);
  }
  cinfo->err->num_warnings++;
}

ims_jpeg *ims_jpeg_open(const uint8_t *data, size_t size, const char *path) {
  ims_jpeg *s = calloc(1, sizeof *s);
  if (s == NULL) return NULL;
  if (path != NULL) {
    s->file = ims_open_file(path, &s->code, s->message, sizeof s->message);
    if (s->file == NULL) return s;
    setvbuf(s->file, NULL, _IONBF, 0);  // the source below does its own buffering
  }
  s->cinfo.err = jpeg_std_error(&s->error);
  s->error.error_exit = ims_jpeg_error_exit;
  s->error.emit_message = ims_jpeg_emit_message;
  s->cinfo.client_data = s;
  if (setjmp(s->jump)) return s;
  jpeg_create_decompress(&s->cinfo);
  s->created = 1;
  if (path != NULL) {
    ims_jpeg_file_source(&s->cinfo, s->file);
  } else {
    jpeg_mem_src(&s->cinfo, data, (unsigned long)size);
  }
  return s;
}

void ims_jpeg_close(ims_jpeg *s) {
  if (s == NULL) return;
  if (s->created) jpeg_destroy_decompress(&s->cinfo);
  if (s->file != NULL) fclose(s->file);
  free(s);
}

int ims_jpeg_status(const ims_jpeg *s) { return s->code; }
const char *ims_jpeg_message(const ims_jpeg *s) { return s->message; }

int ims_jpeg_read_header(ims_jpeg *s, ims_jpeg_header *header) {
  if (s->code != IMS_OK) return s->code;
  if (setjmp(s->jump)) return s->code;
  jpeg_save_markers(&s->cinfo, JPEG_APP0 + 1, 0xFFFF);
  jpeg_read_header(&s->cinfo, TRUE);
  header->width = s->cinfo.image_width;
  header->height = s->cinfo.image_height;
  header->components = s->cinfo.num_components;
  header->color_space = (int)s->cinfo.jpeg_color_space;
  header->progressive = s->cinfo.progressive_mode ? 1 : 0;
  header->adobe = s->cinfo.saw_Adobe_marker ? 1 : 0;
  header->exif = NULL;
  header->exif_size = 0;
  for (jpeg_saved_marker_ptr m = s->cinfo.marker_list; m != NULL; m = m->next) {
    if (m->marker == JPEG_APP0 + 1 && m->data_length >= 6 && memcmp(m->data, "Exif\0\0", 6) == 0) {
      header->exif = m->data;
      header->exif_size = m->data_length;
      break;
    }
  }
  return IMS_OK;
}

// Whether every component's DC coefficients are known to within one quantisation step.
static int ims_jpeg_dc_ready(j_decompress_ptr cinfo) {
  if (cinfo->coef_bits == NULL) return 0;
  for (int c = 0; c < cinfo->num_components; c++) {
    int bits = cinfo->coef_bits[c][0];
    if (bits < 0 || bits > 1) return 0;
  }
  return 1;
}

int ims_jpeg_start(
  ims_jpeg *s, const ims_jpeg_parameters *parameters, ims_jpeg_output *output) {
  if (s->code != IMS_OK) return s->code;
  if (setjmp(s->jump)) return s->code;
  j_decompress_ptr cinfo = &s->cinfo;
  cinfo->scale_num = 1;
  cinfo->scale_denom = (unsigned int)parameters->scale_denominator;
  switch (parameters->output) {
    case 0: cinfo->out_color_space = JCS_GRAYSCALE; break;
    case 2: cinfo->out_color_space = JCS_CMYK; break;
    default: cinfo->out_color_space = JCS_RGB; break;
  }
  if (parameters->fast) {
    cinfo->do_fancy_upsampling = FALSE;
    cinfo->dct_method = JDCT_IFAST;
  }
  int partial = parameters->dc_only && cinfo->progressive_mode && parameters->scale_denominator == 8;
  cinfo->buffered_image = partial ? TRUE : FALSE;
  jpeg_start_decompress(cinfo);
  if (partial) {
    for (;;) {
      int result = jpeg_consume_input(cinfo);
      if (result == JPEG_REACHED_EOI || result == JPEG_SUSPENDED) break;
      if (result == JPEG_SCAN_COMPLETED && ims_jpeg_dc_ready(cinfo)) break;
    }
    jpeg_start_output(cinfo, cinfo->input_scan_number);
  }
  s->started = 1;
  output->width = cinfo->output_width;
  output->height = cinfo->output_height;
  output->components = cinfo->output_components;
  return IMS_OK;
}

int ims_jpeg_read_rows(ims_jpeg *s, uint8_t *const *rows, uint32_t count) {
  if (s->code != IMS_OK) return s->code;
  if (setjmp(s->jump)) return s->code;
  j_decompress_ptr cinfo = &s->cinfo;
  uint32_t done = 0;
  while (done < count && cinfo->output_scanline < cinfo->output_height) {
    JDIMENSION read = jpeg_read_scanlines(cinfo, (JSAMPARRAY)(rows + done), count - done);
    if (read == 0) break;
    done += read;
  }
  if (done < count) {
    ims_set_error(&s->code, s->message, sizeof s->message, IMS_ERR_TRUNCATED,
                  "data ends before the image does");
  }
  return s->code;
}
