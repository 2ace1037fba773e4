// GLib's error record, shared by the run-time libraries built on GLib (poppler-glib,
// librsvg): a domain quark, a code and a message, all freed by g_error_free.
#ifndef DOCPKG_GLIB_ABI_H
#define DOCPKG_GLIB_ABI_H
#include <stdint.h>

typedef struct docpkg_GError {
  uint32_t domain;
  int code;
  char *message;
} docpkg_GError;

typedef void (*docpkg_g_error_free)(docpkg_GError *error);
typedef void (*docpkg_g_object_unref)(void *object);
#endif
