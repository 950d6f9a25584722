/// AppKit's modal panels (`NSAlert`, `NSOpenPanel`, `NSSavePanel`) run
/// through the application object, in its runtime's sessions.
extension NSApplication {
    /// Runs a modal panel that `present` shows in a session and answers
    /// through its callback; `unanswered` when nothing could be shown.
    func runModal(unanswered: ModalResponse,
                  present: (AppSession, @escaping (ModalResponse) -> Void) -> Void) -> ModalResponse {
        var answer: ModalResponse?
        guard let runtime, runtime.runModal(show: { present($0) { answer = $0 } }, until: { answer != nil }),
              let answer else { return unanswered }
        return answer
    }
}
