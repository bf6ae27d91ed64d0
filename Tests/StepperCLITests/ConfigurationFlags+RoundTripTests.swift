import StepperArbitrary
import StepperKit
import Testing

@testable import StepperCLI

/// Every option a command line can give comes back from the flags written for it: the flags
/// ``ConfigurationFlags/arguments(for:)`` writes for a generated configuration parse into the
/// same options, compared one by one through `Mirror`, so an option added to the options with
/// no flag, or a flag with no way back, fails here by name.
@Suite struct ConfigurationFlagsRoundTripTests {
  /// The option no flag gives whole, as `arguments(for:)` says: the theme, which the flags give
  /// by appearance, compared as such.
  private static let unflagged: Set = ["theme"]

  @Test func theFlagsWrittenForAConfigurationGiveItBack() throws {
    var arbitrary = Arbitrary(SplitMix64(seed: 0x0F1A_6500))
    var extras = Arbitrary(SplitMix64(seed: 0x0F1A_6501))
    var checked = 0
    for _ in 0..<300 {
      let recipe = ArbitraryConfiguration.everyDraw(&arbitrary, extras: &extras, tokens: false)
      // No step tappable (an empty set) has no flag: `--tappable-step` names steps, and without
      // one the steps reached are the tappable ones.
      guard recipe.tappableSteps != [], let configuration = try? recipe.make() else { continue }
      let arguments = ConfigurationFlags.arguments(for: configuration)
      let flags = try ParsedFlags(arguments[...], specs: ConfigurationFlags.specs)
      let back = try ConfigurationFlags.configuration(from: flags)
      #expect(back.options.theme.appearance == configuration.options.theme.appearance)
      for (given, read) in zip(
        Mirror(reflecting: configuration.options).children,
        Mirror(reflecting: back.options).children)
      {
        guard let name = given.label, !Self.unflagged.contains(name) else { continue }
        #expect(
          Self.same(given.value, read.value),
          "\(name) does not come back from \(arguments): \(given.value), read \(read.value)")
      }
      checked += 1
    }
    #expect(checked > 150)
  }

  /// Whether two values of one option are the same, a length written to a thousandth of a
  /// point (as the flags write points) matching its rounding.
  private static func same(_ given: Any, _ read: Any) -> Bool {
    if let given = given as? AnyHashable, let read = read as? AnyHashable, given == read {
      return true
    }
    guard let given = number(given), let read = number(read) else { return false }
    return abs(given - read) <= 0.000_5
  }

  /// A number, or an optional one's value.
  private static func number(_ value: Any) -> Double? {
    if let number = value as? Double { return number }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional, let wrapped = mirror.children.first else { return nil }
    return number(wrapped.value)
  }
}
