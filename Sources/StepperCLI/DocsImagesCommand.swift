extension Command {
  /// `stepper docs-images`: the README's pictures, each drawn by `stepper render`, written to
  /// `docs/images`.
  static let docsImages = Command(
    name: "docs-images",
    summary: "Writes the README's pictures to docs/images, each drawn by `stepper render`.",
    usage: "docs-images [--output DIR]",
    flags: [
      FlagSpec(
        "output", value: "DIR", help: "The folder to write to (default \(DocsImage.folder)).")
    ],
    run: { flags, context throws(CLIError) in
      let folder = flags.value("output") ?? DocsImage.folder
      try context.files.makeFolder(folder)
      for image in DocsImage.all {
        try context.files.write(try image.svg(), to: "\(folder)/\(image.fileName)")
        context.console.out("  \(image.fileName)  \(image.commandLine)\n")
      }
      context.console.out("Wrote \(DocsImage.all.count) pictures to \(folder)/\n")
      return 0
    })
}
