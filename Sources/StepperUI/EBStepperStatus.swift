import StepperKit

/// The component-level status of an `EBStepper`: `.default`, `.success` or `.error`
/// (Specification#status, `EBStepperStatus`).
///
/// The same type as the core's `StepperStatus`, under the design system's name.
///
/// ```swift
/// let status: EBStepperStatus = .success
/// print(status)
/// // Prints "success"
/// ```
public typealias EBStepperStatus = StepperStatus
