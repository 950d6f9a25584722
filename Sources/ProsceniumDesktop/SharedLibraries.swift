// The shared libraries an executable loads (`ldd`) and the Debian packages
// they come from (`dpkg -S`): what a `.deb` depends on, and what it must
// carry itself (Swift's runtime from a toolchain, which no package installs).

import Foundation

/// An executable's shared libraries, by the packages that install them.
public struct SharedLibraries: Sendable, Equatable {
    /// Debian packages installing the libraries, sorted.
    public var packages: [String] = []
    /// Libraries no package installs (a toolchain's): carried beside the executable.
    public var unpackaged: [URL] = []

    /// Reads `ldd executable`, then asks `dpkg -S` which package has each library.
    public init(of executable: URL) throws {
        guard let ldd = ExternalTool.find("ldd") else { throw DesktopError("ldd is not installed: cannot find the libraries to depend on") }
        let listing = try ExternalTool.run(ldd, [executable.path])
        // A static executable (or a script) loads no libraries.
        if listing.output.contains("not a dynamic executable") { return }
        guard listing.status == 0 else {
            throw DesktopError("ldd \(executable.path) failed: \(listing.output.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let libraries = Self.paths(inLddOutput: listing.output)
        var owners: [String: String] = [:]
        if let dpkg = ExternalTool.find("dpkg"), !libraries.isEmpty {
            // Debian's merged /usr: a library ldd finds in /lib is listed in /usr/lib, or the other way round.
            let candidates = libraries.flatMap(Self.alternativePaths)
            owners = Self.owners(inDpkgOutput: try ExternalTool.run(dpkg, ["-S"] + candidates).output)
        }
        var packages = Set<String>()
        for library in libraries {
            if let owner = Self.alternativePaths(library).lazy.compactMap({ owners[$0] }).first {
                packages.insert(owner)
            } else {
                unpackaged.append(URL(fileURLWithPath: library))
            }
        }
        self.packages = packages.sorted()
    }

    /// The libraries' paths in `ldd`'s output (`libm.so.6 => /lib/.../libm.so.6 (0x...)`).
    static func paths(inLddOutput output: String) -> [String] {
        var paths: [String] = []
        for line in output.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            let afterArrow = text.range(of: "=> ").map { String(text[$0.upperBound...]) } ?? text
            guard afterArrow.hasPrefix("/"), let path = afterArrow.split(separator: " ").first else { continue }
            // The dynamic loader itself is libc6's.
            if !paths.contains(String(path)) { paths.append(String(path)) }
        }
        return paths
    }

    /// `dpkg -S` lines (`libc6:amd64: /lib/x86_64-linux-gnu/libc.so.6`) as path -> package.
    static func owners(inDpkgOutput output: String) -> [String: String] {
        var owners: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard let separator = line.range(of: ": /") else { continue }
            let path = String(line[line.index(before: separator.upperBound)...])
            // "pkg1, pkg2: path" when several do (diversions): the first.
            let package = line[..<separator.lowerBound].split(separator: ",").first.map(String.init) ?? ""
            let name = package.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if !name.isEmpty, !name.contains(" ") { owners[path] = name }
        }
        return owners
    }

    /// A path and its twin under Debian's merged `/usr` (and the path its links lead to).
    static func alternativePaths(_ path: String) -> [String] {
        var paths = [path]
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        for candidate in [path, resolved] {
            if !paths.contains(candidate) { paths.append(candidate) }
            let twin = candidate.hasPrefix("/usr/") ? String(candidate.dropFirst(4)) : "/usr" + candidate
            if !paths.contains(twin) { paths.append(twin) }
        }
        return paths
    }
}
