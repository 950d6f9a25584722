import Foundation
@testable import ProsceniumPort
import Testing

/// `import Charts` is Proscenium's Charts module: no finding, available.
@Suite struct ChartsImportTests {
    @Test func chartsIsProvidedByProscenium() {
        #expect(LinuxModules.isAvailable("Charts") == true)
        #expect(LinuxModules.providedByProscenium.contains("Charts"))
        #expect(LinuxModules.appleOnly["Charts"] == nil)
    }

    @Test func importingChartsReportsNothing() {
        let findings = SourceScanner(packageModules: []).scan("""
        import SwiftUI
        import Charts
        """, file: URL(fileURLWithPath: "/p/ChartView.swift"))
        #expect(findings.isEmpty, "\(findings)")
    }
}
