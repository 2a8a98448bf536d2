#include "CAllocator.h"
// Any libc header defines __GLIBC__ (through <features.h>); without one the test below is always false.
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
int callocator_release_free_memory(void) { return malloc_trim(0); }
#else
int callocator_release_free_memory(void) { return 0; }
#endif
