import Foundation
import Testing
@testable import ProsceniumWeb

/// The kept address is a secret: only an owner-only, well-formed file is trusted.
@Suite struct DisplayLeaseTests {
    let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("lease-\(UUID())").appendingPathComponent("display.json")
    let lease = DisplayLease(host: "127.0.0.1", port: 45_781, token: LaunchSecret.make())

    @Test func aSavedLeaseIsOwnerOnlyAndLoadsBack() throws {
        lease.save(to: file)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(DisplayLease.load(from: file) == lease)
    }

    @Test func aLeaseOthersCanReadIsNotTrusted() throws {
        lease.save(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        #expect(DisplayLease.load(from: file) == nil)
    }

    @Test func aDamagedOrWeakLeaseIsNotTrusted() throws {
        for damaged in ["{", #"{"host":"127.0.0.1","port":0,"token":"x"}"#,
                        #"{"host":"127.0.0.1","port":80,"token":"short"}"#,
                        #"{"host":"127.0.0.1","port":80,"token":"\#(String(repeating: "<", count: 50))"}"#] {
            lease.save(to: file)
            try Data(damaged.utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
            #expect(DisplayLease.load(from: file) == nil, "\(damaged)")
        }
        #expect(DisplayLease.load(from: file.deletingLastPathComponent().appendingPathComponent("none")) == nil)
    }
}
