/// Resolving the modes: a token is resolved in a mode only when the mode's overrides can change it.
extension TokenResolution {
    /// The resolution state of the token at `index` in `mode` (the base mode, or the mode at hand).
    func resolution(_ index: Int, mode: Int) -> Resolution {
        mode == 0 ? results[index] : modeState[index]
    }

    /// Sets the resolution state of the token at `index` in `mode` (the base mode, or the mode at hand).
    mutating func record(_ resolution: Resolution, _ index: Int, mode: Int) {
        if mode == 0 {
            results[index] = resolution
        } else {
            if case .pending = modeState[index] { settledInMode.append(Int32(index)) }
            modeState[index] = resolution
        }
    }

    /// The token's own override for `mode`, if it has one (the first of that name).
    func override(_ index: Int, mode: Int) -> JSONValue? {
        overridePosition(index, mode: mode).map { tokenList[index].modes[$0].value }
    }

    /// Where the token's override for `mode` is in its ``RawToken/modes``: a binary search of
    /// its entries in ``overrideEntries``.
    private func overridePosition(_ index: Int, mode: Int) -> Int? {
        let end = Int(overrideStart[index + 1])
        var low = Int(overrideStart[index])
        var high = end
        while low < high {
            let middle = (low + high) / 2
            if Int(overrideEntries[middle].mode) < mode { low = middle + 1 } else { high = middle }
        }
        guard low < end, Int(overrideEntries[low].mode) == mode else { return nil }
        return Int(overrideEntries[low].position)
    }

    /// Resolves in every mode each token whose base value resolved (the base values must be resolved).
    ///
    /// A token resolves in a mode exactly as in the base mode when neither it nor any token its
    /// base resolution followed (transitively) overrides the mode, and none of them was in a
    /// reference cycle: evaluating it again would follow the same references to the same values,
    /// so it keeps the base value and its problems are already reported. The tokens a mode's
    /// overrides reach are found by following the base dependencies backwards from the tokens
    /// that override it; only they, and those whose base resolution met a cycle, are resolved in
    /// the mode, in token order. The work is proportional to what the overrides reach, not to
    /// tokens × modes.
    ///
    /// The modes are resolved one after the other, each with its own state. Resolving them token
    /// by token instead (every mode of one token before the next), and evaluating again in every
    /// mode a token found in a cycle in any, gives the same values and problems: where a mode's
    /// overrides do not reach, a token follows only base references among tokens they do not
    /// reach either, which hold no cycle, so it repeats its base value and problems.
    mutating func resolveModes() {
        guard modeNames.count > 1 else { return }
        let seeds = indexOverrides()
        let dependents = dependentsByToken()
        var cycleMarks = [Int32](repeating: 0, count: tokenList.count)
        let cycleMembers = tokenList.indices.filter { inCycle[$0] }.map { Int32($0) }
        let meetingCycles = Self.reach(from: cycleMembers, dependents, marks: &cycleMarks, mark: 1)
        dependsOnCycle = cycleMarks.map { $0 == 1 }
        let resolvedMeetingCycles = meetingCycles.filter { baseResolved(Int($0)) }
        modeState = Array(repeating: .pending, count: tokenList.count)
        reachedInMode = Array(repeating: 0, count: tokenList.count)
        for mode in 1..<modeNames.count {
            let overriding = seeds.list[Int(seeds.start[mode])..<Int(seeds.start[mode + 1])]
            var tokens = Self.reach(from: overriding, dependents, marks: &reachedInMode, mark: Int32(mode))
            tokens.removeAll { !baseResolved(Int($0)) }
            tokens += resolvedMeetingCycles.filter { reachedInMode[Int($0)] != mode }
            tokens.sort()
            for index in tokens { resolve(Int(index), mode: mode) }
            for token in settledInMode {
                noteChange(Int(token), mode: mode, modeState[Int(token)])
                modeState[Int(token)] = .pending
            }
            settledInMode.removeAll(keepingCapacity: true)
        }
    }

    /// Whether the token at `index` resolves in `mode` exactly as in the base mode: it has no
    /// override there, and neither has any token its base resolution followed (transitively),
    /// and none of them was in a reference cycle. Evaluating it again would then repeat the base
    /// evaluation step for step: the same value, the same (already reported) problems.
    /// Needs ``resolveModes()``'s marks for `mode`.
    func isSameAsBase(_ index: Int, mode: Int) -> Bool {
        !dependsOnCycle[index] && reachedInMode[index] != mode
    }

    /// Adds the token's value in `mode` to ``changedByModes`` when it differs from its base value.
    private mutating func noteChange(_ index: Int, mode: Int, _ resolution: Resolution) {
        guard case .done(let base) = results[index], case .done(let inMode) = resolution, inMode != base,
            resolvedValues[inMode].value != resolvedValues[base].value
        else { return }
        changedByModes.append((index, mode, inMode))
    }

    private func baseResolved(_ index: Int) -> Bool {
        if case .done = results[index] { return true }
        return false
    }

    /// Fills ``overrideEntries`` and ``overrideStart``; returns the tokens that override each
    /// mode, in token order: mode `m`'s are `list[start[m]..<start[m + 1]]`.
    private mutating func indexOverrides() -> (start: [Int32], list: [Int32]) {
        var modeIndex: [String: Int32] = [:]
        modeIndex.reserveCapacity(modeNames.count)
        for (mode, name) in modeNames.enumerated().dropFirst() { modeIndex[name] = Int32(mode) }
        var start = [Int32](repeating: 0, count: modeNames.count + 1)
        overrideStart = [0]
        overrideStart.reserveCapacity(tokenList.count + 1)
        for index in tokenList.indices {
            let first = overrideEntries.count
            for (position, override) in tokenList[index].modes.enumerated() {
                guard let mode = modeIndex[override.name] else { continue }
                overrideEntries.append((mode, Int32(position)))
            }
            if overrideEntries.count - first > 1 {
                // By mode, keeping the first override of each name.
                let sorted = overrideEntries[first...].sorted { ($0.mode, $0.position) < ($1.mode, $1.position) }
                var own = [sorted[0]]
                for entry in sorted.dropFirst() where entry.mode != own[own.count - 1].mode { own.append(entry) }
                overrideEntries.replaceSubrange(first..., with: own)
            }
            for entry in overrideEntries[first...] { start[Int(entry.mode) + 1] += 1 }
            overrideStart.append(Int32(overrideEntries.count))
        }
        for mode in modeNames.indices { start[mode + 1] += start[mode] }
        var end = start
        var list = [Int32](repeating: 0, count: overrideEntries.count)
        for index in tokenList.indices {
            for entry in overrideEntries[Int(overrideStart[index])..<Int(overrideStart[index + 1])] {
                list[Int(end[Int(entry.mode)])] = Int32(index)
                end[Int(entry.mode)] += 1
            }
        }
        return (start, list)
    }

    /// For each token, the tokens whose base resolution followed it (the dependency edges
    /// reversed): those of token `t` are `list[start[t]..<start[t + 1]]`.
    private func dependentsByToken() -> (start: [Int32], list: [Int32]) {
        var start = [Int32](repeating: 0, count: tokenList.count + 1)
        for edge in dependencyEdges { start[Int(edge.target) + 1] += 1 }
        for index in tokenList.indices { start[index + 1] += start[index] }
        var end = start
        var list = [Int32](repeating: 0, count: dependencyEdges.count)
        for source in tokenList.indices {
            var edge = Int(firstDependency[source])
            while edge >= 0 {
                let target = Int(dependencyEdges[edge].target)
                list[Int(end[target])] = Int32(source)
                end[target] += 1
                edge = Int(dependencyEdges[edge].next)
            }
        }
        return (start, list)
    }

    /// The tokens in `start` and every token whose base resolution followed one of them
    /// (transitively), each set to `mark` in `marks`; those already marked are left out.
    private static func reach(
        from start: some Collection<Int32>, _ dependents: (start: [Int32], list: [Int32]), marks: inout [Int32], mark: Int32
    ) -> [Int32] {
        var found: [Int32] = []
        for token in start where marks[Int(token)] != mark {
            marks[Int(token)] = mark
            found.append(token)
        }
        var next = 0
        while next < found.count {
            let token = Int(found[next])
            next += 1
            for position in Int(dependents.start[token])..<Int(dependents.start[token + 1]) {
                let dependent = dependents.list[position]
                guard marks[Int(dependent)] != mark else { continue }
                marks[Int(dependent)] = mark
                found.append(dependent)
            }
        }
        return found
    }
}
