import Foundation
import ProsceniumHost
import Testing
@testable import ProsceniumWeb

/// Typed alignments reach the page as the names the client has always read.
@Suite struct AlignmentWireTests {
    @Test func alignmentsAreSwiftUIsNames() {
        let expected: [(AlignmentValue, String)] = [
            (.center, "center"), (.leading, "leading"), (.trailing, "trailing"), (.top, "top"),
            (.bottom, "bottom"), (.topLeading, "topLeading"), (.topTrailing, "topTrailing"),
            (.bottomLeading, "bottomLeading"), (.bottomTrailing, "bottomTrailing"),
            (.firstTextBaseline, "firstTextBaseline"), (.lastTextBaseline, "lastTextBaseline"),
            (AlignmentValue(horizontal: .trailing, vertical: .firstTextBaseline), "firstTextBaselineTrailing"),
            (AlignmentValue(horizontal: .custom("App.Mid")), "custom.App.Mid"),
        ]
        for (value, name) in expected {
            #expect(AttributeCSS.text(.alignment(value)) == name, "\(value)")
        }
    }

    @Test func alignmentsSurviveTheStructuredEncoding() throws {
        let value = AttributeValue.alignment(AlignmentValue(horizontal: .custom("X"), vertical: .bottom))
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(AttributeValue.self, from: data) == value)
    }
}
