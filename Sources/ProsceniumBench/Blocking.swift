import Dispatch

/// Runs async work from a synchronous command and waits for it. The
/// benchmarks' commands stay synchronous so that `update` keeps running on
/// the main thread (it assumes the main actor); their network work runs on
/// the task pool meanwhile.
func runBlocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    let outcome = Outcome<T>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        do { outcome.result = .success(try await body()) } catch { outcome.result = .failure(error) }
        done.signal()
    }
    done.wait()
    return try outcome.result!.get()
}

/// What `runBlocking`'s task produced; written before the semaphore is signalled.
private final class Outcome<T>: @unchecked Sendable {
    // Unchecked: written once before the semaphore is signalled, read after the wait.
    var result: Result<T, any Error>?
}
