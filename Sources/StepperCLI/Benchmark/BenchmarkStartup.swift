import StepperSystemLibrary

/// The start-up line: a whole `stepper render` process beside a plain Swift program that prints
/// one line, started in turn, each timed by the CPU time the kernel charged it (user and
/// system, from `wait4`), which a busy shared machine disturbs far less than the wall clock.
///
/// The plain program is compiled on the fly with the toolchain's `swiftc -O`, so the line needs
/// nothing but the toolchain that built `stepper`.
struct BenchmarkStartup {
  /// How many times a plain Swift program's CPU time the default render may take.
  static let limit = 3.0
  /// The arguments of the process timed, after the executable: the default English render.
  static let renderArguments = ["render"]

  /// How many times each process is started, after one start of each not counted.
  let runs: Int

  /// What the line measured: the median CPU time of each process, in nanoseconds.
  struct Measurement: Sendable, Hashable {
    /// A whole `stepper render`.
    let render: Double
    /// The plain Swift program.
    let plain: Double
  }

  /// Why the line could not be measured.
  struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in a few words.
    let description: String
  }

  /// Measures `executable render` against the plain program, or says why it cannot.
  func measure(executable: String) throws(Failure) -> Measurement {
    let folder = try Self.temporaryFolder()
    defer { Self.remove(folder) }
    let plain = try Self.compilePlainProgram(in: folder)
    var renders: [Double] = []
    var plains: [Double] = []
    for run in 0...runs {
      let render = try Self.cpuNanoseconds(of: [executable] + Self.renderArguments)
      let baseline = try Self.cpuNanoseconds(of: [plain])
      guard run > 0 else { continue }
      renders.append(render)
      plains.append(baseline)
    }
    guard let render = BenchmarkStatistics.median(renders),
      let plainMedian = BenchmarkStatistics.median(plains)
    else { throw Failure(description: "no run was counted") }
    return Measurement(render: render, plain: plainMedian)
  }

  /// The path of the running executable, or `nil` when it is not `stepper` (a test runner).
  static var stepperExecutable: String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let path =
      length > 0
      ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      : CommandLine.arguments.first ?? ""
    return path.split(separator: "/").last == "stepper" ? path : nil
  }

  /// A new private folder under the temporary directory.
  private static func temporaryFolder() throws(Failure) -> String {
    var template = Array("/tmp/stepper-startup-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw Failure(description: "could not make a temporary folder (errno \(errno))")
    }
    return String(cString: made)
  }

  /// Removes the folder and the files this line put in it.
  private static func remove(_ folder: String) {
    for name in ["plain.swift", "plain"] { unlink(folder + "/" + name) }
    rmdir(folder)
  }

  /// Writes and compiles the plain program: one line printed, as `render` prints its output.
  private static func compilePlainProgram(in folder: String) throws(Failure) -> String {
    let source = folder + "/plain.swift"
    let program = folder + "/plain"
    guard let file = fopen(source, "w") else {
      throw Failure(description: "could not write \(source) (errno \(errno))")
    }
    fputs("print(\"Step 2 of 4\")\n", file)
    fclose(file)
    let status = try spawnAndWait(["swiftc", "-O", source, "-o", program], searchingPath: true)
    guard status.exitCode == 0 else {
      throw Failure(
        description: "swiftc -O could not compile the plain program (exit \(status.exitCode))")
    }
    return program
  }

  /// The CPU time, user and system, that one run of `arguments` took, in nanoseconds.
  private static func cpuNanoseconds(of arguments: [String]) throws(Failure) -> Double {
    let status = try spawnAndWait(arguments, searchingPath: false)
    guard status.exitCode == 0 else {
      throw Failure(description: "\(arguments.joined(separator: " ")) exited \(status.exitCode)")
    }
    return status.cpuNanoseconds
  }

  /// Starts `arguments` with its output sent to `/dev/null`, and waits for it.
  private static func spawnAndWait(
    _ arguments: [String], searchingPath: Bool
  ) throws(Failure) -> (exitCode: Int32, cpuNanoseconds: Double) {
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let started =
      searchingPath
      ? posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
      : posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
    guard started == 0 else {
      throw Failure(description: "could not start \(arguments[0]) (errno \(started))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else {
        throw Failure(description: "could not wait for \(arguments[0]) (errno \(errno))")
      }
    }
    let exited = status & 0x7F == 0
    let exitCode = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    func nanoseconds(_ time: timeval) -> Double {
      Double(time.tv_sec) * 1e9 + Double(time.tv_usec) * 1e3
    }
    return (exitCode, nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime))
  }
}
