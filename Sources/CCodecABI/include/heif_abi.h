#ifndef DOCPKG_HEIF_ABI_H
#define DOCPKG_HEIF_ABI_H
// libheif 1.15+ (libheif.so.1): reading a file from memory, its primary image, thumbnails
// and Exif, and decoding to interleaved 8-bit RGB(A).
#include <stddef.h>
#include <stdint.h>

struct heif_context;
struct heif_image_handle;
struct heif_image;
typedef uint32_t heif_item_id;

#define DOCPKG_HEIF_ERROR_OK 0
#define DOCPKG_HEIF_ERROR_INVALID_INPUT 2
#define DOCPKG_HEIF_ERROR_UNSUPPORTED_FILETYPE 3
#define DOCPKG_HEIF_ERROR_UNSUPPORTED_FEATURE 4
#define DOCPKG_HEIF_ERROR_MEMORY 6
#define DOCPKG_HEIF_ERROR_DECODER_PLUGIN 7
#define DOCPKG_HEIF_SUBERROR_END_OF_DATA 100
#define DOCPKG_HEIF_SUBERROR_SECURITY_LIMIT 1000

#define DOCPKG_HEIF_COLORSPACE_RGB 1
#define DOCPKG_HEIF_CHROMA_INTERLEAVED_RGB 10
#define DOCPKG_HEIF_CHROMA_INTERLEAVED_RGBA 11
#define DOCPKG_HEIF_CHANNEL_INTERLEAVED 10
#define DOCPKG_HEIF_COMPRESSION_HEVC 1
#define DOCPKG_HEIF_COMPRESSION_AV1 4

typedef struct heif_error {
  int code;
  int subcode;
  const char *message;
} heif_error;

// Always allocated by heif_decoding_options_alloc; fields past `version` exist only when
// the library filled in that version.
typedef struct heif_decoding_options {
  uint8_t version;
  uint8_t ignore_transformations;
  void *start_progress;
  void *on_progress;
  void *end_progress;
  void *progress_user_data;
  uint8_t convert_hdr_to_8bit;
  uint8_t strict_decoding;
  const char *decoder_id;
} heif_decoding_options;

typedef const char *(*docpkg_heif_get_version)(void);
typedef int (*docpkg_heif_have_decoder_for_format)(int format);
typedef struct heif_context *(*docpkg_heif_context_alloc)(void);
typedef void (*docpkg_heif_context_free)(struct heif_context *);
typedef heif_error (*docpkg_heif_context_read_from_memory_without_copy)(
    struct heif_context *, const void *data, size_t size, const void *reading_options);
typedef void (*docpkg_heif_context_set_maximum_image_size_limit)(struct heif_context *,
                                                                 int maximum_width);
typedef heif_error (*docpkg_heif_context_get_primary_image_handle)(
    struct heif_context *, struct heif_image_handle **);
typedef void (*docpkg_heif_image_handle_release)(const struct heif_image_handle *);
typedef int (*docpkg_heif_image_handle_get_int)(const struct heif_image_handle *);
typedef int (*docpkg_heif_image_handle_get_list_of_thumbnail_IDs)(
    const struct heif_image_handle *, heif_item_id *ids, int count);
typedef heif_error (*docpkg_heif_image_handle_get_thumbnail)(const struct heif_image_handle *,
                                                             heif_item_id,
                                                             struct heif_image_handle **);
typedef int (*docpkg_heif_image_handle_get_list_of_metadata_block_IDs)(
    const struct heif_image_handle *, const char *type_filter, heif_item_id *ids, int count);
typedef size_t (*docpkg_heif_image_handle_get_metadata_size)(const struct heif_image_handle *,
                                                             heif_item_id);
typedef heif_error (*docpkg_heif_image_handle_get_metadata)(const struct heif_image_handle *,
                                                            heif_item_id, void *out);
typedef heif_decoding_options *(*docpkg_heif_decoding_options_alloc)(void);
typedef void (*docpkg_heif_decoding_options_free)(heif_decoding_options *);
typedef heif_error (*docpkg_heif_decode_image)(const struct heif_image_handle *,
                                               struct heif_image **, int colorspace, int chroma,
                                               const heif_decoding_options *);
typedef int (*docpkg_heif_image_get_width)(const struct heif_image *, int channel);
typedef const uint8_t *(*docpkg_heif_image_get_plane_readonly)(const struct heif_image *,
                                                               int channel, int *stride);
typedef void (*docpkg_heif_image_release)(const struct heif_image *);
#endif
