import ComponentKit
import Foundation

extension CountdownTimer {
    /// The 5-minute announcement schedule over the sample schedule's last hour, as a text reference.
    public static func textSnapshots(in context: RenderContext) throws -> [(name: String, text: String)] {
        let schedule = sampleSchedule
        let from = schedule.endTime.addingTimeInterval(-3_600)
        let entries = CountdownTimerController.announcementSchedule(for: schedule, from: from, to: schedule.endTime.addingTimeInterval(1))
        var lines = [
            "# CountdownTimer announcements (announceTimerDetails) every \(CountdownTimerController.announcementInterval / 60) minutes, timer started at end − 1 h"
        ]
        lines += entries.map { entry in
            "end−\(EBCountdownTimeline.clock(Int(schedule.endTime.timeIntervalSince(entry.at))))  \(entry.text)"
        }
        return [("announcements.txt", lines.joined(separator: "\n") + "\n")]
    }
}
