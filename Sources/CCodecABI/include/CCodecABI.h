#ifndef DOCPKG_CCODECABI_H
#define DOCPKG_CCODECABI_H
// The binary interfaces of the codec libraries Imaging loads at run time with dlopen
// (giflib 5, libtiff 4.5 / .so.6, libwebp 1.x / .so.7, libheif 1.x / .so.1, poppler-glib
// 22.x / .so.8 with cairo, librsvg 2.52+ / .so.2 with its cairo, OpenJPEG 2.x /
// libopenjp2.so.7), declared by
// docpkg so that building needs none of their development packages. Only types are
// declared here: every function is a pointer type, resolved with dlsym by the Swift side
// (docpkg_codec_library_path, below, is docpkg's own).
// abi.c checks the struct sizes against the documented x86-64 / arm64 layouts.
#include "gif_abi.h"
#include "tiff_abi.h"
#include "webp_abi.h"
#include "heif_abi.h"
#include "poppler_abi.h"
#include "rsvg_abi.h"
#include "openjp2_abi.h"
#include "ffmpeg_abi.h"

// The file of the loaded library that defines `symbol` (dladdr), or NULL.
const char *docpkg_codec_library_path(const void *symbol);

// A new anonymous in-memory file (memfd_create with MFD_CLOEXEC): its descriptor, or -1.
int docpkg_memory_file(const char *name);
#endif
