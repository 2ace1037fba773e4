#ifndef DOCPKG_CCRYPTO_SHIM_H
#define DOCPKG_CCRYPTO_SHIM_H
#include <openssl/evp.h>
#endif
