/// One of the README's pictures: a file in `docs/images` and the `stepper render` flags that
/// draw it.
///
/// ``all`` is the one list of them. `stepper docs-images` writes it, and the tests check that
/// every committed picture equals what the current build draws, so the README never shows a
/// stepper the code no longer draws.
struct DocsImage: Sendable, Equatable {
  /// The file's name in `docs/images`, such as `circular-light.svg`.
  let fileName: String
  /// What the picture shows, for the README's alt text.
  let caption: String
  /// The flags of `stepper render` that draw it, without `--format`: it is always SVG.
  let arguments: [String]

  /// The folder the pictures live in, relative to the package's root.
  static let folder = "docs/images"

  /// The one command that writes every picture again, from the package's root.
  static let regenerateCommand = "swift run stepper docs-images"

  /// The names of a four-step checkout, shared by the pictures that show names.
  private static let checkout = "Cart,Address,Payment,Review"

  /// Every picture, in the order the README shows them: each style in light and dark, then
  /// names with the header and "All steps", a failed step, a scrolling row and right to left.
  static let all: [DocsImage] = [
    DocsImage(
      fileName: "dash-light.svg", caption: "Dash style, step 3 of 10, light",
      arguments: ["--style", "dash", "--total", "10", "--current", "3"]),
    DocsImage(
      fileName: "dash-dark.svg", caption: "Dash style, step 3 of 10, dark",
      arguments: ["--style", "dash", "--total", "10", "--current", "3", "--theme", "dark"]),
    DocsImage(
      fileName: "bullet-light.svg", caption: "Bullet style, step 3 of 5, light",
      arguments: ["--style", "bullet", "--total", "5", "--current", "3"]),
    DocsImage(
      fileName: "bullet-dark.svg", caption: "Bullet style, step 3 of 5, dark",
      arguments: ["--style", "bullet", "--total", "5", "--current", "3", "--theme", "dark"]),
    DocsImage(
      fileName: "circular-light.svg", caption: "Circular style, step 2 of 4, light",
      arguments: ["--style", "circular", "--total", "4", "--current", "2"]),
    DocsImage(
      fileName: "circular-dark.svg", caption: "Circular style, step 2 of 4, dark",
      arguments: ["--style", "circular", "--total", "4", "--current", "2", "--theme", "dark"]),
    DocsImage(
      fileName: "names-header-all-steps.svg",
      caption: "Circular stepper with step names, the current step's header and All steps",
      arguments: [
        "--total", "4", "--current", "2", "--step-names", checkout, "--header", "--all-steps",
        "--length", "380",
      ]),
    DocsImage(
      fileName: "failed-step.svg", caption: "Circular stepper whose payment step failed",
      arguments: [
        "--total", "4", "--current", "3", "--status", "error", "--step-names", checkout,
        "--length", "380",
      ]),
    DocsImage(
      fileName: "scrolling.svg",
      caption: "A row of 12 steps in a 375-point viewport: five whole steps and half the next",
      arguments: ["--total", "12", "--current", "3", "--viewport", "375"]),
    DocsImage(
      fileName: "right-to-left.svg",
      caption: "Arabic, right to left, with the header and All steps",
      arguments: ["--locale", "ar-EG", "--header", "--all-steps"]),
  ]

  /// The `stepper render` command line that draws the picture to standard output, quoted for a
  /// shell.
  var commandLine: String {
    (["stepper", "render"] + arguments + ["--format", "svg"])
      .map(ConfigurationFlags.shellQuoted).joined(separator: " ")
  }

  /// Draws the picture with `stepper render`'s own code: its flags, parsed as the command parses
  /// them, and its run, whose standard output is the SVG.
  ///
  /// - Throws: The render command's error when the flags do not describe a stepper: a bug in
  ///   ``all``, which the tests catch.
  func svg() throws(CLIError) -> String {
    let specs = Command.render.flags
    let flags = try ParsedFlags((arguments + ["--format", "svg"])[...], specs: specs)
    let output = CapturedText()
    // The render command writes nothing to standard error: a failure is the error it throws.
    let console = Console(out: { output.append($0) }, err: { _ in })
    let context = CommandContext(console: console, files: FileOutput(), input: FileInput())
    _ = try Command.render.run(flags, context)
    return output.text
  }
}
