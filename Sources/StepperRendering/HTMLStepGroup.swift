import StepperKit

/// One step as the HTML fragment lists it: its shape, and the elements that follow it up to the
/// next shape.
///
/// A scene lists the elements that belong to no step first (the header, "All steps", the
/// connector into the first step on screen), then each step's shape followed by the step's name
/// and the connector that leaves it (``StepperScene/elements``). The fragment draws the first kind
/// before the list (the header outside the steps' clipped window, when there is one) and makes
/// each step a list item holding its shape and its followers, in order; the step's name also
/// goes into the item's text.
///
/// ```swift
/// let scene = try StepperScene(StepperConfiguration(total: 3, current: 2))
/// let group = HTMLStepGroup([scene.elements[0], scene.elements[1]])
/// print(group.map { $0.followers.map(\.role.rawValue) } ?? [])
/// // Prints "["connector"]"
/// ```
struct HTMLStepGroup {
  /// The step's dash, bullet or marker, then the elements after it up to the next shape.
  let members: [StepperSceneElement]

  /// The group of `members`, which must start with a step's shape; `nil` if they do not.
  init?(_ members: [StepperSceneElement]) {
    guard let first = members.first, Self.isShape(first) else { return nil }
    self.members = members
  }

  /// The step's dash, bullet or marker.
  var shape: StepperSceneElement { members[0] }
  /// The elements after the shape, up to the next shape, in order.
  var followers: ArraySlice<StepperSceneElement> { members.dropFirst() }

  /// Whether `element` starts a group: whether it is a step's shape.
  static func isShape(_ element: StepperSceneElement) -> Bool {
    switch element.role {
    case .dash, .bullet, .marker: true
    case .connector, .label, .title, .allSteps: false
    }
  }

  /// The step's name, if it shows one: the first label for the same step.
  var label: StepperSceneElement? {
    let step = shape.step
    return followers.first { $0.role == .label && $0.step == step }
  }
}
