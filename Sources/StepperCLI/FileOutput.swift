import StepperSystemLibrary

/// Writes command output to files and folders the way careful tools do, turning every failure
/// into one ``CLIError/cannotWrite(path:reason:)`` (exit 73).
///
/// What is at the path decides how it is written:
/// - A regular file, or nothing yet, is replaced atomically: the text goes to a temporary file
///   in the same folder, which then is renamed over the path, so a reader sees the old file or
///   the new one, never half of one. The new file keeps the old one's permission bits (and its
///   owner, when the process may set it); a new path gets the default mode less the umask.
/// - A file without any write permission bit is refused unless `force` is given: someone made
///   it read-only to keep it. Root, whom the system lets write anything, is refused too.
/// - A symbolic link is followed, through every link to its final target: the target is
///   written and the link stays a link. A dangling link creates its target.
/// - A device, a FIFO, a socket, or anything under `/proc` (where `/dev/stdout` leads) is
///   opened for writing and written in place; nothing is ever renamed over it. (The file
///   standard output is open on is written as standard output: see ``isStandardOutput(_:)``.)
/// - A regular file with more than one name (hard links) is written in place, so that every
///   name sees the new text.
/// - A folder is refused, and so is a new file in a folder that does not exist (naming the
///   folder).
///
/// A writable file in a folder where no file can be created (a read-only folder) cannot be
/// replaced atomically. It is then written in place, the way the shell's `>` writes: the file
/// is truncated and written through its own descriptor. That gives up atomicity (a reader may
/// see a short file, and a failed write leaves one), but refusing would leave the person no way
/// to write a file they may write; the folder's owner chose to forbid new names, not writes.
struct FileOutput: Sendable {
  /// How many symbolic links a path may pass through, as the system's own limit (`ELOOP`).
  static let maximumLinks = 40

  /// Whether `path` names the file standard output is open on, as `/dev/stdout` does when
  /// output goes to a file (`> log`, `>> log`). Such a path is best written as standard output:
  /// opening it again would start at its beginning, and truncate what `>>` meant to keep.
  static func isStandardOutput(_ path: String) -> Bool {
    guard case .success(let file) = POSIXFile.status(path),
      case .success(let output) = POSIXFile.status(of: STDOUT_FILENO)
    else { return false }
    return file.isSameFile(as: output)
  }

  /// Writes `text` to the file `path` names, by the rules above.
  func write(_ text: String, to path: String, force: Bool = false) throws(CLIError) {
    let target = try Self.followLinks(path)
    switch POSIXFile.status(target) {
    case .failure(let error) where error.code == ENOENT:
      try Self.requireFolder(of: target, reportedAs: path)
      try Self.replace(target, with: text, keeping: nil, reportedAs: path)
    case .failure(let error):
      throw .cannotWrite(path: path, reason: error.text)
    case .success(let status) where status.kind == .folder:
      throw .cannotWrite(path: path, reason: "it is a folder")
    case .success(let status) where status.kind == .regular && !target.hasPrefix("/proc/"):
      if !force, status.hasNoWriteBits || access(target, W_OK) != 0 {
        throw .cannotWrite(path: path, reason: "the file is read-only; --force replaces it")
      }
      if status.linkCount > 1 {
        try Self.writeInPlace(target, text, truncating: true, reportedAs: path)
      } else {
        try Self.replace(target, with: text, keeping: status, reportedAs: path)
      }
    case .success(let status):
      try Self.writeInPlace(
        target, text, truncating: status.kind == .regular, reportedAs: path)
    }
  }

  /// Refuses a new file whose folder does not exist, naming the folder: a file is written into
  /// a folder that is there, and a missing one is more often a typing slip than a wish.
  private static func requireFolder(of target: String, reportedAs path: String) throws(CLIError) {
    guard let slash = target.lastIndex(of: "/"), slash != target.startIndex else { return }
    let folder = String(target[..<slash])
    guard case .failure(let error) = POSIXFile.status(folder), error.code == ENOENT else { return }
    throw .cannotWrite(
      path: path,
      reason: "folder \(folder) does not exist; create it or choose another --output")
  }

  /// Creates a folder and any missing parents (`mkdir -p`); a folder that exists, or a link to
  /// one, is fine.
  func makeFolder(_ path: String) throws(CLIError) {
    guard !path.isEmpty else { throw .cannotWrite(path: path, reason: "the folder name is empty") }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o777) != 0 {
        let code = errno
        switch POSIXFile.status(prefix) {
        case .success(let status) where status.kind == .folder:
          break
        case .success(let status):
          throw .cannotWrite(path: path, reason: "\(prefix) is \(status.kind.name), not a folder")
        case .failure:
          throw .cannotWrite(path: path, reason: POSIXFile.describe(code))
        }
      }
      prefix += "/"
    }
  }

  /// The path `path` leads to once every symbolic link on it is followed. A link's relative
  /// target is relative to the link's folder. Links under `/proc` are the kernel's (`fd/1` of
  /// `/dev/stdout` may lead to a pipe that has no path), so the path stops there.
  static func followLinks(_ path: String) throws(CLIError) -> String {
    var current = path
    for _ in 0...maximumLinks {
      guard case .success(let status) = POSIXFile.status(current, followingLinks: false),
        status.kind == .symbolicLink, !current.hasPrefix("/proc/")
      else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else {
        throw .cannotWrite(path: path, reason: POSIXFile.describe(errno))
      }
      let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if link.hasPrefix("/") {
        current = link
      } else if let slash = current.lastIndex(of: "/") {
        current = current[...slash] + link
      } else {
        current = link
      }
    }
    throw .cannotWrite(path: path, reason: POSIXFile.describe(ELOOP))
  }

  /// Writes `text` to a new file beside `target` and renames it over `target`, with `old`'s
  /// permission bits and owner; falls back to writing in place when no file can be created in
  /// the folder but `target` exists.
  private static func replace(
    _ target: String, with text: String, keeping old: FileStatus?, reportedAs path: String
  ) throws(CLIError) {
    let folderEnd = target.lastIndex(of: "/").map { target.index(after: $0) } ?? target.startIndex
    let name = target[folderEnd...]
    var temporary = ""
    var descriptor: Int32 = -1
    for _ in 0..<8 {
      let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      temporary = target[..<folderEnd] + ".\(name).stepper-\(suffix).tmp"
      // The mode goes through the umask, as any new file's does.
      switch POSIXFile.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOCTTY, mode: 0o666) {
      case .success(let opened):
        descriptor = opened
      case .failure(let error) where error.code == EEXIST:
        continue
      case .failure(let error):
        if old != nil, [EACCES, EPERM, EROFS].contains(error.code) {
          return try writeInPlace(target, text, truncating: true, reportedAs: path)
        }
        throw .cannotWrite(path: path, reason: error.text)
      }
      break
    }
    guard descriptor >= 0 else {
      throw .cannotWrite(path: path, reason: "no free name for a temporary file beside it")
    }
    var failure = POSIXFile.writeAll(text, to: descriptor)
    if failure == nil, let old {
      // Root keeps the owner; anyone else cannot give a file away, and keeps it as theirs.
      _ = fchown(descriptor, uid_t(old.owner), gid_t(old.group))
      if fchmod(descriptor, mode_t(old.permissions)) != 0 { failure = errno }
    }
    if let closing = POSIXFile.close(descriptor), failure == nil { failure = closing }
    if failure == nil, rename(temporary, target) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw .cannotWrite(path: path, reason: POSIXFile.describe(failure))
    }
  }

  /// Opens `target` as it is (never creating a file over it) and writes `text` through it.
  private static func writeInPlace(
    _ target: String, _ text: String, truncating: Bool, reportedAs path: String
  ) throws(CLIError) {
    let flags = O_WRONLY | O_NOCTTY | (truncating ? O_TRUNC : 0)
    let descriptor: Int32
    switch POSIXFile.open(target, flags) {
    case .success(let opened): descriptor = opened
    case .failure(let error): throw .cannotWrite(path: path, reason: error.text)
    }
    let failure = POSIXFile.writeAll(text, to: descriptor)
    let closing = POSIXFile.close(descriptor)
    if let code = failure ?? closing {
      throw .cannotWrite(path: path, reason: POSIXFile.describe(code))
    }
  }
}
