import StepperKit
import StepperRendering

extension Command {
  /// `stepper examples` (and `stepper` alone): a set of steppers written to a folder.
  static let examples = Command(
    name: "examples",
    summary: "Writes a set of example steppers, as SVG and JSON, to a folder.",
    usage: "examples [--output DIR]",
    flags: [
      FlagSpec("output", value: "DIR", help: "The folder to write to (default stepper-examples).")
    ],
    run: { flags, context throws(CLIError) in
      let folder = flags.value("output") ?? "stepper-examples"
      try context.files.makeFolder(folder)
      var written = 0
      for example in Example.all {
        let scene = Scene(example.configuration, strings: example.strings)
        for renderer in [Renderer.svg, .json] {
          let path = "\(folder)/\(example.name).\(renderer.fileExtension)"
          try context.files.write(renderer.render(scene), to: path)
          written += 1
        }
        let name = example.name.padding(toLength: 26, withPad: " ", startingAt: 0)
        context.console.out("  \(name) \(scene.accessibility.announcement)\n")
      }
      context.console.out(
        "Wrote \(written) files (\(Example.all.count) steppers as SVG and JSON) to \(folder)/\n"
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
  static let all: [Example] = {
    var examples: [Example] = []
    func add(_ name: String, _ make: () throws(StepperConfigurationError) -> StepperConfiguration) {
      // Every example is a valid configuration; one that is not is a bug the tests catch.
      if let configuration = try? make() {
        examples.append(Example(name: name, configuration: configuration))
      }
    }
    for style in StepperStyle.allCases {
      let total = style == .dash ? 10 : 4
      for status in StepperStatus.allCases {
        let current = status == .success ? total : 2
        add("\(style.rawValue)-\(status.rawValue)") { () throws(StepperConfigurationError) in
          try StepperConfiguration(style: style, total: total, current: current, status: status)
        }
      }
      add("\(style.rawValue)-dark") { () throws(StepperConfigurationError) in
        try StepperConfiguration(style: style, total: total, current: 2, theme: .dark)
      }
      add("\(style.rawValue)-rtl") { () throws(StepperConfigurationError) in
        try StepperConfiguration(style: style, total: total, current: 2, direction: .rightToLeft)
      }
      add("\(style.rawValue)-vertical") { () throws(StepperConfigurationError) in
        try StepperConfiguration(style: style, total: total, current: 2, axis: .vertical)
      }
    }
    add("circular-states") { () throws(StepperConfigurationError) in
      try StepperConfiguration(
        style: .circular, total: 5, current: 3, status: .error,
        stateOverrides: [1: .error, 5: .disabled])
    }
    for identifier in ["de", "ja", "ar-EG"] {
      guard let strings = StepperStrings.forLanguage(identifier) else { continue }
      if let configuration = try? StepperConfiguration(
        style: .circular, total: 4, current: 2, direction: strings.layoutDirection,
        showsHeader: true, showsAllSteps: true)
      {
        examples.append(
          Example(name: "circular-\(identifier)", configuration: configuration, strings: strings))
      }
    }
    return examples
  }()
}
