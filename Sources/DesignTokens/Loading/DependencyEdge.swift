/// One token a base-mode resolution followed, in a list threaded through one array.
///
/// ``TokenResolution/firstDependency`` starts each token's list; `next` continues it (-1 ends it).
/// One flat array replaces an array per token.
struct DependencyEdge {
    /// The token index depended on.
    let target: Int32
    /// The index of the token's next edge in ``TokenResolution/dependencyEdges``, or -1.
    let next: Int32
}
