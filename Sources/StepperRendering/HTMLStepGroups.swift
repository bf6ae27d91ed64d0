import StepperKit

/// A scene's elements as the HTML fragment lists them: each step's shape with its name and the
/// connectors that follow it, one list item each; and, drawn before the list, the elements that
/// belong to no step (the header, "All steps", a connector into the first step on screen).
///
/// A step's group runs from its shape to the next shape: its name is the first label there for
/// the same step, its connectors every connector there.
///
/// ```swift
/// let scene = try Scene(StepperConfiguration(total: 3, current: 2))
/// let groups = HTMLStepGroups(scene.elements)
/// print(groups.map { $0.connectors.count })
/// // Prints "[1, 1, 0]"
/// ```
struct HTMLStepGroups<Elements: Collection<SceneElement>>: Sequence {
  /// One step: its shape, its name, and the connectors leaving it.
  struct Group {
    /// The step's dash, bullet or marker.
    let shape: SceneElement
    /// The step's name, if it shows one.
    let label: SceneElement?
    /// The connectors that follow the step, in order.
    let connectors: LazyFilterSequence<Elements.SubSequence>
  }

  /// The scene's elements, in drawing order.
  let elements: Elements

  /// Groups `elements`, which are in drawing order.
  init(_ elements: Elements) {
    self.elements = elements
  }

  /// The elements in no step's group, in order.
  var leading: [SceneElement] {
    var leading: [SceneElement] = []
    // The step of the last shape, and whether its name has been found.
    var group: (step: StepID?, hasLabel: Bool)?
    for element in elements {
      switch element.role {
      case .dash, .bullet, .marker:
        group = (element.step, false)
      case .label where group.map { $0.step == element.step && !$0.hasLabel } == true:
        group?.hasLabel = true
      case .connector where group != nil:
        break
      case .label, .connector, .title, .allSteps:
        leading.append(element)
      }
    }
    return leading
  }

  /// The steps' groups, in order.
  func makeIterator() -> Iterator {
    Iterator(elements: elements, shapeIndex: elements.firstIndex { Self.isShape($0) })
  }

  /// Walks the groups, from one shape to the next.
  struct Iterator: IteratorProtocol {
    let elements: Elements
    /// The index of the next group's shape, or `nil` after the last.
    var shapeIndex: Elements.Index?

    mutating func next() -> Group? {
      guard let index = shapeIndex else { return nil }
      let shape = elements[index]
      let start = elements.index(after: index)
      var end = start
      var label: SceneElement?
      while end < elements.endIndex {
        let element = elements[end]
        if HTMLStepGroups.isShape(element) { break }
        if label == nil, element.role == .label, element.step == shape.step { label = element }
        elements.formIndex(after: &end)
      }
      shapeIndex = end < elements.endIndex ? end : nil
      return Group(
        shape: shape, label: label,
        connectors: elements[start..<end].lazy.filter { $0.role == .connector })
    }
  }

  /// Whether an element is a step's shape, which starts a group.
  private static func isShape(_ element: SceneElement) -> Bool {
    switch element.role {
    case .dash, .bullet, .marker: true
    case .connector, .label, .title, .allSteps: false
    }
  }
}
