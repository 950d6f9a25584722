// `import Combine` on Linux: OpenCombine with its Foundation and Dispatch
// publishers (`Timer.publish`, `NotificationCenter.publisher`, scheduling on
// `DispatchQueue`, `RunLoop` and `OperationQueue`), so that code written
// against Apple's Combine builds here. What OpenCombine lacks is added in this
// module (`combineLatest`, `merge`, `collect(.byTime…)`); AppleSpellings.swift checks at build
// time that OpenCombine's Apple spellings are present.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
#if canImport(FoundationNetworking)
// On Linux `URLSession` lives here, not in Foundation: re-exported so that
// `URLSession.shared.dataTaskPublisher(for:)` builds with `import Combine`
// as it does on Apple platforms.
@_exported import FoundationNetworking
#endif
