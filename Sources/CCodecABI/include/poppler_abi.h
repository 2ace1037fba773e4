#ifndef DOCPKG_POPPLER_ABI_H
#define DOCPKG_POPPLER_ABI_H
#include "glib_abi.h"
// poppler-glib 22.x (libpoppler-glib.so.8) with the parts of GLib, GObject and cairo it
// hands out: opening a document from memory, its metadata, each page's size (after /Rotate) and
// text, and rendering a page onto a cairo image surface. GLib, GObject and cairo functions
// are resolved through poppler-glib's own handle (dlsym searches its dependencies), so they
// are the very copies poppler uses.
#include <stddef.h>
#include <stdint.h>
#include <time.h>

typedef struct _PopplerDocument PopplerDocument;
typedef struct _PopplerPage PopplerPage;
typedef struct _GBytes GBytes;
typedef struct _cairo_surface cairo_surface_t;
typedef struct _cairo cairo_t;

// GError: a domain quark, a code and a message (g_error_free frees all three).
typedef docpkg_GError GError;

// The public part of PopplerRectangle (filled in by poppler_page_get_crop_box).
typedef struct _PopplerRectangle {
  double x1;
  double y1;
  double x2;
  double y2;
} PopplerRectangle;

// PopplerError codes (domain poppler_error_quark()).
#define DOCPKG_POPPLER_ERROR_INVALID 0
#define DOCPKG_POPPLER_ERROR_ENCRYPTED 1
#define DOCPKG_POPPLER_ERROR_OPEN_FILE 2
#define DOCPKG_POPPLER_ERROR_BAD_CATALOG 3
#define DOCPKG_POPPLER_ERROR_DAMAGED 4

// PopplerPermissions bits.
#define DOCPKG_POPPLER_PERMISSIONS_OK_TO_PRINT 1
#define DOCPKG_POPPLER_PERMISSIONS_OK_TO_COPY 4

// cairo_format_t: 32-bit premultiplied ARGB in native-endian words.
#define DOCPKG_CAIRO_FORMAT_ARGB32 0
#define DOCPKG_CAIRO_STATUS_SUCCESS 0

// poppler-glib
typedef const char *(*docpkg_poppler_get_version)(void);
typedef uint32_t (*docpkg_poppler_error_quark)(void);
typedef PopplerDocument *(*docpkg_poppler_document_new_from_bytes)(GBytes *bytes,
                                                                   const char *password,
                                                                   GError **error);
typedef PopplerDocument *(*docpkg_poppler_document_new_from_file)(const char *uri,
                                                                  const char *password,
                                                                  GError **error);
typedef int (*docpkg_poppler_document_get_n_pages)(PopplerDocument *);
typedef PopplerPage *(*docpkg_poppler_document_get_page)(PopplerDocument *, int index);
typedef char *(*docpkg_poppler_document_get_string)(PopplerDocument *);
typedef time_t (*docpkg_poppler_document_get_date)(PopplerDocument *);
typedef void (*docpkg_poppler_document_get_pdf_version)(PopplerDocument *, unsigned *major,
                                                        unsigned *minor);
typedef unsigned (*docpkg_poppler_document_get_permissions)(PopplerDocument *);
typedef void (*docpkg_poppler_page_get_size)(PopplerPage *, double *width, double *height);
typedef void (*docpkg_poppler_page_get_crop_box)(PopplerPage *, PopplerRectangle *rect);
typedef char *(*docpkg_poppler_page_get_text)(PopplerPage *);
// Fills *rectangles (g_free) with one box per character of poppler_page_get_text.
typedef int (*docpkg_poppler_page_get_text_layout)(PopplerPage *, PopplerRectangle **rectangles,
                                                   unsigned *count);
typedef void (*docpkg_poppler_page_render)(PopplerPage *, cairo_t *);

// GLib / GObject
typedef GBytes *(*docpkg_g_bytes_new)(const void *data, size_t size);
typedef void (*docpkg_g_bytes_unref)(GBytes *);
typedef void (*docpkg_g_free)(void *);

// cairo
typedef const char *(*docpkg_cairo_version_string)(void);
typedef int (*docpkg_cairo_format_stride_for_width)(int format, int width);
typedef cairo_surface_t *(*docpkg_cairo_image_surface_create_for_data)(
    unsigned char *data, int format, int width, int height, int stride);
typedef int (*docpkg_cairo_surface_status)(cairo_surface_t *);
typedef void (*docpkg_cairo_surface_flush)(cairo_surface_t *);
typedef void (*docpkg_cairo_surface_destroy)(cairo_surface_t *);
typedef cairo_t *(*docpkg_cairo_create)(cairo_surface_t *);
typedef int (*docpkg_cairo_status)(cairo_t *);
typedef void (*docpkg_cairo_scale)(cairo_t *, double sx, double sy);
typedef void (*docpkg_cairo_set_source_rgb)(cairo_t *, double red, double green, double blue);
typedef void (*docpkg_cairo_paint)(cairo_t *);
typedef void (*docpkg_cairo_destroy)(cairo_t *);
#endif
