import ComponentKit

extension EBCountdownPromo {
    /// The legacy title and CTA copy, as data.
    package static let legacyTitle = "Hurry up! Sale ends in:"
    package static let legacyCTA = "Show now!"

    static func sample(
        _ remaining: RemainingTime, state: CountdownState? = nil, theme: Theme = .light,
        trailing: Trailing = .close, cta: String? = legacyCTA
    ) -> EBCountdownPromo {
        EBCountdownPromo(title: legacyTitle, countdown: .sample(remaining, state: state, theme: theme), trailing: trailing, cta: cta)
    }

    /// theme × remaining time × trailing (close / none) × CTA (on / off); the slots are shown in
    /// every combination at one time sample only, plus the 4 legacy Full Container variants.
    public static var matrix: VariantMatrix<EBCountdownPromo> {
        let first = EBCountdown.remainingSamples[0]
        var matrix = VariantMatrix<EBCountdownPromo>(base: sample(first))
        matrix = matrix.themes(\.countdown.theme)
        matrix = matrix.axis(
            "endsAt", \.countdown.endsAt, EBCountdown.remainingSamples.map { EBCountdown.pinnedNow.addingTimeInterval(Double($0.seconds)) })
        matrix = matrix.axis("trailing", \.trailing, Trailing.allCases)
        matrix = matrix.axis("cta", \.cta, [legacyCTA, nil])
        matrix = matrix.pruning("the slots do not depend on the time: every slot combination is shown at +3d21h14m09s") {
            $0.countdown.remaining != first && ($0.trailing != .close || $0.cta == nil)
        }
        matrix = matrix.legacy("4076:9091", sample(first))
        matrix = matrix.legacy("4076:9118", sample(first, state: .expiring))
        matrix = matrix.legacy("4076:9145", sample(first, theme: .dark))
        matrix = matrix.legacy("4076:9172", sample(first, state: .expiring, theme: .dark))
        return matrix
    }
}
