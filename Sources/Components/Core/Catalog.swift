/// Every component the harness snapshots, in listing order.
public enum Catalog {
    public static let components: [any Component.Type] = [
        EBCounter.self,
        EBCountdown.self,
        EBCountdownPromo.self,
        EBCountdownTimeline.self,
        CountdownTimer.self,
        CountdownTimerTimeline.self,
        EBSlider.self,
        EBToast.self,
    ]

    /// The components' names, in listing order.
    public static var componentNames: [String] {
        components.map { $0.name }
    }

    /// Every variant of every component.
    public static var variants: [ComponentVariant] {
        components.flatMap { $0.variants }
    }
}

extension Component {
    /// This component's matrix, as variants.
    public static var variants: [ComponentVariant] { matrix.variants }
}
