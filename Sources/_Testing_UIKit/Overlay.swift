// The toolchain's swift-testing names `_Testing_UIKit` as the overlay to load
// when a file imports both Testing and UIKit (on a Mac it makes images
// attachable). Proscenium's UIKit has nothing to attach, so the overlay is
// empty; without it, such a test file would not build.
