import Foundation

extension TokenError {
    /// This error in the terms of the files a user edits, for a message printed once (it reads
    /// files and searches the table, so it is not for errors a caller expects and catches):
    ///
    /// - a file in a resource bundle is named by its original under `Sources/` (see
    ///   ``BundledTokenFile``), here and in ``problems``;
    /// - a failed load is located at the line and column of its JSON syntax error, or of the key
    ///   of its token; a type mismatch at its token's key;
    /// - a missing token gets the nearest path `table` has (``TokenTable/nearestPath(to:)``),
    ///   with the line that writes it when it is written in ``file``.
    ///
    /// `table` is the table the lookup was made in (nil for a failed load).
    package func inSourceTerms(table: TokenTable? = nil, workingDirectory: String = FileManager.default.currentDirectoryPath)
        -> TokenError
    {
        var originals: [String: String] = [:]
        func original(_ file: String) -> String {
            if let known = originals[file] { return known }
            let found = BundledTokenFile.sourcePath(of: file, workingDirectory: workingDirectory) ?? file
            originals[file] = found
            return found
        }
        var error = self
        error.file = original(file)
        error.problems = problems.map { problem in
            var problem = problem
            problem.file = original(problem.file)
            return problem
        }
        let document = Self.contents(of: error.file, workingDirectory: workingDirectory)
        switch reason {
        case .missingToken:
            guard let table, let token, let nearest = table.nearestPath(to: token) else { break }
            error.suggestion = nearest
            let writtenIn = table.tokens[nearest].map { $0.file.isEmpty ? table.source : $0.file }
            if writtenIn == file, let document { error.suggestionLine = JSONKeyLocator.position(of: nearest.segments, in: document)?.line }
        case .invalid(.json, _):
            let syntax = problems.first { $0.severity == .error && $0.rule == .json && $0.file == file }
            (error.line, error.column) = (syntax?.line, syntax?.column)
        case .invalid, .typeMismatch:
            guard let token, let document, let position = JSONKeyLocator.position(of: token.segments, in: document) else { break }
            (error.line, error.column) = (position.line, position.column)
        case .unreadable:
            break
        }
        return error
    }

    /// The bytes of `file` (relative paths against `workingDirectory`), or nil when unreadable.
    private static func contents(of file: String, workingDirectory: String) -> [UInt8]? {
        let path = file.hasPrefix("/") ? file : workingDirectory + "/" + file
        return (try? TokenTable.bytes(ofFile: URL(fileURLWithPath: path))).map { Array($0) }
    }
}
