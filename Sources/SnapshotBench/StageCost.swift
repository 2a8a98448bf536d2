/// One variant's cost by stage, in seconds.
package struct StageCost: Sendable, Equatable {
    package var render: Double
    package var decode: Double
    package var compare: Double
    package var encode: Double
}
