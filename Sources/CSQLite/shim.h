#ifndef DOCPKG_CSQLITE_SHIM_H
#define DOCPKG_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
