import ComponentKit

extension EBCountdown: Animating {
    /// The tick from 3 d 21 h 14 m 00 s to 13 m 59 s: the minutes and the seconds flip (the old
    /// number rises out and fades as the new one rises in); under reduced motion they change at
    /// once, as the audit asks ("suppress any unit-flip animation").
    public static var motions: [Motion<EBCountdown>] {
        [
            Motion(
                "tick", from: .sample(.days(3, hours: 21, mins: 14, secs: 0)), to: .sample(.days(3, hours: 21, mins: 13, secs: 59)),
                timing: .transition("countdown/motion/tick"), reduced: .jump
            ) { start, end, progress in
                var frame = end
                if progress < 1 { frame.flip = (start.cells.map(\.number), progress) }
                return frame
            }
        ]
    }
}
