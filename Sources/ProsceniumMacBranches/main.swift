// `ProsceniumMacBranches INPUT OUTPUT`: writes INPUT's copy in which
// `os(macOS)` reads true (`MacBranches.rewrite`), what the MacBranches
// build plugin runs for each source of a ported app.
import Foundation
import ProsceniumPort

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: ProsceniumMacBranches INPUT OUTPUT\n".utf8))
    exit(2)
}
let input = URL(fileURLWithPath: arguments[1])
let output = URL(fileURLWithPath: arguments[2])
do {
    let source = try String(contentsOf: input, encoding: .utf8)
    // Diagnostics name the project's own file, not the package's link to it.
    let original = input.resolvingSymlinksInPath().path
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    try MacBranches.rewrite(source, originalPath: original).write(to: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("ProsceniumMacBranches: \(input.path): \(error)\n".utf8))
    exit(1)
}
