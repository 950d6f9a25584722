import Foundation
import Testing
@testable import ProsceniumBench

/// `proscenium-bench browser --compare-with`: the driver's times of the List
/// app served by two builds become both builds' geomeans against vanilla and
/// this build's against the other's, printed before the last line.
@Suite struct BrowserFiguresTests {
    /// The driver's last line for the nine operations: every vanilla time
    /// 10 ms, this build's `this` ms, the other build's `other` ms.
    private func output(this: Double?, other: Double?) -> Data {
        let operations = BrowserFigures.weights.map { weight -> [String: Any] in
            var operation: [String: Any] = ["name": weight.name, "proscenium": [20.0], "vanilla": [10.0, 10.0, 10.0]]
            if let this { operation["thisBuild"] = [this, this + 1, this - 1] }
            if let other { operation["otherBuild"] = [other] }
            return operation
        }
        let line = try! JSONSerialization.data(withJSONObject: ["rows": 1000, "runs": 3, "operations": operations])
        return Data("driver.py: run 3/3 done\n".utf8) + line
    }

    @Test func twoBuildsTimedInTheSameTurnsAreComparedByTheirGeomeans() throws {
        let figures = try BrowserFigures(driverOutput: output(this: 15, other: 30))
        let builds = try #require(figures.builds)
        #expect(abs(builds.thisVsVanilla - 1.5) < 1e-9)
        #expect(abs(builds.otherVsVanilla - 3) < 1e-9)
        #expect(abs(builds.thisVsOther - 0.5) < 1e-9)
        let report = figures.report()
        #expect(report.contains("geomean this build / other build: 0.50"))
        #expect(report.contains("geomean vs vanilla: this build 1.50, other build 3.00"))
        // The last line stays what scripts read.
        #expect(report.split(separator: "\n").last == "geomean ratio vs vanilla: 2.00")
    }

    @Test func withoutAnotherBuildThereIsNoComparison() throws {
        let figures = try BrowserFigures(driverOutput: output(this: nil, other: nil))
        #expect(figures.builds == nil)
        #expect(!figures.report().contains("other build"))
        // One build's times alone compare nothing.
        #expect(try BrowserFigures(driverOutput: output(this: 15, other: nil)).builds == nil)
    }
}
