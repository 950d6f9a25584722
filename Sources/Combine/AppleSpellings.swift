import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// OpenCombine spells its Foundation and Dispatch integration as Apple's
// Combine does (`DispatchQueue: Scheduler`, `NotificationCenter.Publisher`,
// `Timer.TimerPublisher`, `Optional.Publisher`, ...) only inside
// `#if !canImport(Combine)`, so as not to clash with Apple's Combine. This
// package has its own module named `Combine`, so those spellings exist only if
// OpenCombine was compiled before `Combine.swiftmodule` appeared in the build
// folder. A clean build always does that (this module depends on OpenCombine,
// so it is built after it). But if OpenCombine is recompiled in a build folder
// that already holds this module (a toolchain update, or flags changed for
// every target: `-Xswiftc ...`, `--enable-code-coverage`), the spellings
// silently vanish and Apple code stops building.
//
// This function names each of them, so that such a build fails here, with
// this explanation, instead of somewhere in an app. THE FIX: clean the build
// folder (`swift package clean`, or delete `.build`; deleting only the
// OpenCombine*.build folders is not enough, `Modules/Combine.swiftmodule`
// must go too) and build again.
private func requireScheduler<S: Scheduler>(_: S.Type) {}

func requireOpenCombineAppleSpellings() {
    requireScheduler(DispatchQueue.self)
    requireScheduler(RunLoop.self)
    requireScheduler(OperationQueue.self)
    _ = NotificationCenter.Publisher.self
    _ = Timer.TimerPublisher.self
    _ = URLSession.DataTaskPublisher.self
    _ = Optional<Int>.Publisher.self
    _ = Result<Int, Never>.Publisher.self
}
