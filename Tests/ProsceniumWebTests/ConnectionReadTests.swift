import Foundation
import NIOCore
import ProsceniumHost
import Testing
@testable import ProsceniumWeb

/// A page's connection reads into small buffers (`LeanReadChannel`): NIO kept
/// up to four of 2 KB for each page as long as it was connected.
@MainActor @Suite struct ConnectionReadTests {
    @Test func aPagesConnectionReadsOnceAtATimeIntoASmallBuffer() async throws {
        let (served, channels) = try await ServedDisplay.startObservingChannels()
        try await served.client.withConnection { connection in
            try await connection.write(Array(served.handshake().utf8))
            #expect(try await connection.readReply(body: false).status == 101)
            _ = try await connection.receiveJSON()
            let channel = try #require(channels.first)
            #expect(try await channel.getOption(ChannelOptions.maxMessagesPerRead).get() == 1)
            let buffers = try await channel.getOption(ChannelOptions.recvAllocator).get()
            let adaptive = try #require(buffers as? AdaptiveRecvByteBufferAllocator)
            #expect(adaptive.initial == 512)
            #expect(adaptive.maximum == 65_536)

            // A message far larger than the first buffer still comes in whole.
            let session = try #require(served.provider.sessions.first)
            let pasted = String(repeating: "0123456789", count: 50_000)
            try await connection.sendText(
                #"{"v":3,"type":"event","event":{"kind":"input","surface":"w1","target":2,"value":"\#(pasted)"}}"#)
            try await eventually("the pasted text") { !session.events.isEmpty }
            #expect(session.events == [HostEvent(kind: .input, surface: SurfaceID("w1"), target: ElementID(2), value: pasted)])
        }
        await served.display.stop()
    }
}
