/// The flags that say where a command writes: `--output` and `--force`.
///
/// One rule for every command that writes (README, "Where output goes"): a command that writes
/// one file writes it into a folder that exists, and refuses a missing one by name; a command
/// that writes a folder of files creates that folder and any missing folders above it. An empty
/// `--output` is refused by every command.
enum OutputFlags {
  /// `--force`, for every command that takes `--output`.
  static let forceSpec = FlagSpec(
    "force", help: "Replace output files even when they are read-only.")

  /// `--output FILE` and `--force`, for a command that writes one file.
  static let fileSpecs = [
    FlagSpec(
      "output", value: "FILE",
      help: "Write to FILE, in a folder that exists, instead of standard output (- is standard "
        + "output); see the README's output rules."),
    forceSpec,
  ]

  /// `--output DIR` and `--force`, for a command that writes a folder of files.
  static func folderSpecs(default folder: String) -> [FlagSpec] {
    [
      FlagSpec("output", value: "DIR", help: "The folder to write to (default \(folder))."),
      forceSpec,
    ]
  }

  /// Writes a command's one output where `--output` says: standard output without it, for `-`
  /// and for a path to the file standard output is open on; else the file, by ``FileOutput``'s
  /// rules.
  static func write(
    _ text: String, flags: ParsedFlags, context: CommandContext
  ) throws(CLIError) {
    guard let path = try path(flags), path != "-", !FileOutput.isStandardOutput(path) else {
      context.console.out(text)
      return
    }
    try context.files.write(text, to: path, force: flags.has("force"))
  }

  /// The folder `--output` names, or `folder`; `-` is refused, since standard output holds no
  /// folder.
  static func folder(_ flags: ParsedFlags, default folder: String) throws(CLIError) -> String {
    guard let path = try path(flags) else { return folder }
    guard path != "-" else {
      throw .usage("--output takes a folder here; '-' (standard output) cannot hold one")
    }
    return path
  }

  /// The path `--output` gives, if it is given; an empty one is refused, since it names nothing
  /// to write (`--output ""` is more often a shell variable that was never set than a wish).
  private static func path(_ flags: ParsedFlags) throws(CLIError) -> String? {
    guard let path = flags.value("output") else { return nil }
    guard !path.isEmpty else {
      throw .usage("--output is given an empty path; give --output PATH, or - for standard output")
    }
    return path
  }
}
