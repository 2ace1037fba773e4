#ifndef DOCPKG_CEXPAT_SHIM_H
#define DOCPKG_CEXPAT_SHIM_H
#include <expat.h>
#endif
