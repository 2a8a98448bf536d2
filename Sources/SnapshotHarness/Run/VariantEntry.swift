import ComponentKit
import Foundation

/// One variant as `snapshot list --json` prints it.
public struct VariantEntry: Encodable, Sendable {
    public var id: String
    public var component: String
    public var props: [Prop]
    /// Size in points.
    public var width: Double
    public var height: Double
    public var scale: Int
    /// The reference's path relative to the package root.
    public var path: String
    public var figmaNode: String?
    /// The render environment: text size, direction and locale.
    public var environment: RenderEnvironment

    public init(_ variant: ComponentVariant, size: (width: Double, height: Double), scale: Int) {
        id = variant.id
        component = variant.component
        props = variant.props
        width = size.width
        height = size.height
        self.scale = scale
        path = "Snapshots/" + variant.referencePath(scale: scale)
        figmaNode = variant.figmaNode
        environment = variant.environment
    }

    private enum Key: String, CodingKey { case id, component, props, width, height, scale, path, figmaNode, environment }

    private struct PropKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Props encode as a JSON object with typed values: numbers, booleans, `null` for `none`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
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
        try container.encode(
            [
                "textSize": environment.textSize.rawValue, "direction": environment.direction.rawValue,
                "locale": environment.locale.rawValue,
            ], forKey: .environment)
    }
}
