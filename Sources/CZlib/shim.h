#ifndef DOCPKG_CZLIB_SHIM_H
#define DOCPKG_CZLIB_SHIM_H
#include <zlib.h>
#endif
