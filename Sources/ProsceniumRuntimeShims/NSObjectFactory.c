// Calls `init()` of an NSObject subclass known only by its metatype. SwiftUI
// makes `@NSApplicationDelegateAdaptor`'s delegate this way; Swift source
// cannot (Linux Foundation's `NSObject.init()` is not `required`), but the
// initializer is dynamically dispatched: `NSObject` is open, so its
// allocating `init()` has a class-vtable entry that every subclass inherits
// or overrides. The runtime's own resilient-dispatch lookup finds the
// subclass's entry from `NSObject`'s exported method descriptor, and clang's
// `swiftcall` convention calls it with the metatype as `self`.

#include "ProsceniumRuntimeShims.h"

extern const char ProsceniumNSObjectInitDescriptor __asm__("$s10Foundation8NSObjectCACycfCTq");
extern const char ProsceniumNSObjectClassDescriptor __asm__("$s10Foundation8NSObjectCMn");
extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

typedef void *(*ProsceniumAllocatingInit)(const void *metatype __attribute__((swift_context)))
    __attribute__((swiftcall));

void *prosc_make_nsobject(const void *metadata) {
    ProsceniumAllocatingInit allocatingInit = (ProsceniumAllocatingInit)swift_lookUpClassMethod(
        metadata, &ProsceniumNSObjectInitDescriptor, &ProsceniumNSObjectClassDescriptor);
    if (!allocatingInit) return 0;
    return allocatingInit(metadata);
}
