/// Reading a request's `Cookie` header and writing `Set-Cookie` values.
enum Cookies {
    /// The cookies of a request (its `Cookie` header lines, joined).
    static func parse(_ headerValues: [String]) -> [String: String] {
        var cookies: [String: String] = [:]
        for line in headerValues {
            for pair in line.split(separator: ";") {
                guard let equals = pair.firstIndex(of: "=") else { continue }
                let name = pair[..<equals].trimmingSpaces()
                let value = pair[pair.index(after: equals)...].trimmingSpaces()
                // The first occurrence wins, as browsers send the most specific first.
                if cookies[name] == nil { cookies[name] = value }
            }
        }
        return cookies
    }

    /// A `Set-Cookie` value the page's scripts cannot read (HttpOnly) and that
    /// other sites cannot make the browser send (SameSite=Strict).
    static func setCookie(name: String, value: String, maxAge: Int? = nil) -> String {
        var parts = ["\(name)=\(value)", "Path=/", "HttpOnly", "SameSite=Strict"]
        if let maxAge { parts.append("Max-Age=\(maxAge)") }
        return parts.joined(separator: "; ")
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
