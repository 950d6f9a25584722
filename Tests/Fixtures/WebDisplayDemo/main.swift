// Serves a scripted display session to the browser: what BrowserTests drive,
// and a quick way to look at the web display by hand.
//
//     swift run WebDisplayDemo [--port N] [--host H] [--no-browser]
//
// Prints the display's URL on a line of its own once it is listening.
import Foundation
import ProsceniumWeb

let options = DisplayOptions.parseOrExit()

/// Keeps the display for as long as the process runs.
var display: WebDisplay?

Task { @MainActor in
    do {
        display = try await WebDisplay.launch(provider: DemoProvider(), options: options)
    } catch {
        FileHandle.standardError.write(Data("WebDisplayDemo: \(error)\n".utf8))
        exit(1)
    }
}
dispatchMain()
