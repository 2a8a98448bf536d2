import ComponentKit
import Foundation

/// One variant as `snapshot list --json` prints it: a still image (`kind: "variant"`) or a
/// motion's strip (`kind: "motion"`, with `frameTimes` in ms and one frame's `width` and `height`).
package struct VariantEntry: Encodable, Sendable {
    /// What the reference shows.
    package enum Kind: String, Encodable, Sendable {
        /// One still image.
        case variant
        /// A motion's frames, left to right.
        case motion
    }

    package var kind: Kind
    package var id: String
    package var component: String
    package var props: [Prop]
    /// Size in points (of one frame, for a motion).
    package var width: Double
    package var height: Double
    package var scale: Int
    /// The reference's path relative to the package root.
    package var path: String
    package var figmaNode: String?
    /// The render environment: text size, direction, locale and reduced motion.
    package var environment: RenderEnvironment
    /// A motion's frame times in milliseconds, both ends included.
    package var frameTimes: [Double]?
    /// What reduced motion makes of a motion.
    package var reducedMotion: String?

    package init(_ variant: ComponentVariant, size: (width: Double, height: Double), scale: Int, motion: MotionSummary? = nil) {
        kind = motion == nil ? .variant : .motion
        frameTimes = motion?.frameTimes
        reducedMotion = motion?.reduced.rawValue
        id = variant.id
        component = variant.component
        props = variant.props
        width = motion?.frameSize.width ?? size.width
        height = motion?.frameSize.height ?? size.height
        self.scale = scale
        path = "Snapshots/" + variant.referencePath(scale: scale)
        figmaNode = variant.figmaNode
        environment = variant.environment
    }

    private enum Key: String, CodingKey {
        case kind, id, component, props, width, height, scale, path, figmaNode, environment, frameTimes, reducedMotion
    }

    private struct PropKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Props encode as a JSON object with typed values: numbers, booleans, `null` for `none`.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(id, forKey: .id)
        try container.encode(component, forKey: .component)
        var object = container.nestedContainer(keyedBy: PropKey.self, forKey: .props)
        for prop in props {
            let key = PropKey(stringValue: prop.key)
            if let number = Int(prop.value) {
                try object.encode(number, forKey: key)
            } else if let flag = Bool(prop.value) {
                try object.encode(flag, forKey: key)
            } else if prop.value == "none" {
                try object.encodeNil(forKey: key)
            } else {
                try object.encode(prop.value, forKey: key)
            }
        }
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(scale, forKey: .scale)
        try container.encode(path, forKey: .path)
        try container.encodeIfPresent(figmaNode, forKey: .figmaNode)
        var place = container.nestedContainer(keyedBy: PropKey.self, forKey: .environment)
        try place.encode(environment.textSize.rawValue, forKey: PropKey(stringValue: "textSize"))
        try place.encode(environment.direction.rawValue, forKey: PropKey(stringValue: "direction"))
        try place.encode(environment.locale.rawValue, forKey: PropKey(stringValue: "locale"))
        try place.encode(environment.reduceMotion, forKey: PropKey(stringValue: "reduceMotion"))
        try container.encodeIfPresent(frameTimes, forKey: .frameTimes)
        try container.encodeIfPresent(reducedMotion, forKey: .reducedMotion)
    }
}
