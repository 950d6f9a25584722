import Foundation

/// Turns a failed system call into the `CocoaError` Foundation would throw,
/// with the POSIX error underneath and a message naming the file and what
/// was being done.
enum FileSystemError {
    enum Activity {
        case reading, writing

        var verb: String { self == .reading ? "open" : "save" }
    }

    /// The error for `code` (an `errno` value) met while `operation` (a
    /// short phrase such as "create a temporary file") on `path`.
    static func make(_ code: Int32, _ activity: Activity, path: String, operation: String) -> CocoaError {
        let reason = String(cString: strerror(code))
        let name = (path as NSString).lastPathComponent
        let message = "Couldn't \(activity.verb) \"\(name)\": could not \(operation) (\(reason))."
        var userInfo: [String: Any] = [
            NSFilePathErrorKey: path,
            NSURLErrorKey: URL(fileURLWithPath: path),
            NSLocalizedDescriptionKey: message,
        ]
        if let posix = POSIXErrorCode(rawValue: code) {
            userInfo[NSUnderlyingErrorKey] = POSIXError(posix)
        }
        return CocoaError(cocoaCode(for: code, activity), userInfo: userInfo)
    }

    /// The error for a failure that has no `errno`.
    static func make(_ code: CocoaError.Code, path: String, message: String) -> CocoaError {
        CocoaError(code, userInfo: [
            NSFilePathErrorKey: path,
            NSURLErrorKey: URL(fileURLWithPath: path),
            NSLocalizedDescriptionKey: message,
        ])
    }

    private static func cocoaCode(for code: Int32, _ activity: Activity) -> CocoaError.Code {
        switch (activity, code) {
        case (.reading, ENOENT), (.reading, ENOTDIR): return .fileReadNoSuchFile
        case (.reading, EACCES), (.reading, EPERM): return .fileReadNoPermission
        case (.reading, ENAMETOOLONG): return .fileReadInvalidFileName
        case (.reading, EFBIG): return .fileReadTooLarge
        case (.reading, _): return .fileReadUnknown
        case (.writing, ENOENT), (.writing, ENOTDIR): return .fileNoSuchFile
        case (.writing, EACCES), (.writing, EPERM): return .fileWriteNoPermission
        case (.writing, ENOSPC), (.writing, EDQUOT), (.writing, EFBIG): return .fileWriteOutOfSpace
        case (.writing, EROFS): return .fileWriteVolumeReadOnly
        case (.writing, EEXIST): return .fileWriteFileExists
        case (.writing, ENAMETOOLONG), (.writing, EINVAL): return .fileWriteInvalidFileName
        case (.writing, _): return .fileWriteUnknown
        }
    }
}
