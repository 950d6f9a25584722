// The app's freedesktop `.desktop` entry (Desktop Entry Specification 1.4, what desktop-file-validate knows):
// what menus and file managers start it by.

import Foundation

/// The text of an app's `.desktop` file.
public struct DesktopEntry: Sendable, Equatable {
    public var app: DesktopApp
    /// The command line's program: an absolute path, or a name on `PATH`.
    public var executable: String
    /// Whether an icon is installed under the app's identifier.
    public var hasIcon: Bool
    public var mimeTypes: AppMimeTypes

    public init(app: DesktopApp, executable: String, hasIcon: Bool) {
        self.app = app
        self.executable = executable
        self.hasIcon = hasIcon
        self.mimeTypes = AppMimeTypes(app: app)
    }

    /// The file's name: `IDENTIFIER.desktop`.
    public var fileName: String { app.identifier + ".desktop" }

    /// `Exec=`: the program and the files (`%F`), or, for an app with URL
    /// schemes, the URLs (`%U`, which are files' URLs for files) it is opened with.
    public var exec: String {
        Self.execArgument(executable) + (app.urlSchemes.isEmpty ? " %F" : " %U")
    }

    public var text: String {
        var lines = [
            "[Desktop Entry]",
            "Type=Application",
            "Version=1.4",
            "Name=\(Self.escaped(app.name))",
            "Exec=\(Self.escaped(exec))",
        ]
        if hasIcon { lines.append("Icon=\(app.identifier)") }
        lines += [
            "Terminal=false",
            // Windows of the app's own windows mode carry its executable's name as their class.
            "StartupWMClass=\(app.executable)",
            "Categories=\(DesktopCategories.categories(for: app.category).map { $0 + ";" }.joined())",
        ]
        if !mimeTypes.handled.isEmpty {
            lines.append("MimeType=\(mimeTypes.handled.map { Self.escaped($0) + ";" }.joined())")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A string value escaped as the specification says (`\\`, `\n`, `\t`, `\r`).
    static func escaped(_ value: String) -> String {
        // "\r\n" is one Character in Swift: it has its own entry.
        value.escaping(["\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r", "\r\n": "\\r\\n"])
    }

    /// One argument of `Exec=`: quoted when it holds a reserved character,
    /// with `"`, `` ` ``, `$` and `\` escaped inside the quotes, and `%` doubled.
    static func execArgument(_ argument: String) -> String {
        let doubled = argument.replacingOccurrences(of: "%", with: "%%")
        let reserved = " \t\n\"'\\><~|&;$*?#()`"
        guard doubled.contains(where: { reserved.contains($0) }) else { return doubled }
        var quoted = "\""
        for character in doubled {
            if "\"`$\\".contains(character) { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
