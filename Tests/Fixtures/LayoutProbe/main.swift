// Prints, for each layout scene, the render tree as the page is sent it
// (WireEncoder) and the frames ProsceniumLayout computes for it in a window
// of the scene's size: what BrowserTests/test_layout_agreement.py holds the
// page's element boxes against, and the placement the page is sent when
// the engine lays out a window's whole content.
import Foundation
import ProsceniumHost
import ProsceniumLayout
import ProsceniumWeb

let scenes = LayoutScenes.all
var out: [String] = []
for scene in scenes {
    let size = Size(width: scene.width, height: scene.height)
    let frames = LayoutEngine().layout(scene.root, in: size)
    let placement = LayoutEngine().placement(of: scene.root, in: size)
    let surface = Surface(id: SurfaceID(scene.name), attributes: SurfaceAttributes(kind: .window, title: scene.name),
                          root: scene.root)
    let wire = try WireEncoder().encode(.snapshot([surface]))
    var frameText: [String] = []
    for element in scene.root.allElements() {
        guard let frame = frames.globalFrame(of: element.id) else { continue }
        frameText.append("\"\(element.id.rawValue)\": [\(frame.x), \(frame.y), \(frame.width), \(frame.height)]")
    }
    out.append("{\"name\": \"\(scene.name)\", \"width\": \(scene.width), \"height\": \(scene.height), "
               + "\"snapshot\": \(wire), \"placement\": \"\(placement)\", "
               + "\"frames\": {\(frameText.joined(separator: ", "))}}")
}
print("[" + out.joined(separator: ",\n") + "]")
