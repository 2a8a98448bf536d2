import DesignTokens
import Foundation
import TestSupport
import Testing

@testable import Rendering

@Suite struct FontLibraryTests {
    @Test(arguments: [(700, "Inter-Bold.otf"), (600, "Inter-SemiBold.otf"), (400, "Inter-Regular.otf")])
    func proximaSoftResolvesToTheStandIn(weight: Int, file: String) throws {
        let resolved = try sharedFonts.resolve(family: "Proxima Soft", weight: weight)
        #expect(resolved.file.lastPathComponent == file)
        #expect(resolved.family == "Inter")
    }

    @Test(arguments: ["DejaVu Sans", "Liberation Serif", "Noto Sans", "sans-serif", "monospace"])
    func systemFamiliesNeverEscapeTheFontsFolder(family: String) throws {
        let resolved = try sharedFonts.resolve(family: family, weight: 400)
        #expect(resolved.file.deletingLastPathComponent().standardizedFileURL.path == fontsDirectory.standardizedFileURL.path)
    }

    /// A font past the bound (a real font padded to 65 MiB, sparse) is refused by name before
    /// fontconfig maps it (the fresh round of issue 44, class 5: a 1 GB one rendered, unread by the
    /// fingerprint).
    @Test func aFontLargerThanTheBoundIsRefusedByName() throws {
        let folder = try temporaryFolder("fonts-large")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundled = try #require(FontLibrary.bundledDirectory)
        let font = folder.appendingPathComponent("Inter-Regular.otf")
        try FileManager.default.copyItem(at: bundled.appendingPathComponent("Inter-Regular.otf"), to: font)
        #expect(truncate(font.path, off_t(FontLibrary.fontFileByteLimit + 1)) == 0)
        #expect {
            _ = try FontLibrary(directory: folder)
        } throws: { error in
            "\(error)".contains("Inter-Regular.otf") && "\(error)".contains("more than a font may")
        }
    }

    @Test func listsOnlyTheFolderFiles() {
        #expect(
            sharedFonts.fontFiles.map(\.lastPathComponent) == [
                "Inter-Bold.otf", "Inter-Regular.otf", "Inter-SemiBold.otf", "NotoSansArabic-Bold.ttf", "NotoSansArabic-Regular.ttf",
            ])
    }

    @Test func emptyFolderIsAnErrorNamingIt() throws {
        let empty = try temporaryFolder("fonts")
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect {
            try FontLibrary(directory: empty)
        } throws: { error in
            (error as? RenderError)?.file == empty.standardizedFileURL.path
        }
    }

    @Test func measuringDoesNotDependOnAnything() throws {
        let style = TextStyle(Typography(fontFamily: ["Proxima Soft"], fontWeight: 600, fontSize: 12, lineHeight: 16), color: .black)
        let one = try sharedFonts.measure("10 / 10", style: style)
        let two = try sharedFonts.measure("10 / 10", style: style)
        #expect(one == two)
        #expect(one.height == 16)
        #expect(one.width > 30 && one.width < 45)
    }
}

@Suite struct FontConfigurationTests {
    private func folder(with files: [String: Data]) throws -> URL {
        let folder = try temporaryFolder("fonts")
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test func aFileThatIsNotAFontIsAnErrorNamingIt() throws {
        let folder = try folder(with: ["Broken.otf": Data("not a font".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            _ = try FontLibrary(directory: folder)
        } throws: { error in
            (error as? RenderError)?.file?.hasSuffix("Broken.otf") == true
        }
    }

    @Test func aBrokenFamilyMappingIsAnErrorNamingIt() throws {
        let bundled = try #require(FontLibrary.bundledDirectory)
        let regular = try Data(contentsOf: bundled.appendingPathComponent("Inter-Regular.otf"))
        let folder = try folder(with: ["Inter-Regular.otf": regular, "families.conf": Data("<fontconfig><alias>".utf8)])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect {
            _ = try FontLibrary(directory: folder)
        } throws: { error in
            (error as? RenderError)?.file?.hasSuffix("families.conf") == true
        }
    }
}
