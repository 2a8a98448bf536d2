import ComponentKit
import DesignTokens
import EBComponents
import EBTestSupport
import Rendering
import Testing

@Suite struct LayoutTests {
    let counter = EBCounter(count: 3)

    /// The rows of `image` whose pixels are all transparent.
    func isTransparent(_ image: RGBAImage, x: Range<Int>, y: Range<Int>) -> Bool {
        for row in y {
            for column in x where image[column, row].alpha != 0 { return false }
        }
        return true
    }

    @Test func aComponentDrawsOnlyInsideTheRectItIsGiven() throws {
        let size = try counter.size(in: sharedSystem, proposedWidth: nil)
        #expect(size == Size(width: 24, height: 24))
        let canvas = try Canvas(size: Size(width: 80, height: 60), scale: 1, fonts: sharedSystem.fonts)
        try counter.layout(in: sharedSystem, proposedWidth: nil).draw(on: canvas, at: Point(x: 30, y: 20), system: sharedSystem)
        let image = try canvas.image()
        #expect(image[42, 32].alpha == 255)
        #expect(isTransparent(image, x: 0..<80, y: 0..<20))
        #expect(isTransparent(image, x: 0..<80, y: 44..<60))
        #expect(isTransparent(image, x: 0..<30, y: 0..<60))
        #expect(isTransparent(image, x: 54..<80, y: 0..<60))
    }

    @Test func verticalStackAddsHeightsAndSpacing() throws {
        let stack = VStack(spacing: 10, alignment: .center, [counter, EBCounter(count: 0, limit: 10, hideWhenZero: false)])
        let size = try stack.size(in: sharedSystem, proposedWidth: 100)
        #expect(size == Size(width: 100, height: 24 + 10 + 24))
        let image = try sharedSystem.render(stack, scale: 1, proposedWidth: 100)
        #expect(image.width == 100 && image.height == 58)
        #expect(isTransparent(image, x: 0..<100, y: 24..<34))  // the spacing
        #expect(image[50, 12].alpha == 255 && image[50, 46].alpha == 255)  // both counters, centred
        #expect(isTransparent(image, x: 0..<38, y: 0..<24))  // the 24-wide counter starts at 38
    }

    @Test func flexibleSpacerPushesTheRestToTheTrailingEdge() throws {
        let row = HStack([Spacer(), counter])
        let image = try sharedSystem.render(row.frame(width: 200), scale: 1)
        #expect(image.width == 200)
        #expect(isTransparent(image, x: 0..<176, y: 0..<24))
        #expect(image[188, 12].alpha == 255)
    }

    @Test func paddingAndBackgroundSurroundTheContent() throws {
        let padded = counter.padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)).background(.white)
        #expect(try padded.size(in: sharedSystem, proposedWidth: nil) == Size(width: 40, height: 32))
        let image = try sharedSystem.render(padded, scale: 1)
        #expect(image[2, 2] == (255, 255, 255, 255))  // the background
        #expect(image[20, 16] != (255, 255, 255, 255))  // the counter over it
    }

    @Test(arguments: [200.0, 343, 500])
    func toastWrapsToTheWidthItIsProposed(width: Double) throws {
        let toast = EBToast(message: "Your transfer to Savings could not be completed right now", action: EBToastAction(label: "Retry"))
        let size = try toast.size(in: sharedSystem, proposedWidth: width)
        #expect(size.width == width)
        let image = try sharedSystem.render(toast, scale: 1, proposedWidth: width)
        #expect(image.width == Int(width))
        // Narrower toasts wrap to more lines (two at most), so they are never shorter.
        let wider = try toast.size(in: sharedSystem, proposedWidth: width + 150)
        #expect(size.height >= wider.height)
    }

    @Test func sliderTakesTheProposedWidthAndItsFillFollows() throws {
        let slider = EBSlider(value: 50, tooltip: .never)
        #expect(try slider.size(in: sharedSystem, proposedWidth: nil).width == 366)
        #expect(try EBSlider(value: 50, tooltip: .never, width: 311).size(in: sharedSystem, proposedWidth: nil).width == 311)
        let image = try sharedSystem.render(VStack([slider]), scale: 1, proposedWidth: 311)
        #expect(image.width == 311)
        // The fill ends at half the 311-pt track (155.5, under the knob), not at half of 366 (183):
        // x = 170 is already track, x = 140 still fill.
        #expect(abs(slider.fillWidth(trackWidth: 311, knob: 20) - 155.5) < 0.01)
        #expect(image[170, 14] == image[200, 14])
        #expect(image[140, 14] != image[200, 14])
    }

    @Test(arguments: EBScreens.Screen.allCases)
    func screensAre375WideAndNothingOverflows(screen: EBScreens.Screen) throws {
        for theme in Theme.lightAndDark {
            let instance = EBScreens(screen: screen, theme: theme)
            let size = try sharedSystem.size(of: instance)
            #expect(size.width == 375)
            let image = try sharedSystem.render(instance, scale: 1)
            // The page colour fills every corner: no component spilled outside or left a gap.
            #expect(image[0, 0].alpha == 255 && image[374, 0].alpha == 255)
            #expect(image[0, image.height - 1].alpha == 255 && image[374, image.height - 1].alpha == 255)
        }
    }
}
