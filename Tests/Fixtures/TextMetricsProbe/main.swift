// Prints what ProsceniumText measures for samples read as JSON from
// standard input: what BrowserTests/test_text_metrics.py holds against the
// widths and line heights the page gives the same samples.
import Foundation
import ProsceniumText

struct Sample: Decodable {
    var text: String
    var size: Double
    var weight: Int?
    var italic: Bool?
    var design: String?
}

struct Measured: Encodable {
    var width: Double
    var lineHeight: Double
}

let input = FileHandle.standardInput.readDataToEndOfFile()
do {
    let samples = try JSONDecoder().decode([Sample].self, from: input)
    let measured = samples.map { sample in
        let font = TextFont(size: sample.size, weight: sample.weight ?? 400, isItalic: sample.italic ?? false,
                            design: sample.design.flatMap(TextFont.Design.init(rawValue:)) ?? .default)
        return Measured(width: TextMeasurer.shared.width(of: sample.text, in: font),
                        lineHeight: TextMeasurer.shared.lineHeight(of: font))
    }
    FileHandle.standardOutput.write(try JSONEncoder().encode(measured))
} catch {
    FileHandle.standardError.write(Data("text-metrics-probe: \(error)\n".utf8))
    exit(1)
}
