// One sound's playback, shared by AVFoundation's players and AppKit's
// `NSSound`: its source, where it is, and the commands that tell the display.
import Foundation
import ProsceniumHost
import Synchronization

/// A sound file or bytes and the state of playing it. The display plays the
/// sound; this keeps the clock (`currentTime`, `isPlaying`) the app reads and
/// says when the sound has finished. Callable from any thread: commands go to
/// the display on the main actor.
package final class SoundPlayback: Sendable {
    package enum Source: Sendable {
        case file(String)
        case data(Data)
    }

    private struct State {
        var key: String?
        var volume = 1.0
        var loops = 0
        var rate = 1.0
        /// Where the sound was when it last started or stopped, in seconds.
        var offset = 0.0
        /// When it last started playing, if it is playing.
        var started: Date?
        /// Bumped by every command, so a stale "finished" timer does nothing.
        var generation = 0
    }

    package let source: Source
    /// The sound's length in seconds, if its format tells it (WAV, AIFF, MP3); else 0.
    package let duration: TimeInterval
    private let player = SoundOutput.nextPlayer()
    private let state = Mutex(State())
    private let finished: @Sendable (Bool) -> Void

    /// A playback of `source`; `finished` runs on the main actor when the sound
    /// ends by itself (true), not when it is stopped.
    package init(_ source: Source, finished: @escaping @Sendable (Bool) -> Void = { _ in }) {
        self.source = source
        switch source {
        case let .file(path): duration = SoundDuration.of(FileManager.default.contents(atPath: path) ?? Data())
        case let .data(data): duration = SoundDuration.of(data)
        }
        self.finished = finished
    }

    package var isPlaying: Bool { state.withLock { $0.started != nil } }

    package var volume: Double {
        get { state.withLock { $0.volume } }
        set { adjust { $0.volume = min(max(newValue, 0), 1) } }
    }

    /// Repeats after the first play; negative: until stopped.
    package var loops: Int {
        get { state.withLock { $0.loops } }
        set { adjust { $0.loops = newValue } }
    }

    package var rate: Double {
        get { state.withLock { $0.rate } }
        set { adjust { $0.rate = min(max(newValue, 0.5), 2) } }
    }

    /// Where the sound is, in seconds from its start.
    package var currentTime: TimeInterval {
        get { state.withLock { position(of: $0) } }
        set {
            let playing = isPlaying
            state.withLock {
                $0.offset = max(newValue, 0)
                if $0.started != nil { $0.started = Date() }
            }
            if playing { play() }
        }
    }

    /// Starts (or resumes) playing after `delay` seconds.
    @discardableResult
    package func play(after delay: TimeInterval = 0) -> Bool {
        let (command, generation, remaining) = state.withLock { state -> (SoundCommand, Int, TimeInterval?) in
            state.offset = position(of: state)
            state.started = Date().addingTimeInterval(max(delay, 0))
            state.generation += 1
            let remaining: TimeInterval? = duration > 0 && state.loops >= 0
                ? (duration * Double(state.loops + 1) - state.offset) / state.rate + max(delay, 0) : nil
            return (makeCommand(.play, state), state.generation, remaining)
        }
        send(command, delay: delay) { [self] key in state.withLock { $0.key = key } }
        if let remaining { finish(after: remaining, generation: generation) }
        return true
    }

    package func pause() {
        let command = state.withLock { state -> SoundCommand in
            state.offset = position(of: state)
            state.started = nil
            state.generation += 1
            return makeCommand(.pause, state)
        }
        send(command)
    }

    package func stop() {
        let command = state.withLock { state -> SoundCommand in
            state.offset = 0
            state.started = nil
            state.generation += 1
            return makeCommand(.stop, state)
        }
        send(command)
    }

    private func adjust(_ change: (inout State) -> Void) {
        let command = state.withLock { state -> SoundCommand? in
            state.offset = position(of: state)
            if state.started != nil { state.started = Date() }
            change(&state)
            return state.started != nil ? makeCommand(.adjust, state) : nil
        }
        if let command { send(command) }
    }

    private func position(of state: State) -> TimeInterval {
        guard let started = state.started else { return state.offset }
        let elapsed = max(Date().timeIntervalSince(started), 0) * state.rate
        let position = state.offset + elapsed
        guard duration > 0 else { return position }
        return state.loops < 0 || position < duration * Double(state.loops + 1)
            ? position.truncatingRemainder(dividingBy: duration) : duration
    }

    private func makeCommand(_ action: SoundCommand.Action, _ state: State) -> SoundCommand {
        SoundCommand(player: player, action: action, asset: state.key, volume: state.volume, loops: state.loops,
                     time: duration > 0 ? state.offset.truncatingRemainder(dividingBy: duration) : state.offset, rate: state.rate)
    }

    /// Sends `command` from the main actor; a play command registers the sound
    /// first if it has no key yet (the page needs none to pause or stop a
    /// sound it never played).
    private func send(_ command: SoundCommand, delay: TimeInterval = 0, registered: @escaping @Sendable (String) -> Void = { _ in }) {
        let source = source
        onMainActor(after: delay) {
            var command = command
            if command.asset == nil, command.action == .play {
                let key: String? = switch source {
                case let .file(path): SoundOutput.assetKey(file: path)
                case let .data(data): SoundOutput.assetKey(data: data)
                }
                guard let key else { return }
                registered(key)
                command.asset = key
            }
            SoundOutput.send(command)
        }
    }

    private func finish(after seconds: TimeInterval, generation: Int) {
        onMainActor(after: seconds) { [self] in
            let ended = state.withLock { state -> Bool in
                guard state.generation == generation, state.started != nil else { return false }
                state.started = nil
                state.offset = 0
                return true
            }
            if ended { finished(true) }
        }
    }
}
