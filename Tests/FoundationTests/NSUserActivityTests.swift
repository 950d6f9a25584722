import Foundation
import ProsceniumFoundation
import Testing

private final class Saver: NSObject, NSUserActivityDelegate {
    var saves = 0
    func userActivityWillSave(_ userActivity: NSUserActivity) {
        saves += 1
        userActivity.addUserInfoEntries(from: ["saved": saves])
    }
}

// On the main actor: the app runtime makes activities current there, and a
// test there cannot interleave with this one's reads of the current activity.
/// `NSUserActivity`, which Linux's Foundation lacks: the record itself, its
/// user info, and becoming and resigning current.
@MainActor @Suite(.serialized) struct NSUserActivityTests {
    @Test func anActivityKeepsWhatItIsGivenWithApplesDefaults() {
        let activity = NSUserActivity(activityType: "com.example.reading")
        #expect(activity.activityType == "com.example.reading")
        #expect(activity.title == nil && activity.userInfo == nil && activity.webpageURL == nil)
        #expect(activity.isEligibleForHandoff && !activity.isEligibleForSearch)
        #expect(!activity.isEligibleForPublicIndexing && !activity.isEligibleForPrediction)
        #expect(!activity.needsSave && activity.keywords.isEmpty && activity.requiredUserInfoKeys == nil)
        activity.title = "Chapter 3"
        activity.webpageURL = URL(string: "https://example.com/books/3")
        activity.targetContentIdentifier = "book-3"
        activity.requiredUserInfoKeys = ["page"]
        activity.isEligibleForSearch = true
        #expect(activity.title == "Chapter 3")
        #expect(activity.webpageURL?.absoluteString == "https://example.com/books/3")
        #expect(activity.targetContentIdentifier == "book-3")
        #expect(activity.requiredUserInfoKeys == ["page"])
        #expect(activity.isEligibleForSearch)
        #expect(NSUserActivityTypeBrowsingWeb == "NSUserActivityTypeBrowsingWeb")
    }

    @Test func addingEntriesMergesThemIntoTheUserInfo() {
        let activity = NSUserActivity(activityType: "com.example.reading")
        activity.addUserInfoEntries(from: ["page": 1, "book": "Emma"])
        activity.addUserInfoEntries(from: ["page": 2])
        #expect(activity.userInfo?["page"] as? Int == 2)
        #expect(activity.userInfo?["book"] as? String == "Emma")
    }

    @Test func becomingCurrentSavesWhatNeedsSavingAndInvalidatingEndsIt() {
        let saver = Saver()
        let first = NSUserActivity(activityType: "com.example.first")
        first.delegate = saver
        first.becomeCurrent()
        #expect(NSUserActivity._current === first)
        #expect(saver.saves == 0, "nothing needed saving")
        first.needsSave = true
        first.becomeCurrent()
        #expect(saver.saves == 1 && !first.needsSave)
        #expect(first.userInfo?["saved"] as? Int == 1)

        let second = NSUserActivity(activityType: "com.example.second")
        second.becomeCurrent()
        #expect(NSUserActivity._current === second)
        first.resignCurrent()
        #expect(NSUserActivity._current === second, "resigning another activity leaves the current one")
        second.invalidate()
        #expect(NSUserActivity._current == nil)
        second.becomeCurrent()
        #expect(NSUserActivity._current == nil, "an invalidated activity cannot become current")
    }

    @Test func theDelegateIsHeldWeakly() {
        let activity = NSUserActivity(activityType: "com.example.weak")
        do {
            let saver = Saver()
            activity.delegate = saver
            #expect(activity.delegate != nil)
        }
        #expect(activity.delegate == nil)
    }
}
