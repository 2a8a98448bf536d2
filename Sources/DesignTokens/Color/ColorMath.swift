#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CSS Color 4 conversions between the DTCG colour spaces and sRGB.
///
/// Every space goes to gamma-encoded sRGB, directly (sRGB, HSL, HWB) or through CIE XYZ with the
/// D65 white point; D50 spaces (Lab, LCH, ProPhoto RGB, XYZ-D50) are Bradford-adapted. Matrices
/// are the ones CSS Color 4 publishes in its sample code; transfer functions are extended
/// sign-symmetrically below zero, as CSS does, so out-of-gamut values survive the round trip.
/// Only `pow`, `cbrt`, `sin`, `cos` and `atan2` are used.
enum ColorMath {
    // MARK: Matrices (CSS Color 4, §18 sample code)

    static let linearSRGBToXYZ = ColorMatrix(
        SIMD3(506_752 / 1_228_815, 87_881 / 245_763, 12_673 / 70_218),
        SIMD3(87_098 / 409_605, 175_762 / 245_763, 12_673 / 175_545),
        SIMD3(7_918 / 409_605, 87_881 / 737_289, 1_001_167 / 1_053_270)
    )
    static let xyzToLinearSRGB = ColorMatrix(
        SIMD3(12_831 / 3_959, -329 / 214, -1_974 / 3_959),
        SIMD3(-851_781 / 878_810, 1_648_619 / 878_810, 36_519 / 878_810),
        SIMD3(705 / 12_673, -2_585 / 12_673, 705 / 667)
    )
    static let linearP3ToXYZ = ColorMatrix(
        SIMD3(608_311 / 1_250_200, 189_793 / 714_400, 198_249 / 1_000_160),
        SIMD3(35_783 / 156_275, 247_089 / 357_200, 198_249 / 2_500_400),
        SIMD3(0, 32_229 / 714_400, 5_220_557 / 5_000_800)
    )
    static let linearA98ToXYZ = ColorMatrix(
        SIMD3(573_536 / 994_567, 263_643 / 1_420_810, 187_206 / 994_567),
        SIMD3(591_459 / 1_989_134, 6_239_551 / 9_945_670, 374_412 / 4_972_835),
        SIMD3(53_769 / 1_989_134, 351_524 / 4_972_835, 4_929_758 / 4_972_835)
    )
    /// Linear ProPhoto RGB to XYZ with the D50 white point.
    static let linearProPhotoToXYZD50 = ColorMatrix(
        SIMD3(0.797_766_644_900_642_30, 0.135_181_297_400_533_08, 0.031_347_734_128_392_20),
        SIMD3(0.288_074_828_819_401_30, 0.711_835_234_241_873_00, 0.000_089_936_938_725_64),
        SIMD3(0, 0, 0.825_104_602_510_460_20)
    )
    static let linearRec2020ToXYZ = ColorMatrix(
        SIMD3(63_426_534 / 99_577_255, 20_160_776 / 139_408_157, 47_086_771 / 278_816_314),
        SIMD3(26_158_966 / 99_577_255, 472_592_308 / 697_040_785, 8_267_143 / 139_408_157),
        SIMD3(0, 19_567_812 / 697_040_785, 295_819_943 / 278_816_314)
    )
    /// Bradford chromatic adaptation from D50 to D65.
    static let d50ToD65 = ColorMatrix(
        SIMD3(0.955_473_421_488_075, -0.023_098_454_948_764_71, 0.063_259_243_200_570_72),
        SIMD3(-0.028_369_709_333_863_7, 1.009_995_398_081_304_1, 0.021_041_441_191_917_323),
        SIMD3(0.012_314_014_864_481_998, -0.020_507_649_298_898_964, 1.330_365_926_242_124)
    )
    static let xyzToOKLMS = ColorMatrix(
        SIMD3(0.819_022_437_996_703_0, 0.361_906_260_052_890_4, -0.128_873_781_520_987_9),
        SIMD3(0.032_983_653_932_388_5, 0.929_286_861_586_343_4, 0.036_144_666_350_642_4),
        SIMD3(0.048_177_189_359_624_2, 0.264_239_531_752_730_8, 0.633_547_828_469_430_9)
    )
    static let okLMSToOKLab = ColorMatrix(
        SIMD3(0.210_454_268_309_314_0, 0.793_617_774_702_305_4, -0.004_072_043_011_619_3),
        SIMD3(1.977_998_532_431_168_4, -2.428_592_242_048_579_9, 0.450_593_709_617_411_0),
        SIMD3(0.025_904_042_465_547_8, 0.782_771_712_457_529_6, -0.808_675_754_923_077_4)
    )
    static let okLabToOKLMS = ColorMatrix(
        SIMD3(1, 0.396_337_777_376_174_9, 0.215_803_757_309_913_6),
        SIMD3(1, -0.105_561_345_815_658_6, -0.063_854_172_825_813_3),
        SIMD3(1, -0.089_484_177_529_811_9, -1.291_485_548_019_409_2)
    )
    static let okLMSToXYZ = ColorMatrix(
        SIMD3(1.226_879_875_845_924_3, -0.557_814_994_460_217_1, 0.281_391_045_665_964_7),
        SIMD3(-0.040_575_745_214_800_8, 1.112_286_803_280_317_0, -0.071_711_058_065_516_4),
        SIMD3(-0.076_372_936_674_660_1, -0.421_493_332_402_243_2, 1.586_924_019_836_781_6)
    )

    /// The D50 white point (CSS Color 4: chromaticity 0.3457, 0.3585), Y = 1.
    static let d50White = SIMD3(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    // MARK: Transfer functions (encoded → linear and back), sign-symmetric

    /// Applies `f` to the magnitude of `c` and puts the sign back.
    private static func symmetric(_ c: Double, _ f: (Double) -> Double) -> Double {
        c < 0 ? -f(-c) : f(c)
    }

    /// sRGB (and Display P3) electro-optical transfer function.
    static func srgbToLinear(_ c: Double) -> Double {
        symmetric(c) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    /// The inverse of ``srgbToLinear(_:)``.
    static func linearToSRGB(_ c: Double) -> Double {
        symmetric(c) { $0 > 0.003_130_8 ? 1.055 * pow($0, 1 / 2.4) - 0.055 : 12.92 * $0 }
    }

    /// Adobe RGB (1998): a pure power of 563/256.
    static func a98ToLinear(_ c: Double) -> Double {
        symmetric(c) { pow($0, 563 / 256) }
    }

    /// ProPhoto RGB: gamma 1.8 with a linear toe below 16/512.
    static func prophotoToLinear(_ c: Double) -> Double {
        symmetric(c) { $0 <= 16 / 512 ? $0 / 16 : pow($0, 1.8) }
    }

    /// Rec. 2020 as CSS Color 4 defines it since 2025: display-referred, the ITU-R BT.1886
    /// EOTF with black 0 and white 1, which is a pure power of 2.4 (not BT.2020's camera OETF).
    static func rec2020ToLinear(_ c: Double) -> Double {
        symmetric(c) { pow($0, 2.4) }
    }

    // MARK: Cylindrical and model conversions

    /// Polar (lightness, chroma, hue in degrees) to rectangular (lightness, a, b).
    static func polarToRectangular(_ lch: SIMD3<Double>) -> SIMD3<Double> {
        let radians = lch.z * .pi / 180
        return SIMD3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
    }

    /// Rectangular (lightness, a, b) to polar (lightness, chroma, hue in [0, 360)).
    static func rectangularToPolar(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        var hue = atan2(lab.z, lab.y) * 180 / .pi
        if hue < 0 { hue += 360 }
        if hue >= 360 { hue -= 360 }
        return SIMD3(lab.x, chroma, hue)
    }

    /// CSS Color 4 `hslToRgb`: hue in degrees, saturation and lightness in 0…100, gamma-encoded sRGB out.
    static func hslToSRGB(_ hsl: SIMD3<Double>) -> SIMD3<Double> {
        var hue = hsl.x.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        let saturation = hsl.y / 100
        let lightness = hsl.z / 100
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// CSS Color 4 `hwbToRgb`: hue in degrees, whiteness and blackness in 0…100.
    ///
    /// When whiteness + blackness ≥ 100 the result is the grey `whiteness / (whiteness + blackness)`.
    static func hwbToSRGB(_ hwb: SIMD3<Double>) -> SIMD3<Double> {
        let white = hwb.y / 100
        let black = hwb.z / 100
        if white + black >= 1 {
            let gray = white / (white + black)
            return SIMD3(repeating: gray)
        }
        let pure = hslToSRGB(SIMD3(hwb.x, 100, 50))
        return pure * (1 - white - black) + SIMD3(repeating: white)
    }

    /// CIE Lab (D50, lightness 0…100) to XYZ-D50.
    static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let kappa = 24_389.0 / 27
        let epsilon = 216.0 / 24_389
        let f1 = (lab.x + 16) / 116
        let f0 = lab.y / 500 + f1
        let f2 = f1 - lab.z / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = lab.x > kappa * epsilon ? f1 * f1 * f1 : lab.x / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return SIMD3(x, y, z) * d50White
    }

    /// OKLab (lightness 0…1) to XYZ-D65.
    static func oklabToXYZ(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let lms = okLabToOKLMS.apply(lab)
        return okLMSToXYZ.apply(lms * lms * lms)
    }

    /// XYZ-D65 to OKLab.
    static func xyzToOKLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let lms = xyzToOKLMS.apply(xyz)
        return okLMSToOKLab.apply(SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z)))
    }

    // MARK: To and from sRGB

    /// Gamma-encoded sRGB to XYZ-D65.
    static func srgbToXYZ(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        linearSRGBToXYZ.apply(SIMD3(srgbToLinear(rgb.x), srgbToLinear(rgb.y), srgbToLinear(rgb.z)))
    }

    /// XYZ-D65 to gamma-encoded sRGB (unclamped).
    static func xyzToSRGB(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let linear = xyzToLinearSRGB.apply(xyz)
        return SIMD3(linearToSRGB(linear.x), linearToSRGB(linear.y), linearToSRGB(linear.z))
    }

    /// Gamma-encoded sRGB to OKLab.
    static func srgbToOKLab(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        xyzToOKLab(srgbToXYZ(rgb))
    }

    /// OKLab to gamma-encoded sRGB (unclamped).
    static func oklabToSRGB(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        xyzToSRGB(oklabToXYZ(lab))
    }

    /// Applies `f` to each channel.
    private static func each(_ v: SIMD3<Double>, _ f: (Double) -> Double) -> SIMD3<Double> {
        SIMD3(f(v.x), f(v.y), f(v.z))
    }

    /// Converts three finite components of `space` (`none` already replaced by 0) to
    /// gamma-encoded sRGB, without any clamping or gamut mapping.
    ///
    /// Lightness is clamped to its range and chroma to ≥ 0 first, as CSS Color 4 does when it
    /// parses `lab()`, `lch()`, `oklab()` and `oklch()`.
    static func srgb(from space: ColorSpace, _ c: SIMD3<Double>) -> SIMD3<Double> {
        switch space {
        case .srgb:
            return c
        case .hsl:
            return hslToSRGB(c)
        case .hwb:
            return hwbToSRGB(c)
        case .srgbLinear:
            return each(c, linearToSRGB)
        default:
            return xyzToSRGB(xyzD65(from: space, c))
        }
    }

    /// The colour in OKLCH, straight from the components for OKLab and OKLCH (so a lightness
    /// of exactly 0 or 1 stays exact), else through XYZ-D65.
    static func oklch(from space: ColorSpace, _ c: SIMD3<Double>) -> SIMD3<Double> {
        switch space {
        case .oklch:
            var hue = c.z.truncatingRemainder(dividingBy: 360)
            if hue < 0 { hue += 360 }
            return SIMD3(clamp(c.x, 0, 1), max(c.y, 0), hue)
        case .oklab:
            return rectangularToPolar(SIMD3(clamp(c.x, 0, 1), c.y, c.z))
        default:
            return rectangularToPolar(xyzToOKLab(xyzD65(from: space, c)))
        }
    }

    /// Converts three finite components of `space` to XYZ-D65 (see ``srgb(from:_:)``).
    static func xyzD65(from space: ColorSpace, _ c: SIMD3<Double>) -> SIMD3<Double> {
        switch space {
        case .srgb:
            return srgbToXYZ(c)
        case .hsl:
            return srgbToXYZ(hslToSRGB(c))
        case .hwb:
            return srgbToXYZ(hwbToSRGB(c))
        case .srgbLinear:
            return linearSRGBToXYZ.apply(c)
        case .lab:
            return d50ToD65.apply(labToXYZD50(SIMD3(clamp(c.x, 0, 100), c.y, c.z)))
        case .lch:
            let lch = SIMD3(clamp(c.x, 0, 100), max(c.y, 0), c.z)
            return d50ToD65.apply(labToXYZD50(polarToRectangular(lch)))
        case .oklab:
            return oklabToXYZ(SIMD3(clamp(c.x, 0, 1), c.y, c.z))
        case .oklch:
            return oklabToXYZ(polarToRectangular(SIMD3(clamp(c.x, 0, 1), max(c.y, 0), c.z)))
        case .displayP3:
            return linearP3ToXYZ.apply(each(c, srgbToLinear))
        case .a98RGB:
            return linearA98ToXYZ.apply(each(c, a98ToLinear))
        case .prophotoRGB:
            return d50ToD65.apply(linearProPhotoToXYZD50.apply(each(c, prophotoToLinear)))
        case .rec2020:
            return linearRec2020ToXYZ.apply(each(c, rec2020ToLinear))
        case .xyzD65:
            return c
        case .xyzD50:
            return d50ToD65.apply(c)
        }
    }

    /// `value` limited to `low…high`; NaN becomes `low`.
    static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        guard !value.isNaN else { return low }
        return min(max(value, low), high)
    }
}
