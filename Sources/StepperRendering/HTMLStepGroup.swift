import StepperKit

/// One step as the HTML fragment lists it: its shape, and the elements that follow it up to the
/// next shape.
///
/// A scene lists each step's shape, then the step's name and the connector that leaves it. The
/// fragment makes each step a list item holding its shape, its name (the first label that
/// follows for the same step) and its connectors; whatever else follows belongs to no step and
/// is drawn before the list, as are the elements before the first shape (the header, "All
/// steps", the connector into the first step on screen).
///
/// ```swift
/// let scene = try Scene(StepperConfiguration(total: 3, current: 2))
/// let group = HTMLStepGroup([scene.elements[0], scene.elements[1]])
/// print(group.map { Array($0.connectors).count } ?? 0)
/// // Prints "1"
/// ```
struct HTMLStepGroup {
  /// The step's dash, bullet or marker, then the elements after it up to the next shape.
  let members: [SceneElement]

  /// The group of `members`, which must start with a step's shape; `nil` if they do not.
  init?(_ members: [SceneElement]) {
    guard let first = members.first, Self.isShape(first) else { return nil }
    self.members = members
  }

  /// The step's dash, bullet or marker.
  var shape: SceneElement { members[0] }
  /// The elements after the shape, up to the next shape, in order.
  var followers: ArraySlice<SceneElement> { members.dropFirst() }

  /// Whether `element` starts a group: whether it is a step's shape.
  static func isShape(_ element: SceneElement) -> Bool {
    switch element.role {
    case .dash, .bullet, .marker: true
    case .connector, .label, .title, .allSteps: false
    }
  }

  /// The position among the followers of the step's name, if it shows one.
  private var labelIndex: Int? {
    let step = members[0].step
    return followers.firstIndex { $0.role == .label && $0.step == step }
  }

  /// The step's name, if it shows one.
  var label: SceneElement? {
    labelIndex.map { members[$0] }
  }

  /// The connectors leaving the step, in order.
  var connectors: some Sequence<SceneElement> {
    followers.lazy.filter { $0.role == .connector }
  }

  /// The followers that belong to no step, in order: drawn before the list.
  var unattached: some Sequence<SceneElement> {
    let label = labelIndex
    return followers.indices.lazy.filter { $0 != label && members[$0].role != .connector }
      .map { members[$0] }
  }
}
