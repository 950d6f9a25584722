#include "ProsceniumRuntimeShims.h"
// Before the test: glibc's features.h, which defines __GLIBC__, comes with it.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>

size_t prosc_malloc_in_use(void) {
    return mallinfo2().uordblks;
}

int prosc_malloc_trim(void) {
    return malloc_trim(0);
}

void prosc_trim_thread_arena(void) {
    // volatile: a compiler removes a malloc and free of the same block.
    void *volatile block = malloc(96 * 1024);
    free(block);
}
#else
size_t prosc_malloc_in_use(void) { return 0; }
int prosc_malloc_trim(void) { return 0; }
void prosc_trim_thread_arena(void) {}
#endif
