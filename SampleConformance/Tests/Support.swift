// Behaviour tests of the seed samples. Each `<Sample>Tests.swift` here drives
// the sample of that name (module `Sample<Sample>`) headless with
// ProsceniumTesting. These files are compiled only into the package that
// Tests/SampleTests generates, beside the unchanged samples.
import Foundation
import Testing
import ProsceniumTesting
