import StepperKit

/// A generated stepper's options, with the Swift statements that make them: what a generator
/// makes and a failing case prints, so that it can be pasted into a regression test.
///
/// Every option is the configuration's own (``StepperConfiguration/Options``), read and written
/// through the recipe as `recipe.viewport`; the recipe adds the light or dark built-in theme and
/// the sub-step of the current step as separate values, as generators choose them.
@dynamicMemberLookup
package struct ConfigurationRecipe: Sendable, Hashable {
  /// The options the recipe makes a configuration from.
  package var options: StepperConfiguration.Options

  /// Creates the recipe of the default configuration of `total` steps.
  package init(total: Int = 4, current: Int = 1) {
    options = StepperConfiguration.Options(total: total, current: StepperStepID(current))
  }

  /// Any option, read and written through the recipe.
  package subscript<Value>(
    dynamicMember option: WritableKeyPath<StepperConfiguration.Options, Value>
  ) -> Value {
    get { options[keyPath: option] }
    set { options[keyPath: option] = newValue }
  }

  /// The main step the user is on.
  package var current: Int {
    get { options.current.step }
    set { options.current = StepperStepID(newValue, substep: options.current.substep) }
  }

  /// The sub-step of `current` the user is on, if any.
  package var currentSubstep: Int? {
    get { options.current.substep }
    set { options.current = StepperStepID(options.current.step, substep: newValue) }
  }

  /// Light or dark: the built-in theme.
  package var appearance: StepperAppearance {
    get { options.theme.appearance }
    set { options.theme = .builtIn(newValue) }
  }

  /// The configuration the recipe describes, or the error that says why there is none.
  package func make() throws(StepperConfigurationError) -> StepperConfiguration {
    try StepperConfiguration(options)
  }
}
