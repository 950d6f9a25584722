// The shared-mime-info package of an app's own MIME types
// (`share/mime/packages/IDENTIFIER.xml`): their names and filename
// patterns, so that files of them are known by type.

/// The text of an app's shared-mime-info XML.
public enum MimeInfoXML {
    /// The XML for `definitions`, or nil when there are none.
    public static func text(_ definitions: [AppMimeTypes.Definition]) -> String? {
        guard !definitions.isEmpty else { return nil }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">"#,
        ]
        for definition in definitions {
            lines.append(#"  <mime-type type="\#(escaped(definition.type))">"#)
            if let comment = definition.comment {
                lines.append("    <comment>\(escaped(comment))</comment>")
            }
            for parent in definition.subclassOf {
                lines.append(#"    <sub-class-of type="\#(escaped(parent))"/>"#)
            }
            for alias in definition.aliases {
                lines.append(#"    <alias type="\#(escaped(alias))"/>"#)
            }
            for glob in definition.globs {
                lines.append(#"    <glob pattern="\#(escaped(glob))"/>"#)
            }
            lines.append("  </mime-type>")
        }
        lines.append("</mime-info>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func escaped(_ text: String) -> String {
        text.escaping(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"])
    }
}
