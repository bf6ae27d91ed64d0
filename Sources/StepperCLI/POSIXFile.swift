import StepperSystemLibrary

/// The system calls behind every file and stream the tool reads or writes, with the loops that
/// make them whole: `EINTR` is retried, a partial write goes on with the rest, and a failure
/// comes back as its `errno` instead of trapping (as `FileHandle.write` does).
enum POSIXFile {
  /// Writes all of `text`'s UTF-8 bytes to `descriptor`; returns `nil`, or the `errno` of the
  /// write that failed. A write that reports no progress counts as `EIO`, so a device that
  /// takes nothing cannot make the loop spin.
  static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { bytes -> Int32? in
      guard let base = bytes.baseAddress else { return nil }
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, base + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          return written < 0 ? errno : EIO
        }
      }
      return nil
    }
  }

  /// Reads `descriptor` to its end, or until more than `limit` bytes came.
  static func readAll(_ descriptor: Int32, limit: Int) -> ReadResult {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes += chunk[0..<count]
        if bytes.count > limit { return .tooLarge }
      } else if count == 0 {
        return .bytes(bytes)
      } else if errno != EINTR {
        return .failed(errno)
      }
    }
  }

  /// What ``readAll(_:limit:)`` got.
  enum ReadResult: Equatable {
    /// Every byte up to the end.
    case bytes([UInt8])
    /// More bytes than the limit.
    case tooLarge
    /// A read failed with this `errno`.
    case failed(Int32)
  }

  /// Opens `path` with `flags` (and `mode` for a file it creates), retrying `EINTR` (a FIFO's
  /// open waits for the other end, and a signal may cut the wait); returns the descriptor, or
  /// the `errno`.
  static func open(_ path: String, _ flags: Int32, mode: UInt32 = 0o666) -> Result<Int32, Errno> {
    while true {
      let descriptor = StepperSystemLibrary.open(path, flags | O_CLOEXEC, mode_t(mode))
      if descriptor >= 0 { return .success(descriptor) }
      if errno != EINTR { return .failure(Errno(errno)) }
    }
  }

  /// Closes `descriptor`; returns `nil`, or the `errno` of a close that reports a failed
  /// write (as network file systems may). `EINTR` counts as closed: retrying could close a
  /// descriptor another thread just got.
  static func close(_ descriptor: Int32) -> Int32? {
    let result = StepperSystemLibrary.close(descriptor)
    return result == 0 || errno == EINTR ? nil : errno
  }

  /// Facts about the file at `path`, following symbolic links (or not, with `lstat`).
  static func status(_ path: String, followingLinks: Bool = true) -> Result<FileStatus, Errno> {
    var info = stat()
    let result = followingLinks ? stat(path, &info) : lstat(path, &info)
    guard result == 0 else { return .failure(Errno(errno)) }
    return .success(FileStatus(info))
  }

  /// Facts about the file open on `descriptor`.
  static func status(of descriptor: Int32) -> Result<FileStatus, Errno> {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(Errno(errno)) }
    return .success(FileStatus(info))
  }

  /// The system's sentence for an `errno`: "No space left on device".
  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// An `errno` as an `Error`, so that it fits `Result`.
  struct Errno: Error, Equatable {
    /// The number.
    let code: Int32
    init(_ code: Int32) { self.code = code }
    /// The system's sentence for it.
    var text: String { POSIXFile.describe(code) }
  }
}

/// What `stat` says of a file: its kind, permission bits, owner, link count and identity.
struct FileStatus: Equatable {
  /// What kind of file it is.
  enum Kind: Equatable {
    case regular, folder, symbolicLink, fifo, characterDevice, blockDevice, socket, unknown

    /// How a message names it: "a FIFO".
    var name: String {
      switch self {
      case .regular: "a regular file"
      case .folder: "a folder"
      case .symbolicLink: "a symbolic link"
      case .fifo: "a FIFO (named pipe)"
      case .characterDevice: "a character device"
      case .blockDevice: "a block device"
      case .socket: "a socket"
      case .unknown: "not a regular file"
      }
    }
  }

  let kind: Kind
  /// The permission bits, with set-user-ID, set-group-ID and sticky: `0o644`.
  let permissions: UInt32
  let owner: UInt32
  let group: UInt32
  /// How many names (hard links) the file has.
  let linkCount: Int
  /// The file system and the file in it: together, which file this is, whatever its name.
  let device: UInt64
  let inode: UInt64

  init(_ info: stat) {
    let type = UInt32(info.st_mode) & UInt32(S_IFMT)
    kind =
      switch type {
      case UInt32(S_IFREG): .regular
      case UInt32(S_IFDIR): .folder
      case UInt32(S_IFLNK): .symbolicLink
      case UInt32(S_IFIFO): .fifo
      case UInt32(S_IFCHR): .characterDevice
      case UInt32(S_IFBLK): .blockDevice
      case UInt32(S_IFSOCK): .socket
      default: .unknown
      }
    permissions = UInt32(info.st_mode) & 0o7777
    owner = UInt32(info.st_uid)
    group = UInt32(info.st_gid)
    linkCount = Int(info.st_nlink)
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }

  /// Whether no one may write it by its permission bits. Root may write anyway; the bits are
  /// what a person set to say "keep this".
  var hasNoWriteBits: Bool { permissions & 0o222 == 0 }

  /// Whether both describe the same file.
  func isSameFile(as other: FileStatus) -> Bool {
    device == other.device && inode == other.inode
  }
}
