#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import StepperKit
  import SwiftUI

  extension EBStepper {
    /// Shows an SF Symbol in place of each step's number (circular style only), by name: the
    /// Apple views' option beside the core's path-data ``icons(_:)``.
    ///
    /// The core decides where and how big it is (a square ``StepperIcon/markerScale`` of the
    /// marker, centered), its color (the marker's content color) and whether it mirrors: in a
    /// right-to-left layout only a symbol marked directional mirrors
    /// (`StepperSymbol("car.side", isDirectional: true)`). Name a symbol with one fixed
    /// orientation; one that turns with the layout direction by itself (`arrow.forward`) is
    /// drawn as the system resolves it, so do not mark it directional. A step with both a
    /// symbol and an icon shows the symbol, and a name the system does not know shows the
    /// step's number. A done step still shows its check and a failed one its exclamation mark,
    /// and the symbol never replaces the step's accessible text. Symbols on a dash or bullet
    /// stepper, on a step it lacks, or a name that is not a symbol's (see
    /// ``StepperSymbol/isValidName(_:)``) draw nothing, as any configuration the core refuses.
    ///
    /// ```swift
    /// EBStepper(current: 2, total: 3).stepSymbols([
    ///   1: "person.fill", 2: "creditcard", 3: StepperSymbol("car.side", isDirectional: true),
    /// ])
    /// ```
    nonisolated public func stepSymbols(_ symbols: [StepperStepID: StepperSymbol]) -> EBStepper {
      var copy = self
      copy.symbols = symbols
      return copy
    }
  }
#endif
