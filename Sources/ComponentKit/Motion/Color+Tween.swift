import DesignTokens

extension Color {
    /// The colour `progress` (0…1) of the way to `other`, channel by channel in 8-bit sRGB,
    /// rounded half away from zero: what a frame of a motion draws between two token colours.
    public func tweened(to other: Color, progress: Double) -> Color {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(min(max((Double(a) + (Double(b) - Double(a)) * progress).rounded(), 0), 255))
        }
        return Color(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }
}
