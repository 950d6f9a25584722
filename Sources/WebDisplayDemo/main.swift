// Serves a scripted display session to the browser: what BrowserTests drive,
// and a quick way to look at the web display by hand.
//
//     swift run WebDisplayDemo [--port N] [--host H] [--no-browser]
//
// Prints the display's URL on a line of its own once it is listening.
import Foundation
import ProsceniumWeb

let options = DisplayOptions.parseOrExit()
let display = WebDisplay(provider: DemoProvider(), configuration: options.displayConfiguration)

Task { @MainActor in
    do {
        let url = try await display.start()
        // Unbuffered, so a program reading the pipe sees the line at once.
        FileHandle.standardOutput.write(Data((url.absoluteString + "\n").utf8))
        if options.browser, !BrowserLauncher.open(url) {
            FileHandle.standardError.write(Data("xdg-open is not available; open the address above.\n".utf8))
        }
    } catch {
        FileHandle.standardError.write(Data("WebDisplayDemo: \(error)\n".utf8))
        exit(1)
    }
}
dispatchMain()
