#ifndef PROSCENIUM_RUNTIME_SHIMS_H
#define PROSCENIUM_RUNTIME_SHIMS_H

/// Makes an instance of an `NSObject` subclass from its class metadata with
/// its `init()` (inherited or overridden), as `DelegateType()` would if
/// Linux Foundation's `NSObject.init()` were `required`. Returns a +1
/// reference, or NULL when the runtime cannot find the initializer.
void *_Nullable prosc_make_nsobject(const void *_Nonnull metadata);

#endif
