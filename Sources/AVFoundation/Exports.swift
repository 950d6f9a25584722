// `import AVFoundation` on Linux: sound players (`AVAudioPlayer`, `AVPlayer`)
// whose sounds the browser display plays, with CoreMedia's `CMTime`.
@_exported import CoreMedia
@_exported import Foundation
