import ComponentKit

extension EBCountdown {
    /// The announcement schedule over the timeline strip's span (threshold + 1 s down to −1 s),
    /// one line per announcement: when, why, what.
    public static func textSnapshots(in context: RenderContext) throws -> [(name: String, text: String)] {
        let threshold = try EBCountdownTokens.thresholdSeconds(context.tokens)
        let offsets = EBCountdownTimeline.offsets(thresholdSeconds: threshold)
        let start = offsets.max() ?? threshold
        let schedule = CountdownAnnouncer.schedule(from: RemainingTime(seconds: start), thresholdSeconds: threshold)
        var lines = [
            "# EBCountdown live-region announcements, ticking once a second from T−\(EBCountdownTimeline.clock(start)) to expiry",
            "# (threshold \(threshold) s; at most one routine announcement a minute, plus entering expiring and expiry)",
        ]
        lines += schedule.map { entry in
            let reason = entry.reason.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            return "T−\(EBCountdownTimeline.clock(entry.remaining.seconds))  \(reason)  \(entry.text)"
        }
        lines.append(
            "# \(schedule.count) announcements; none after expiry (T−00:00:00 and −00:00:01 are silent after \"\(CountdownVocabulary.english.ended)\")"
        )
        return [("announcements.txt", lines.joined(separator: "\n") + "\n")]
    }
}
