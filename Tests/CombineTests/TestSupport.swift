import Combine
import Foundation
import Testing

/// Values received from a publisher, from any thread.
final class Recorder<Value>: @unchecked Sendable {
    // @unchecked: every access to `storage` and `completions` holds `lock`.
    private let lock = NSLock()
    private var storage: [Value] = []
    private var completions = 0

    func append(_ value: Value) {
        lock.lock(); storage.append(value); lock.unlock()
    }

    func complete() {
        lock.lock(); completions += 1; lock.unlock()
    }

    var values: [Value] {
        lock.lock(); defer { lock.unlock() }
        return storage
    }

    var completionCount: Int {
        lock.lock(); defer { lock.unlock() }
        return completions
    }
}

enum Wait {
    /// Polls `condition` every 10 ms from a task, for at most `timeout`
    /// seconds. Returns whether it became true: a test fails, never hangs.
    static func until(timeout: TimeInterval = 30, _ condition: @Sendable () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return condition()
    }

    /// Runs the main run loop (from the main actor) until `condition` is
    /// true or `timeout` seconds have passed. Nothing drives `RunLoop.main`
    /// unless someone runs it.
    @MainActor
    static func runningMainRunLoop(timeout: TimeInterval = 5, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        return condition()
    }
}

/// Hands a value that is safe to share (a subject, whose sends are locked)
/// to a closure that must be `@Sendable`.
struct SendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A thread that runs its own run loop until stopped: a run loop the test
/// drives, for timers and run-loop scheduling. (Under `swift test` on Linux
/// the process's main thread has exited into `dispatch_main()`, so
/// `RunLoop.main` cannot be run at all; see `MainRunLoop`.)
final class RunLoopThread: @unchecked Sendable {
    // @unchecked: `runLoop` is written once before `init` returns; `stopped`
    // is guarded by `lock`.
    private let lock = NSLock()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)
    private(set) var runLoop: RunLoop!
    private(set) var thread: Thread!

    init() {
        let ready = DispatchSemaphore(value: 0)
        let thread = Thread { [unowned self] in
            self.runLoop = RunLoop.current
            // Something must be scheduled, or `run` returns at once.
            let keepAlive = Timer(timeInterval: 3600, repeats: true) { _ in }
            RunLoop.current.add(keepAlive, forMode: .default)
            ready.signal()
            while !self.isStopped {
                _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.02))
            }
            keepAlive.invalidate()
            self.finished.signal()
        }
        self.thread = thread
        thread.start()
        ready.wait()
    }

    private var isStopped: Bool {
        lock.lock(); defer { lock.unlock() }
        return stopped
    }

    func stop() {
        lock.lock(); stopped = true; lock.unlock()
        _ = finished.wait(timeout: .now() + 2)
    }
}

enum MainRunLoop {
    /// Whether `RunLoop.main` can be run from here: false under `swift test`
    /// on Linux, where the main thread has exited into `dispatch_main()` and
    /// Core Foundation refuses to run the main run loop. An app must keep its
    /// main thread in `RunLoop.main.run()` for main-run-loop timers to fire.
    static let isRunnable: Bool = {
        let box = SendableBox(Recorder<Bool>())
        let semaphore = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            box.value.append(RunLoop.main.run(mode: .default, before: Date()))
            semaphore.signal()
        }
        _ = semaphore.wait(timeout: .now() + 2)
        return box.value.values.first ?? false
    }()

    /// Key set on the main dispatch queue, to tell whether code runs on it
    /// (which, under `swift test` on Linux, is not the main thread).
    static let queueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: queueKey) == true
    }
}
