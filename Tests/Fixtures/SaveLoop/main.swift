// A test helper for the fault tests: saves a file over and over, the way a
// document save does (FileWrapper.write with .atomic), alternating two
// contents of different sizes, until it is killed. The test kills it with
// SIGKILL at random moments and checks the file is always one of the two,
// whole.
import Foundation
import ProsceniumFoundation

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: SaveLoop FILE\n".utf8))
    exit(2)
}
let url = URL(fileURLWithPath: arguments[1])
let contents = [Data(repeating: UInt8(ascii: "a"), count: 256 * 1024), Data(repeating: UInt8(ascii: "b"), count: 512 * 1024)]
var index = 0
FileHandle.standardOutput.write(Data("saving\n".utf8))
while true {
    do {
        try FileWrapper(regularFileWithContents: contents[index % 2]).write(to: url, options: .atomic, originalContentsURL: url)
    } catch {
        FileHandle.standardError.write(Data("save failed: \(error)\n".utf8))
        exit(1)
    }
    index += 1
}
