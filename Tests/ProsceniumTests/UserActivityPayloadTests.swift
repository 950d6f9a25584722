import Foundation
import Testing
import Proscenium

private struct Place: Codable, Equatable {
    var name: String
    var floor: Int
}

@Suite struct UserActivityPayloadTests {
    @Test func aTypedPayloadIsWrittenAsUserInfoAndReadBack() throws {
        let activity = NSUserActivity(activityType: "com.example.place")
        try activity.setTypedPayload(Place(name: "Library", floor: 3))
        #expect(activity.userInfo?["name"] as? String == "Library")
        #expect(try activity.typedPayload(Place.self) == Place(name: "Library", floor: 3))
    }

    @Test func userInfoOfAnotherShapeIsInvalidContent() {
        let activity = NSUserActivity(activityType: "com.example.place")
        #expect(throws: NSUserActivity.TypedPayloadError.self) { try activity.typedPayload(Place.self) }
        activity.userInfo = ["name": "Library"]
        #expect(throws: NSUserActivity.TypedPayloadError.self) { try activity.typedPayload(Place.self) }
        // A payload that is not a JSON object cannot be user info.
        #expect(throws: NSUserActivity.TypedPayloadError.self) { try activity.setTypedPayload(42) }
    }
}
