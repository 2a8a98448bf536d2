import Foundation

/// A failed file-system call, in words: what went wrong and what to do about it.
///
/// `errno` values become a sentence a user can act on instead of a Foundation error code
/// ("NSCocoaErrorDomain error 256"):
///
/// ```swift
/// FileProblem(errno: EISDIR).description  // "it is a folder"
/// FileProblem(errno: EACCES).remedy       // "check the permissions of the file and its folder"
/// ```
public struct FileProblem: Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as a clause that follows "but": "it is a folder".
    public var description: String
    /// What to do about it, when there is something to suggest.
    package var remedy: String?

    package init(_ description: String, remedy: String? = nil) {
        self.description = description
        self.remedy = remedy
    }

    /// The problem an `errno` value reports.
    package init(errno code: Int32) {
        switch code {
        case ENOENT: self.init("it does not exist")
        case EISDIR: self.init("it is a folder", remedy: "remove or rename the folder")
        case ENOTDIR: self.init("a file stands where a folder is expected", remedy: "remove or rename that file")
        case EACCES, EPERM: self.init("access was denied", remedy: "check the permissions of the file and its folder")
        case EROFS: self.init("the file system is read-only", remedy: "write somewhere else, or mount it writable")
        case ENOSPC, EDQUOT: self.init("the disk is full", remedy: "free some space and run again")
        case ELOOP: self.init("it goes through a link that leads back to itself", remedy: "remove the link")
        case ENAMETOOLONG: self.init("the name is too long for the file system")
        case EEXIST: self.init("something else already has that name")
        case EXDEV: self.init("it is on another file system than its temporary file")
        case EPIPE: self.init("its reader closed it before the end", remedy: "keep the reader open until the command ends")
        default: self.init(String(cString: strerror(code)).lowercased())
        }
    }

    /// The problem of the last failed system call.
    package static var current: FileProblem { FileProblem(errno: errno) }

    /// "it is a folder (remove or rename the folder)".
    package var sentence: String { description + (remedy.map { " (\($0))" } ?? "") }
}
