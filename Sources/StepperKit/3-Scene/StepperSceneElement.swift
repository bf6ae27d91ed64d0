/// One thing a renderer draws: a shape with resolved colors, tagged with its role, step and
/// state.
package struct StepperSceneElement: Sendable, Hashable {
  /// What part of the stepper an element is; how a step's mark is drawn follows from the
  /// scene's ``StepperScene/style``.
  package enum Role: String, Sendable, Hashable, CaseIterable {
    /// A step's mark: a dash, a bullet or a numbered marker, as the style draws it.
    case mark
    /// The rule joining two steps' marks.
    case connector
    /// A step's name.
    case label
    /// The description under a step's name: a second, quieter text, such as "3 documents".
    case description
    /// The header: the current step's name.
    case title
    /// The "All steps" control at the header's trailing end.
    case allSteps
    /// The part of the current step done (``StepperActivity/stepProgress``): the filled part of
    /// a dash or bullet, or the arc of a circular marker's outline (``StepperSceneElement/arc``).
    case stepProgress
    /// The current step's loading mark (``StepperActivity/isLoading``): a ring in a circular
    /// marker (``StepperSceneElement/arc``), or a segment of a dash or bullet. Drawn still; the
    /// Apple views and the HTML fragment turn the ring or move the segment where motion is not
    /// reduced.
    case loading
    /// An overflow marker of a collapsed row (``StepperConfiguration/Options/maxVisible``): "…" in
    /// the place of the steps it hides, drawn in the most urgent state among them. Its
    /// ``StepperSceneElement/step`` is the first step it hides; in a row whose steps can be
    /// tapped it is a button that asks for "All steps".
    case overflow

    /// Whether the role is part of the header: the current step's name or the "All steps"
    /// control.
    ///
    /// The header is drawn whole; everything else belongs to the steps, which are cut to
    /// ``StepperScene/stepsRect``.
    ///
    /// ```swift
    /// print(StepperSceneElement.Role.allCases.filter(\.isHeader).map(\.rawValue))
    /// // Prints "["title", "allSteps"]"
    /// ```
    package var isHeader: Bool {
      switch self {
      case .title, .allSteps: true
      case .mark, .connector, .label, .description, .stepProgress, .loading, .overflow: false
      }
    }
  }

  /// An outline drawn inside the element's frame.
  package struct Stroke: Sendable, Hashable {
    /// The outline's color.
    package let color: StepperColor
    /// The outline's width; the outline lies wholly inside the frame.
    package let width: Double

    /// Creates an outline.
    package init(color: StepperColor, width: Double) {
      self.color = color
      self.width = width
    }
  }

  /// The tokens an element's colors come from: `nil` where a part is absent.
  ///
  /// ```swift
  /// let scene = try StepperScene(StepperConfiguration(total: 4, current: 2))
  /// print(scene.elements[0].tokens.fill?.rawValue ?? "none")
  /// // Prints "brand/base"
  /// ```
  package struct Tokens: Sendable, Hashable {
    /// The token of ``StepperSceneElement/fill``.
    package let fill: StepperToken?
    /// The token of the outline's color.
    package let stroke: StepperToken?
    /// The token of the content's color, or of the text's color.
    package let content: StepperToken?

    /// Creates the token record of an element.
    package init(
      fill: StepperToken? = nil, stroke: StepperToken? = nil, content: StepperToken? = nil
    ) {
      self.fill = fill
      self.stroke = stroke
      self.content = content
    }
  }

  /// What a marker shows inside it.
  package enum Content: Sendable, Hashable {
    /// A check mark, for a done step.
    case check(color: StepperColor)
    /// The step's number.
    case number(String, color: StepperColor, style: StepperTextStyle)
    /// An exclamation mark, for a failed step.
    case error(color: StepperColor)
    /// The step's icon in place of its number, mirrored where the layout runs right to left and
    /// the icon is directional; `number` is the number it stands for, which outputs without
    /// vector drawing (the terminal) show instead.
    case icon(StepperIcon, isMirrored: Bool, number: String, color: StepperColor)
    /// A skip mark (a short bar), for a step the user passed by.
    case skip(color: StepperColor)
    /// Three dots ("…"), for an overflow marker of a collapsed row, which stands for the steps
    /// it hides.
    case ellipsis(color: StepperColor)

    /// The content's name in the JSON scene: `check`, `number`, `error`, `icon`, `skip` or
    /// `ellipsis`.
    package var kind: String {
      switch self {
      case .ellipsis: "ellipsis"
      case .check: "check"
      case .number: "number"
      case .error: "error"
      case .icon: "icon"
      case .skip: "skip"
      }
    }

    /// The color the content is drawn in.
    package var color: StepperColor {
      switch self {
      case .check(let color), .number(_, let color, _), .error(let color),
        .icon(_, _, _, let color), .skip(let color), .ellipsis(let color):
        color
      }
    }

    /// The glyph drawn for check, error and skip content; `nil` for a number or an icon.
    package var glyph: StepperGlyph? {
      switch self {
      case .check: .check
      case .error: .error
      case .skip: .skip
      case .ellipsis: .ellipsis
      case .number, .icon: nil
      }
    }
  }

  /// The element's part of the stepper.
  package let role: Role
  /// How the scene draws a step's mark (its style's shape), whatever the element's role: a
  /// mark is drawn so, and a renderer names it so.
  package let markShape: MarkShape
  /// The step a mark or name stands for; for a connector, the step it leaves;
  /// for the header, the current step; `nil` for the "All steps" control.
  package let step: StepperStepID?
  /// For a connector, the step it leads into; `nil` otherwise.
  package let nextStep: StepperStepID?
  /// The state the element is drawn in.
  package let state: StepperStepState
  /// Where the element sits, in points, origin top-left.
  package let frame: StepperRect
  /// The radius of the frame's rounded corners.
  package let cornerRadius: Double
  /// The fill color, or `nil` for none.
  package let fill: StepperColor?
  /// The outline, or `nil` for none.
  package let stroke: Stroke?
  /// What a marker shows inside it, or `nil` for nothing.
  package let content: Content?
  /// The text of a name, a description, the header or the "All steps" control; `nil` for
  /// shapes.
  package let text: StepperSceneText?
  /// Where a tap selects this step, at least 44 × 44 points; `nil` for a step that cannot be
  /// tapped.
  package let hitArea: StepperRect?
  /// For a ring or an arc (a circular marker's step progress or loading ring), the part of the
  /// circle in the frame that ``stroke`` draws; `nil` for every other element, whose outline
  /// follows its frame.
  package let arc: Arc?
  /// The design tokens the element's colors were read from, for renderers that keep colors
  /// themeable (HTML custom properties).
  package let tokens: Tokens

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - identity: The part of the stepper, the step and the state the element stands for.
  ///   - frame: Where the element sits.
  ///   - cornerRadius: The radius of the frame's rounded corners.
  ///   - paint: Its fill, outline, content and the tokens they were read from.
  ///   - text: The text of a name, the header or the "All steps" control.
  ///   - hitArea: Where a tap selects the step; `nil` for none.
  @inline(__always)
  package init(
    _ identity: Identity, frame: StepperRect, cornerRadius: Double = 0, paint: Paint = Paint(),
    text: StepperSceneText? = nil, hitArea: StepperRect? = nil, arc: Arc? = nil
  ) {
    role = identity.role
    markShape = identity.markShape
    step = identity.step
    nextStep = identity.nextStep
    state = identity.state
    self.frame = frame
    self.cornerRadius = cornerRadius
    fill = paint.fill
    stroke = paint.stroke
    content = paint.content
    self.text = text
    self.hitArea = hitArea
    self.arc = arc
    tokens = paint.tokens
  }

  /// The part of the stepper, the step and the state the element stands for.
  package var identity: Identity {
    Identity(role: role, markShape: markShape, step: step, nextStep: nextStep, state: state)
  }
}

/// Lines of text in the scene, each anchored on its baseline, in one font and color.
package struct StepperSceneText: Sendable, Hashable {
  /// The lines, top to bottom.
  package let lines: [String]
  /// The text whole, before it was broken into ``lines`` or cut: what assistive technology
  /// reads (a name cut to "Shipping and billing addr…" is still read in full), and what a
  /// renderer that breaks lines its own way, such as the terminal's, starts from.
  package let fullText: String
  /// Each line's anchor point on its baseline.
  package let baselines: [StepperPoint]
  /// How each line hangs from its anchor point.
  package let anchor: StepperTextAnchor
  /// The font.
  package let style: StepperTextStyle
  /// The text color.
  package let color: StepperColor
  /// Whether the text was cut with an ellipsis.
  package let isTruncated: Bool

  /// Creates scene text from laid-out text and a color.
  package init(_ placed: StepperPlacedText, color: StepperColor) {
    lines = placed.lines
    fullText = placed.fullText
    baselines = placed.baselines
    anchor = placed.anchor
    style = placed.style
    self.color = color
    isTruncated = placed.isTruncated
  }
}
