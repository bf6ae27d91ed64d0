import StepperKit
import StepperRendering

extension Command {
  /// `stepper render`: one stepper, in one format, to standard output or a file.
  static let render = Command(
    name: "render",
    summary: "Draws one stepper as SVG, HTML, terminal text or JSON (the scene as data).",
    usage: "render [--style dash|bullet|circular] [--total N] [--current N] [--status ...] "
      + "[--axis ...] [--direction ...] [--locale ...] [--theme ...] [--tokens FILE] "
      + "[--length POINTS] [--step-state STEP=STATE]... [--contrast standard|high|system] "
      + "[--differentiate-without-color] [--bold-text] [--format svg|json|html|page|ansi] "
      + "[--background surface|transparent] [--list] [--output FILE] [--force]",
    flags: ConfigurationFlags.specs + [
      FlagSpec(
        "format", value: "svg|json|html|page|ansi",
        help: "Output format (default svg): html is a fragment, page a whole document, ansi "
          + "terminal text."),
      FlagSpec(
        "background", value: "surface|transparent",
        help: "What an SVG paints behind the steps (default surface, the theme's bg/white-0)."),
      ConfigurationFlags.fromSpec,
      RenderCommand.listSpec,
    ] + OutputFlags.fileSpecs,
    run: { flags, context throws(CLIError) in
      let format = try flags.choice("format", as: OutputFormat.self) ?? .svg
      let background = try flags.choice("background", as: SVGBackground.self)
      if background != nil, format != .svg {
        throw .usage(
          "--background applies to --format svg; html and page paint the theme's surface")
      }
      let (configuration, notice) = try ConfigurationFlags.drawable(
        from: flags, files: context.input)
      if let notice { context.console.err("stepper: \(ErrorLine.escaping(notice))\n") }
      for line in ConfigurationFlags.emptyNames(from: flags, in: configuration) {
        context.console.err("stepper: warning: \(ErrorLine.escaping(line))\n")
      }
      let strings = try ConfigurationFlags.strings(from: flags)
      if flags.has("list") {
        let list = StepperStepList(configuration, strings: strings)
        let output = try RenderCommand.listRenderer(
          format, themeGiven: flags.value("theme") != nil || flags.value("tokens") != nil,
          terminal: TerminalSettings(context.console)
        ).render(list)
        try OutputFlags.write(output, flags: flags, context: context)
        return 0
      }
      // HTML keeps a theme that was asked for, and otherwise follows the reader's system.
      let renderer = format.renderer(
        themeGiven: flags.value("theme") != nil || flags.value("tokens") != nil,
        terminal: TerminalSettings(context.console), background: background ?? .surface,
        followsContrast: try ConfigurationFlags.followsContrast(flags))
      // HTML holds the whole row, for the browser to scroll.
      var scene =
        format == .html || format == .page
        ? StepperScene(htmlOf: configuration, strings: strings)
        : StepperScene(configuration, strings: strings)
      if let previous = try ConfigurationFlags.previous(from: flags, configuration: configuration) {
        guard format == .json || format == .html || format == .page else {
          throw .usage(
            "--from applies to --format json (accessibility.change), html and page (a live "
              + "region that speaks the change)")
        }
        scene = scene.announcingChange(from: previous)
      }
      let output = renderer.render(scene)
      try OutputFlags.write(output, flags: flags, context: context)
      return 0
    })
}
