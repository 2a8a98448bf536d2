/// When references are (re)written.
///
/// - `never`: only compare; a missing reference is a failure (the CI default).
/// - `missing`: write references that do not exist yet; compare the rest.
/// - `failed`: write missing references and those that differ.
/// - `all`: write every reference.
public enum RecordMode: String, CaseIterable, Hashable, Sendable {
    case never, missing, failed, all

    /// The environment variable tests read: `SNAPSHOT_TESTING_RECORD=all|missing|failed|never`.
    public static let environmentVariable = "SNAPSHOT_TESTING_RECORD"

    /// The mode named in `environment`, `.never` when unset; nil when set to an unknown value.
    package init?(environment: [String: String]) {
        guard let value = environment[Self.environmentVariable], !value.isEmpty else {
            self = .never
            return
        }
        self.init(rawValue: value.lowercased())
    }
}
