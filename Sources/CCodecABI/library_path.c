// dladdr is a GNU extension that Swift's Glibc module does not import.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>

#include "CCodecABI.h"

const char *docpkg_codec_library_path(const void *symbol) {
  Dl_info info;
  if (symbol == NULL || dladdr(symbol, &info) == 0) return NULL;
  return info.dli_fname;
}
