import AppKit
import AVFoundation
import Foundation
import ProsceniumHost
import ProsceniumTesting
import SwiftUI
import Testing

/// 16-bit mono WAV bytes of `seconds` of silence at 1 kHz.
private func wav(seconds: Double) -> Data {
    let rate = 1_000
    let count = Int(Double(rate) * seconds)
    var data = Data("RIFF".utf8)
    func put<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
    put(UInt32(36 + count * 2))
    data.append(contentsOf: Array("WAVEfmt ".utf8))
    put(UInt32(16)); put(UInt16(1)); put(UInt16(1)); put(UInt32(rate)); put(UInt32(rate * 2)); put(UInt16(2)); put(UInt16(16))
    data.append(contentsOf: Array("data".utf8))
    put(UInt32(count * 2))
    data.append(Data(count: count * 2))
    return data
}

private final class Finished: NSObject, AVAudioPlayerDelegate, @unchecked Sendable {
    var calls: [Bool] = []
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) { calls.append(flag) }
}

@MainActor private final class Sounds {
    static let shared = Sounds()
    let ding = try! AVAudioPlayer(data: wav(seconds: 60))
    let blip = try! AVAudioPlayer(data: wav(seconds: 0.2))
    let finished = Finished()
    lazy var file: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ding-\(UUID().uuidString).wav")
        try! wav(seconds: 2).write(to: url)
        return url
    }()
    lazy var player = AVPlayer(url: file)
}

private struct SoundView: View {
    var body: some View {
        VStack {
            Button("Ding") {
                Sounds.shared.ding.volume = 0.5
                Sounds.shared.ding.play()
            }
            Button("Blip") {
                Sounds.shared.blip.delegate = Sounds.shared.finished
                Sounds.shared.blip.play()
            }
            Button("Softer") { Sounds.shared.ding.volume = 0.25 }
            Button("Pause") { Sounds.shared.ding.pause() }
            Button("Loop") {
                Sounds.shared.blip.numberOfLoops = -1
                Sounds.shared.blip.play()
            }
            Button("Quiet") { Sounds.shared.blip.stop() }
            Button("Stop") { Sounds.shared.ding.stop() }
            Button("Beep") { NSSound.beep() }
            Button("Movie") {
                Sounds.shared.player.seek(to: CMTime(seconds: 1.5, preferredTimescale: 600))
                Sounds.shared.player.play()
            }
            Button("Still") { Sounds.shared.player.pause() }
        }
    }
}

private struct SoundApp: App {
    var body: some Scene { WindowGroup("Sounds") { SoundView() } }
}

/// Sound players (`AVAudioPlayer`, `AVPlayer`, `NSSound`): what they send the
/// display, the bytes it fetches, and the clock the app reads.
@MainActor @Suite(.serialized) struct SoundTests {
    @Test func anAudioPlayerSendsItsSoundAndKeepsTheClock() async throws {
        let app = try AppHarness(SoundApp.self)
        let ding = Sounds.shared.ding
        #expect(abs(ding.duration - 60) < 0.001)
        #expect(!ding.isPlaying)
        try app.click(.button, "Ding")
        let play = try #require(app.sounds.last)
        #expect(play.action == .play && play.volume == 0.5 && play.loops == 0 && play.time == 0)
        // (A minute long, so that a test run keeping the main actor busy does not see it end.)
        // The display fetches the sound's own bytes by the command's key.
        let key = try #require(play.asset)
        let asset = try #require(app.runtime.assetSource?.displayAsset(forKey: key))
        #expect(asset.bytes() == wav(seconds: 60) && asset.contentType == "audio/wav")
        #expect(ding.isPlaying)
        #expect(try await app.settle(until: { ding.currentTime > 0.05 }), "at \(ding.currentTime), playing \(ding.isPlaying)")
        try app.click(.button, "Softer")
        #expect(app.sounds.last?.action == .adjust && app.sounds.last?.volume == 0.25)
        try app.click(.button, "Pause")
        #expect(app.sounds.last?.action == .pause)
        let pausedAt = ding.currentTime
        try await app.settle(for: .milliseconds(100))
        #expect(ding.currentTime == pausedAt && !ding.isPlaying)
        // Played again, it resumes where it was.
        try app.click(.button, "Ding")
        #expect(abs((app.sounds.last?.time ?? 0) - pausedAt) < 0.01)
        try app.click(.button, "Stop")
        #expect(app.sounds.last?.action == .stop && !ding.isPlaying)
    }

    @Test func aSoundThatEndsTellsItsDelegateAndALoopingOneDoesNot() async throws {
        let app = try AppHarness(SoundApp.self)
        let blip = Sounds.shared.blip
        try app.click(.button, "Blip")
        #expect(blip.isPlaying)
        #expect(try await app.settle(until: { !blip.isPlaying }))
        #expect(Sounds.shared.finished.calls == [true] && blip.currentTime == 0)
        try app.click(.button, "Loop")
        #expect(app.sounds.last?.loops == -1)
        try await app.settle(for: .milliseconds(500))
        #expect(blip.isPlaying, "a looping sound does not finish")
        #expect(Sounds.shared.finished.calls == [true])
        try app.click(.button, "Quiet")
        #expect(app.sounds.last?.action == .stop && !blip.isPlaying)
    }

    @Test func beepAndAVPlayerPlayThroughTheSameDisplay() throws {
        let app = try AppHarness(SoundApp.self)
        try app.click(.button, "Beep")
        let beep = try #require(app.sounds.last)
        let beepKey = try #require(beep.asset)
        let tone = try #require(app.runtime.assetSource?.displayAsset(forKey: beepKey)?.bytes())
        #expect(tone.prefix(4) == Data("RIFF".utf8) && tone.count > 1_000)
        try app.click(.button, "Movie")
        let movie = try #require(app.sounds.last)
        #expect(movie.action == .play && movie.time == 1.5 && movie.player != beep.player)
        #expect(Sounds.shared.player.timeControlStatus == .playing)
        #expect(Sounds.shared.player.currentItem?.duration.seconds == 2)
        try app.click(.button, "Still")
        #expect(app.sounds.last?.action == .pause && Sounds.shared.player.rate == 0)
    }

    @Test func unreadableSoundsAreRefused() {
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/ding.wav")) }
        #expect(throws: (any Error).self) { try AVAudioPlayer(data: Data()) }
        #expect(NSSound(named: "NoSuchSound") == nil)
    }
}
