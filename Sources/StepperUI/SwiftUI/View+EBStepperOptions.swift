#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  extension View {
    /// Changes the options of every ``EBStepper`` inside this view, after the stepper's own
    /// initializer and modifiers: the way to set an option after a standard modifier such as
    /// `padding()`, or for every stepper of a screen. Edits made further out come first, those
    /// closer to the stepper later, as environment values nest.
    ///
    /// ```swift
    /// @State private var step: StepperStepID = 2
    /// EBStepper(current: $step, total: 4)
    ///   .padding()
    ///   .ebStepperOptions { options in
    ///     options.showsHeader = true
    ///     options.stepNames = [1: "Cart", 2: "Address", 3: "Payment", 4: "Review"]
    ///   }
    /// ```
    ///
    /// A value the core refuses draws the nearest valid stepper, as for any other value.
    public func ebStepperOptions(
      _ edit: @escaping @Sendable (inout StepperConfiguration.Options) -> Void
    ) -> some View {
      transformEnvironment(\.ebStepperOptionEdits) { $0.edits.append(edit) }
    }
  }

  /// The edits ``SwiftUICore/View/ebStepperOptions(_:)`` made around a stepper, outermost first.
  struct EBStepperOptionEdits: Sendable {
    /// Each edit, in the order they apply.
    var edits: [@Sendable (inout StepperConfiguration.Options) -> Void] = []
  }

  extension EnvironmentValues {
    /// The option edits around a stepper.
    var ebStepperOptionEdits: EBStepperOptionEdits {
      get { self[EBStepperOptionEditsKey.self] }
      set { self[EBStepperOptionEditsKey.self] = newValue }
    }
  }

  /// The environment's option edits: none by default.
  private struct EBStepperOptionEditsKey: EnvironmentKey {
    static let defaultValue = EBStepperOptionEdits()
  }
#endif
