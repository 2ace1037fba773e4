#include "FuzzDriver.h"

int fuzz_driver_linked(void) { return 1; }
