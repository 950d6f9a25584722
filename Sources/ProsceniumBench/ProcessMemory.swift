import Foundation

/// Resident memory of a process, read from `/proc/PID/status` (Linux).
enum ProcessMemory {
    /// `VmRSS` of `pid` in KiB, or nil if the process is gone.
    static func residentKiB(of pid: Int32) -> Int? {
        guard let status = readProcFile("/proc/\(pid)/status") else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            // "VmRSS:\t   12345 kB"
            return line.dropFirst("VmRSS:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
                .flatMap { Int($0) }
        }
        return nil
    }

    /// The median of several readings a little apart, after letting the
    /// process settle: freeing, deferred work and page faults finish within
    /// a moment of the last request, and one reading can catch them midway.
    static func settledResidentKiB(of pid: Int32, settle: Duration = .milliseconds(1500),
                                   readings: Int = 5, apart: Duration = .milliseconds(200)) async throws -> Int {
        try await Task.sleep(for: settle)
        var values: [Int] = []
        for index in 0..<readings {
            if index > 0 { try await Task.sleep(for: apart) }
            guard let value = residentKiB(of: pid) else { throw BenchmarkError("process \(pid) is gone") }
            values.append(value)
        }
        return values.sorted()[values.count / 2]
    }
}

/// CPU time (user + system) this process has used.
func processCPUTime() -> Duration {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func duration(_ time: timeval) -> Duration { .seconds(time.tv_sec) + .microseconds(time.tv_usec) }
    return duration(usage.ru_utime) + duration(usage.ru_stime)
}

/// CPU time (user + system) of another process, from `/proc/PID/stat`.
func processCPUTime(of pid: Int32) -> Duration? {
    guard let stat = readProcFile("/proc/\(pid)/stat"),
          let close = stat.lastIndex(of: ")") else { return nil }
    // Fields after the command name; utime and stime are the 14th and 15th.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
    let ticks = sysconf(Int32(_SC_CLK_TCK))
    return .milliseconds((user + system) * 1000 / max(ticks, 1))
}

/// A file of /proc as text. They report a size of 0, so they are read until
/// the end rather than by their size.
func readProcFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(descriptor, &chunk, chunk.count)
        if count <= 0 { break }
        bytes.append(contentsOf: chunk[..<count])
    }
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
}
