#ifndef DOCPKG_CTIFF_SHIM_H
#define DOCPKG_CTIFF_SHIM_H
#include <stdarg.h>
#include <stdio.h>
#include <tiffio.h>
#endif
