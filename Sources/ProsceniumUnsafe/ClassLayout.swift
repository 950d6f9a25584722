/// What a class's metadata says of its instances.
public enum ClassLayout {
    /// Where a class's metadata keeps its instances' size, on a platform
    /// with no Objective-C interop (Linux): after the kind word, the
    /// superclass, the class flags (32 bits) and the instance address point
    /// (32 bits), a 32-bit size at byte 24.
    public static let instanceSizeOffset = 24

    /// The bytes an instance of `type` asks malloc for (its header and its
    /// stored properties, as the class's metadata records them).
    public static func instanceSize(of type: AnyClass) -> Int {
        Int(unsafeBitCast(type, to: UnsafeRawPointer.self).load(fromByteOffset: instanceSizeOffset, as: UInt32.self))
    }
}
