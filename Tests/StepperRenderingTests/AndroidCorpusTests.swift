import StepperArbitrary
import StepperKit
import StepperRendering
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writes the corpus the Android port is checked against (android/README.md): configurations
/// from the generator the property tests use, each as the `stepper render` flags that make it
/// and the JSON scene this package writes for it. The Kotlin tests run their own command line
/// on the same flags and compare the JSON byte for byte. Every option the generator varies
/// that a flag gives is in it: the person's settings, the whole stepper disabled, and now and
/// then the position shown before a change (`--from`).
///
/// The corpus goes to `STEPPER_ANDROID_CORPUS` (default `.build/android/corpus`), one
/// `NNNN.args` (each flag on its own line, as a JSON string) and one `NNNN.json` a case.
@Suite struct AndroidCorpusTests {
  static let count = 1_500

  @Test func writesTheCorpusOfFlagsAndScenes() throws {
    let directory =
      ProcessInfo.processInfo.environment["STEPPER_ANDROID_CORPUS"] ?? ".build/android/corpus"
    try? FileManager.default.removeItem(atPath: directory)
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    var arbitrary = Arbitrary(SplitMix64(seed: 0xA4D2_01D0))
    var extras = Arbitrary(SplitMix64(seed: 0xC0_4B05))
    // The person's settings and the position before a change, from a source of their own.
    var person = Arbitrary(SplitMix64(seed: 0x9E25_0A11))
    var written = 0
    var tries = 0
    while written < Self.count, tries < 20 * Self.count {
      tries += 1
      var recipe = ArbitraryConfiguration.recipe(&arbitrary, wildness: tries % 4 == 0 ? 5 : 0)
      ArbitraryConfiguration.describe(&recipe, &extras)
      ArbitraryConfiguration.decorate(&recipe, &extras)
      ArbitraryConfiguration.estimate(&recipe, &extras)
      ArbitraryConfiguration.collapse(&recipe, &extras)
      ArbitraryConfiguration.personalize(&recipe, &person)
      // The command line has no flag for a chosen set of tappable steps, and no command line
      // passes a NUL: the corpus holds only what the command line expresses, and compares it
      // all.
      guard recipe.tappableSteps == nil, let configuration = try? recipe.make() else { continue }
      var flags = Self.flags(recipe)
      guard !flags.contains(where: { $0.unicodeScalars.contains("\0") }) else { continue }
      var scene = StepperScene(configuration)
      if let (current, total) = ArbitraryConfiguration.earlier(&person, for: recipe),
        let earlier = try? StepperConfiguration(
          recipe.options.earlier(current: current, total: total))
      {
        flags += ["--from", "\(current)/\(total)"]
        scene = scene.announcingChange(from: earlier)
      }
      let name = String(1_000_000 + written).dropFirst()
      let lines = flags.map { JSONText.string($0) + "\n" }.joined()
      try Data(lines.utf8).write(to: URL(fileURLWithPath: "\(directory)/\(name).args"))
      try Data(StepperRenderer.json.render(scene).utf8).write(
        to: URL(fileURLWithPath: "\(directory)/\(name).json"))
      written += 1
    }
    #expect(written == Self.count)
  }

  /// Writes configurations with names at text sizes other than the design size, for the
  /// Android font scale: each as the flags that make it at the design size, the text size's
  /// scale factor, and the JSON scene at that size. The command line has no text-size flag, so
  /// the Kotlin tests read the flags, set the scale and compare the scenes byte for byte.
  ///
  /// They go to `STEPPER_ANDROID_TEXT_SIZES` (default `.build/android/text-sizes`): one
  /// `NNNN-SIZE.args`, `NNNN-SIZE.scale` and `NNNN-SIZE.json` a case.
  @Test func writesScenesAtOtherTextSizes() throws {
    let directory =
      ProcessInfo.processInfo.environment["STEPPER_ANDROID_TEXT_SIZES"]
      ?? ".build/android/text-sizes"
    try? FileManager.default.removeItem(atPath: directory)
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    let sizes: [StepperTextSizeCategory] = [
      .xSmall, .medium, .xLarge, .xxxLarge, .accessibility2, .accessibility5,
    ]
    var arbitrary = Arbitrary(SplitMix64(seed: 0x7E_575C))
    var extras = Arbitrary(SplitMix64(seed: 0xF0_27))
    var written = 0
    var tries = 0
    while written < 90, tries < 100_000 {
      tries += 1
      var recipe = ArbitraryConfiguration.recipe(&arbitrary, wildness: 0)
      ArbitraryConfiguration.describe(&recipe, &extras)
      guard recipe.tappableSteps == nil, let configuration = try? recipe.make(),
        !Self.flags(recipe).contains(where: { $0.unicodeScalars.contains("\0") })
      else { continue }
      let labels = configuration.options.labels
      guard !labels.names.isEmpty || labels.showsHeader else { continue }
      let size = sizes[written % sizes.count]
      guard
        let sized = try? configuration.replacing(\.textSize, with: size)
      else { continue }
      let name = "\(String(10_000 + written).dropFirst())-\(size.rawValue)"
      let lines = Self.flags(recipe).map { JSONText.string($0) + "\n" }.joined()
      try Data(lines.utf8).write(to: URL(fileURLWithPath: "\(directory)/\(name).args"))
      try Data("\(size.scaleFactor)\n".utf8).write(
        to: URL(fileURLWithPath: "\(directory)/\(name).scale"))
      try Data(StepperRenderer.json.render(StepperScene(sized)).utf8).write(
        to: URL(fileURLWithPath: "\(directory)/\(name).json"))
      written += 1
    }
    #expect(written == 90)
  }

  /// The `stepper render` flags that make `recipe`'s configuration.
  static func flags(_ recipe: ConfigurationRecipe) -> [String] {
    func id(_ id: StepperStepID) -> String { id.description }
    var flags = ["--style", recipe.style.rawValue, "--total", String(recipe.total)]
    flags += ["--current", id(StepperStepID(recipe.current, substep: recipe.currentSubstep))]
    flags += ["--status", recipe.status.rawValue, "--axis", recipe.axis.rawValue]
    flags += ["--direction", recipe.direction.rawValue, "--theme", recipe.appearance.rawValue]
    if let length = recipe.length { flags += ["--length", "\(length)"] }
    for (step, state) in recipe.stepStates.sorted(by: { $0.key < $1.key }) {
      flags += ["--state", "\(step)=\(state.rawValue)"]
    }
    for (step, count) in recipe.substeps.sorted(by: { $0.key < $1.key }) {
      flags += ["--substeps", "\(step)=\(count)"]
    }
    for (step, name) in recipe.stepNames.sorted(by: { $0.key < $1.key }) {
      flags += ["--name", "\(step)=\(name)"]
    }
    for (step, text) in recipe.stepDescriptions.sorted(by: { $0.key < $1.key }) {
      flags += ["--description", "\(step)=\(text)"]
    }
    if recipe.showsHeader { flags.append("--title") }
    if recipe.showsAllSteps { flags.append("--all-steps") }
    if let viewport = recipe.viewport { flags += ["--viewport", "\(viewport)"] }
    if let offset = recipe.scrollOffset { flags += ["--offset", "\(offset)"] }
    if !recipe.isScrollEnabled, recipe.viewport != nil { flags.append("--no-scroll") }
    if recipe.isTappable { flags.append("--tappable") }
    if recipe.firstNumber != 1 { flags += ["--first-number", String(recipe.firstNumber)] }
    for (step, icon) in recipe.stepIcons.sorted(by: { $0.key < $1.key }) {
      flags += ["--icon", "\(step)=\(icon.name)"]
    }
    if recipe.isTotalEstimated { flags.append("--estimated-total") }
    if recipe.isLoading { flags.append("--loading") }
    if let progress = recipe.stepProgress { flags += ["--step-progress", "\(progress)"] }
    for step in recipe.optionalSteps.sorted() { flags += ["--optional", id(step)] }
    if let maxVisible = recipe.maxVisible { flags += ["--max-visible", String(maxVisible)] }
    if !recipe.isEnabled { flags.append("--disabled") }
    if recipe.increaseContrast { flags += ["--contrast", "high"] }
    if recipe.differentiateWithoutColor { flags.append("--differentiate-without-color") }
    if recipe.boldText { flags.append("--bold-text") }
    if recipe.textSize != .large { flags += ["--text-size", recipe.textSize.rawValue] }
    return flags
  }
}
