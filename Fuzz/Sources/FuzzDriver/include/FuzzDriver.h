#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs that have their own `main`
/// (clang's fuzzer runtime, linked by `-sanitize=fuzzer`).
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

/// Present so this C target has a source file; returns 1.
int fuzz_driver_linked(void);

#endif
