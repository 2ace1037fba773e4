// An anonymous in-memory file (memfd_create, a GNU interface Swift's Glibc module does not
// import), for libraries that read only named files: see PDFDocument.unlock(withPassword:).
#define _GNU_SOURCE
#include <sys/mman.h>

#include "CCodecABI.h"

int docpkg_memory_file(const char *name) { return memfd_create(name, MFD_CLOEXEC); }
