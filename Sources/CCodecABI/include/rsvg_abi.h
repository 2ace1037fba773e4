#ifndef DOCPKG_RSVG_ABI_H
#define DOCPKG_RSVG_ABI_H
#include "glib_abi.h"
// librsvg 2.52+ (librsvg-2.so.2) and the cairo 1.16+ image-surface calls it renders into.
// cairo, GObject and GLib are librsvg's own dependencies: their functions are resolved
// through the librsvg handle (dlsym searches a library's dependencies), so no second
// library is opened by name.
#include <stddef.h>
#include <stdint.h>

typedef struct _RsvgHandle RsvgHandle;
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;


typedef struct RsvgRectangle {
  double x;
  double y;
  double width;
  double height;
} RsvgRectangle;

typedef struct RsvgLength {
  double length;
  int unit;
} RsvgLength;

#define DOCPKG_CAIRO_FORMAT_ARGB32 0
#define DOCPKG_CAIRO_STATUS_SUCCESS 0

typedef RsvgHandle *(*docpkg_rsvg_handle_new_from_data)(const uint8_t *data, size_t length,
                                                       docpkg_GError **error);
typedef void (*docpkg_rsvg_handle_set_dpi)(RsvgHandle *handle, double dpi);
typedef int (*docpkg_rsvg_handle_get_intrinsic_size_in_pixels)(RsvgHandle *handle,
                                                               double *width, double *height);
typedef void (*docpkg_rsvg_handle_get_intrinsic_dimensions)(
    RsvgHandle *handle, int *has_width, RsvgLength *width, int *has_height, RsvgLength *height,
    int *has_viewbox, RsvgRectangle *viewbox);
typedef int (*docpkg_rsvg_handle_render_document)(RsvgHandle *handle, cairo_t *cr,
                                                  const RsvgRectangle *viewport,
                                                  docpkg_GError **error);
typedef cairo_surface_t *(*docpkg_cairo_image_surface_create_for_data)(
    unsigned char *data, int format, int width, int height, int stride);
typedef cairo_t *(*docpkg_cairo_create)(cairo_surface_t *surface);
typedef void (*docpkg_cairo_destroy)(cairo_t *cr);
typedef void (*docpkg_cairo_surface_destroy)(cairo_surface_t *surface);
typedef void (*docpkg_cairo_surface_flush)(cairo_surface_t *surface);
typedef int (*docpkg_cairo_status)(cairo_t *cr);
typedef int (*docpkg_cairo_surface_status)(cairo_surface_t *surface);
typedef const char *(*docpkg_cairo_version_string)(void);
#endif
