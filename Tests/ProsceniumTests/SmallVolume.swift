import Foundation

/// A small tmpfs mounted on a fresh folder, so a test can fill a disk or make
/// a volume read-only for real (ENOSPC and EROFS from the kernel, not from a
/// stand-in). Mounting needs root, which CI has; elsewhere the tests that use
/// it are skipped with `SmallVolume.unavailableReason`.
final class SmallVolume {
    let folder: URL

    /// Why a volume cannot be mounted here, or nil when it can.
    static let unavailableReason: String? = {
        guard getuid() == 0 else { return "mounting a small tmpfs needs root (CI runs as root)" }
        guard let probe = try? SmallVolume(kibibytes: 16) else { return "mount -t tmpfs is not permitted here" }
        probe.unmount()
        return nil
    }()

    struct MountFailed: Error, CustomStringConvertible {
        var description: String
    }

    init(kibibytes: Int) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("volume-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.mount(["-t", "tmpfs", "-o", "size=\(kibibytes)k", "tmpfs", folder.path])
    }

    /// Makes the volume refuse every write, root's included.
    func makeReadOnly() throws {
        try Self.mount(["-o", "remount,ro", folder.path])
    }

    /// Writes zeros into a filler file until the volume is full.
    func fill() {
        let filler = folder.appendingPathComponent(".filler")
        FileManager.default.createFile(atPath: filler.path, contents: nil)
        guard let handle = try? FileHandle(forWritingTo: filler) else { return }
        defer { try? handle.close() }
        let chunk = Data(count: 4096)
        while (try? handle.write(contentsOf: chunk)) != nil {}
    }

    /// Removes the filler, so saves fit again.
    func makeRoom() {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(".filler"))
    }

    func unmount() {
        try? Self.run("/bin/umount", ["-l", folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { unmount() }

    private static func mount(_ arguments: [String]) throws {
        try run("/bin/mount", arguments)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw MountFailed(description: "\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
    }
}
