/// The identity of a step: a main step ("2") or a dynamic sub-step of one ("2.1").
///
/// Sub-steps never count in a stepper's `total`.
///
/// ```swift
/// let id = StepperStepID(2, substep: 1)
/// print(id)
/// // Prints "2.1"
/// ```
public struct StepperStepID: Sendable, Hashable, Comparable {
  /// The main step, counted from 1.
  public let step: Int
  /// The sub-step within ``step``, counted from 1, or `nil` for the main step itself.
  public let substep: Int?

  /// Creates the identity of a main step or of one of its sub-steps.
  public init(_ step: Int, substep: Int? = nil) {
    self.step = step
    self.substep = substep
  }

  /// Parses "2" or "2.1"; returns `nil` for anything else.
  package init?(parsing text: some StringProtocol) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let step = Self.wholeNumber(parts[0]) else { return nil }
    if parts.count == 2 {
      guard let substep = Self.wholeNumber(parts[1]) else { return nil }
      self.init(step, substep: substep)
    } else {
      self.init(step)
    }
  }

  /// Whether this identifies a dynamic sub-step.
  package var isSubstep: Bool { substep != nil }

  /// Orders steps as they appear: 1 < 1.1 < 1.2 < 2.
  public static func < (lhs: StepperStepID, rhs: StepperStepID) -> Bool {
    if lhs.step != rhs.step { return lhs.step < rhs.step }
    return (lhs.substep ?? 0) < (rhs.substep ?? 0)
  }

  private static func wholeNumber(_ text: some StringProtocol) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
  }
}

extension StepperStepID {
  /// The step as a flow numbers it whose first step shows the number `first`: its main step
  /// moved by `first` − 1, its sub-step as it is. The one rule for every number shown and read.
  ///
  /// ```swift
  /// print(StepperStepID(2, substep: 1).shown(from: 3))
  /// // Prints "4.1"
  /// ```
  @inline(__always)
  package func shown(from first: Int) -> StepperStepID {
    StepperStepID(step &+ (first &- 1), substep: substep)
  }
}

extension StepperStepID: CustomStringConvertible {
  /// "2" for a main step, "2.1" for a sub-step.
  public var description: String {
    guard let substep else { return String(step) }
    return "\(step).\(substep)"
  }
}

extension StepperStepID: ExpressibleByIntegerLiteral {
  /// Creates a main step's identity from a literal: `let id: StepperStepID = 2`.
  public init(integerLiteral value: Int) {
    self.init(value)
  }
}
