/// One entry of a component's matrix: a named, props-described instance to snapshot.
///
/// Its ``id`` (`Badge/tone-success_theme-dark`) is stable across runs and safe as
/// a file name; the reference lives at `Snapshots/<component>/<name>@<scale>x.png`.
public struct ComponentVariant: Sendable, Identifiable {
    /// The component's name: `Badge`.
    public let component: String
    /// The file-safe name within the component.
    public let name: String
    /// Every prop of the instance, in the API's order.
    public let props: [Prop]
    /// The legacy Figma node this variant reproduces, when it does.
    package let figmaNode: String?
    /// The instance itself.
    package let instance: any Component
    /// Where it renders; outside the standard environment the name ends in `_env-ax5`, `_env-rtl-ar`, `_env-pseudo`.
    package let environment: RenderEnvironment

    package init(
        component: String, name: String, props: [Prop], figmaNode: String?, instance: any Component,
        environment: RenderEnvironment = .standard
    ) {
        self.component = component
        self.name = environment == .standard ? name : "\(name)_env-\(environment)"
        self.props = props
        self.figmaNode = figmaNode
        self.instance = instance
        self.environment = environment
    }

    /// `<Component>/<variant name>`: the variant's id in listings, filters and reports.
    public var id: String { "\(component)/\(name)" }

    /// The reference's path relative to `Snapshots/`.
    package func referencePath(scale: Int) -> String {
        "\(component)/\(name)@\(scale)x.png"
    }
}

extension ComponentVariant: CustomStringConvertible {
    /// The id: how a test case of the variant is named (`Badge/tone-info_theme-light`).
    public var description: String { id }
}
