import StepperKit

/// The visual form of an `EBStepper`: `.dash`, `.bullet` or `.circular` (Specification#styles,
/// `EBStepper(style:)`).
///
/// The same type as the core's `StepperStyle`, under the design system's name, so nothing is
/// mapped between the two.
///
/// ```swift
/// let style: EBStepperStyle = .circular
/// print(style)
/// // Prints "circular"
/// ```
public typealias EBStepperStyle = StepperStyle
