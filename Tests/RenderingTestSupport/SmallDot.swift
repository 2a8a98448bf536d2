import DesignTokens
import Foundation
import Rendering

/// The bundled default fonts, loaded once for the test images drawn on a canvas.
private let bundledFonts: FontLibrary? = FontLibrary.bundledDirectory.flatMap { try? FontLibrary(directory: $0) }

/// A white 16-pt tile with a small dark dot of `radius` points at a fractional centre, drawn as
/// EBToast draws its error icon's dot: the dot of 1.04 pt and the one of 1.25 pt (EBToast's 1.25 u
/// → 1.5 u) differ at 2× only in pixels pixelmatch takes for anti-aliasing.
package func drawSmallDot(radius: Double, on canvas: Canvas, size: Size) throws {
    try canvas.fill(.roundedRect(Rect(size: size), radius: 0), with: .color(.white))
    try canvas.fill(.circle(center: Point(x: 8.1, y: 9.4), radius: radius), with: .color(Color(red: 32, green: 32, blue: 40)))
}

/// The small-dot tile (``drawSmallDot(radius:on:size:)``) drawn alone at `scale`.
package func smallDotImage(radius: Double, scale: Double = 2) throws -> RGBAImage {
    guard let fonts = bundledFonts else { throw SmallDotError.noBundledFonts }
    let size = Size(width: 16, height: 16)
    let canvas = try Canvas(size: size, scale: scale, fonts: fonts)
    try drawSmallDot(radius: radius, on: canvas, size: size)
    return try canvas.image()
}

/// The Rendering module's bundled fonts did not load.
package enum SmallDotError: Error { case noBundledFonts }
