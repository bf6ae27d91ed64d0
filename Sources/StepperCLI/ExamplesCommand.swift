import StepperKit
import StepperRendering

extension Command {
  /// `stepper examples` (and `stepper` alone): a set of steppers written to a folder.
  static let examples = Command(
    name: "examples",
    summary: "Writes a set of example steppers, as SVG and JSON, to a folder.",
    usage: "examples [--output DIR] [--force]",
    flags: OutputFlags.folderSpecs(default: "stepper-examples"),
    run: { flags, context throws(CLIError) in
      let folder = try OutputFlags.folder(flags, default: "stepper-examples")
      try context.files.makeFolder(folder)
      var written = 0
      let examples: [Example]
      do throws(StepperConfigurationError) {
        examples = try Example.all()
      } catch {
        throw .invalidConfiguration(error)
      }
      for example in examples {
        let scene = StepperScene(example.configuration, strings: example.strings)
        for renderer in [StepperRenderer.svg, .json] {
          let path = "\(folder)/\(example.name).\(renderer.fileExtension)"
          try context.files.write(renderer.render(scene), to: path, force: flags.has("force"))
          written += 1
        }
        let name = example.name.padded(toWidth: 26)
        context.console.out(
          "  \(name) \(TerminalText.sanitized(scene.accessibility.announcement))\n")
      }
      // The folder is the user's: cleaned before it is echoed.
      let shown = TerminalText.quoted(folder)
      context.console.out(
        "Wrote \(written) files (\(examples.count) steppers as SVG and JSON) to \(shown)/\n"
          + "Draw your own with `stepper render --help`.\n")
      return 0
    })
}

/// A named stepper configuration the examples command writes.
struct Example: Sendable {
  let name: String
  let configuration: StepperConfiguration
  var strings: StepperStrings = .english

  /// Every style in every status, then dark, right-to-left and vertical variants, then the
  /// header and "All steps" in other languages.
  ///
  /// - Throws: The error of the first example that is not a valid configuration: a bug, which
  ///   the tests catch, and which the command reports rather than leave the example out.
  static func all() throws(StepperConfigurationError) -> [Example] {
    var examples: [Example] = []
    func add(
      _ name: String, strings: StepperStrings = .english,
      _ make: () throws(StepperConfigurationError) -> StepperConfiguration
    ) throws(StepperConfigurationError) {
      examples.append(Example(name: name, configuration: try make(), strings: strings))
    }
    for style in StepperStyle.allCases {
      let total = StyleFigures.figures(for: style).showcaseTotal
      for status in StepperStatus.allCases {
        let current = status == .success ? total : 2
        try add("\(style.rawValue)-\(status.rawValue)") { () throws(StepperConfigurationError) in
          try StepperConfiguration(style: style, total: total, current: current, status: status)
        }
      }
      try add("\(style.rawValue)-dark") { () throws(StepperConfigurationError) in
        try StepperConfiguration(style: style, total: total, current: 2, theme: .dark)
      }
      try add("\(style.rawValue)-rtl") { () throws(StepperConfigurationError) in
        try StepperConfiguration(style: style, total: total, current: 2, direction: .rightToLeft)
      }
      try add("\(style.rawValue)-vertical") { () throws(StepperConfigurationError) in
        try StepperConfiguration(style: style, total: total, current: 2, axis: .vertical)
      }
    }
    try add("circular-states") { () throws(StepperConfigurationError) in
      try StepperConfiguration(style: .circular, total: 5, current: 3, status: .error)
        .replacing(\.stepStates, with: [1: .error, 5: .disabled])
    }
    for identifier in ["de", "ja", "ar-EG"] {
      guard let strings = StepperStrings.forLanguage(identifier) else { continue }
      try add("circular-\(identifier)", strings: strings) {
        () throws(StepperConfigurationError) in
        try StepperConfiguration(
          style: .circular, total: 4, current: 2,
          labels: StepperLabels(showsHeader: true, showsAllSteps: true)
        ).unchecked { $0.direction = strings.layoutDirection }
      }
    }
    return examples
  }
}
