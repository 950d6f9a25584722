#include "ProsceniumRuntimeShims.h"
// Before the test: glibc's features.h, which defines __GLIBC__, comes with it.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#include <pthread.h>

size_t prosc_malloc_in_use(void) {
    return mallinfo2().uordblks;
}

int prosc_malloc_trim(void) {
    return malloc_trim(0);
}

size_t prosc_malloc_usable_size(const void *pointer) {
    return malloc_usable_size((void *)pointer);
}

void prosc_trim_thread_arena(void) {
    // volatile: a compiler removes a malloc and free of the same block.
    void *volatile block = malloc(96 * 1024);
    free(block);
}

// glibc's per-thread cache (tcache) keeps up to 7 freed chunks in each of
// 64 size classes (requests of 24 to 1,032 bytes), and gives them back to
// the arena only when the thread exits.
enum { cache_classes = 64, cache_depth = 7 };

static void *free_blocks(void *blocks) {
    void **list = blocks;
    for (int index = 0; index < cache_classes * cache_depth; index++) free(list[index]);
    return NULL;
}

void prosc_flush_thread_cache(void) {
    // Taking as many blocks of each class as the cache can hold empties it
    // (it is served first); another thread frees them, into its own cache,
    // which goes back to the arenas as that thread exits.
    void *blocks[cache_classes * cache_depth];
    for (int size_class = 0; size_class < cache_classes; size_class++)
        for (int slot = 0; slot < cache_depth; slot++)
            blocks[size_class * cache_depth + slot] = malloc(24 + 16 * size_class);
    pthread_t thread;
    if (pthread_create(&thread, NULL, free_blocks, blocks) == 0) {
        pthread_join(thread, NULL);
    } else {
        free_blocks(blocks);
    }
}
#else
size_t prosc_malloc_in_use(void) { return 0; }
int prosc_malloc_trim(void) { return 0; }
size_t prosc_malloc_usable_size(const void *pointer) { (void)pointer; return 0; }
void prosc_trim_thread_arena(void) {}
void prosc_flush_thread_cache(void) {}
#endif
