// `import Combine` on Linux: OpenCombine with its Foundation and Dispatch
// publishers (`Timer.publish`, `NotificationCenter.publisher`, scheduling on
// `DispatchQueue`), so that code written against Apple's Combine builds here.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
