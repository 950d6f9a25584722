#ifndef PROSCENIUM_RUNTIME_SHIMS_H
#define PROSCENIUM_RUNTIME_SHIMS_H

#include <stddef.h>

/// Makes an instance of an `NSObject` subclass from its class metadata with
/// its `init()` (inherited or overridden), as `DelegateType()` would if
/// Linux Foundation's `NSObject.init()` were `required`. Returns a +1
/// reference, or NULL when the runtime cannot find the initializer.
void *_Nullable prosc_make_nsobject(const void *_Nonnull metadata);

/// Bytes in use in all of malloc's arenas (glibc's `mallinfo2`); 0 where
/// the C library is not glibc.
size_t prosc_malloc_in_use(void);

/// glibc's `malloc_trim(0)`: returns the free pages of every arena to the
/// system (and the top of the main one). 0 elsewhere.
int prosc_malloc_trim(void);

/// The bytes malloc gave the block at `pointer` (glibc's
/// `malloc_usable_size`: its chunk less the header); 0 elsewhere.
size_t prosc_malloc_usable_size(const void *_Nonnull pointer);

/// Lets the calling thread's malloc arena shrink its top: glibc trims a
/// thread's arena when a large free chunk joins it, which `malloc_trim`
/// does not do. Nothing elsewhere.
void prosc_trim_thread_arena(void);

/// Empties the calling thread's cache of freed blocks (glibc's tcache) into
/// the arenas, where `malloc_trim` can return their pages: glibc empties it
/// only when the thread exits. Nothing elsewhere.
void prosc_flush_thread_cache(void);

#endif
