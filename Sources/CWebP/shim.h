#ifndef DOCPKG_CWEBP_SHIM_H
#define DOCPKG_CWEBP_SHIM_H
#include <webp/decode.h>
#include <webp/demux.h>
#endif
