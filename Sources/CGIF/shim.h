#ifndef DOCPKG_CGIF_SHIM_H
#define DOCPKG_CGIF_SHIM_H
#include <gif_lib.h>
#endif
