extension Color {
    /// Creates an 8-bit colour from gamma-encoded sRGB components and alpha in 0…1.
    ///
    /// Each value is clamped to 0…1 (NaN counts as 0) and rounded with `(c * 255).rounded()`,
    /// half away from zero. Missing components count as 0; extra ones are ignored.
    ///
    /// - Parameters:
    ///   - components: Red, green and blue.
    ///   - alpha: Opacity, 0 transparent to 1 opaque.
    package init(sRGB components: [Double], alpha: Double) {
        func byte(_ value: Double) -> UInt8 {
            UInt8((ColorMath.clamp(value, 0, 1) * 255).rounded())
        }
        func component(_ index: Int) -> Double {
            components.indices.contains(index) ? components[index] : 0
        }
        self.init(red: byte(component(0)), green: byte(component(1)), blue: byte(component(2)), alpha: byte(alpha))
    }
}
