extension String {
    /// The string with each character `table` names replaced by its text:
    /// the escaping of desktop entries and of XML.
    func escaping(_ table: [Character: String]) -> String {
        var result = ""
        for character in self {
            if let replacement = table[character] { result += replacement } else { result.append(character) }
        }
        return result
    }
}
