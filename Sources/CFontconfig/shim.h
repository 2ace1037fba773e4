#ifndef DOCPKG_CFONTCONFIG_SHIM_H
#define DOCPKG_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
