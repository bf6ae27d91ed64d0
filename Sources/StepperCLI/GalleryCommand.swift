import StepperRendering

extension Command {
  /// `stepper gallery`: the static site that shows every variant.
  static let gallery = Command(
    name: "gallery",
    summary: "Writes a static site showing every style, status, state, axis, direction and theme.",
    usage: "gallery [--output DIR] [--force]",
    flags: OutputFlags.folderSpecs(default: "stepper-gallery"),
    run: { flags, context throws(CLIError) in
      let folder = try OutputFlags.folder(flags, default: "stepper-gallery")
      let files = GallerySite.files()
      for subfolder in ["", "/variants", "/svg"] {
        try context.files.makeFolder(folder + subfolder)
      }
      for file in files {
        try context.files.write(
          file.contents, to: "\(folder)/\(file.path)", force: flags.has("force"))
      }
      // The folder is the user's: cleaned before it is echoed.
      let shown = TerminalText.quoted(folder)
      context.console.out(
        "Wrote the gallery of \(GalleryVariant.all.count) variants (\(files.count) files) to "
          + "\(shown)/; open \(shown)/index.html in a browser.\n")
      return 0
    })
}
