#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// A clear view over one tap target of an ``EBStepperView`` (a step, an overflow marker of a
  /// collapsed row, or "All steps") that the
  /// UIKit focus system can move to with a keyboard, so that the view can show the core's focus
  /// ring on it.
  ///
  /// It takes no touches (`point(inside:with:)` is false, so taps and drags reach the stepper
  /// as before; turning user interaction off instead would keep it from taking focus) and is
  /// not an accessibility element (the stepper lists its own). It asks for no system focus
  /// effect (`focusEffect = nil`): the stepper paints the ring. A disabled step's target cannot
  /// take focus, as a disabled `UIControl` cannot.
  ///
  /// A hardware keyboard's keys on the focused target reach the stepper (``keyPressed``): the
  /// arrows, Home and End as moves, Space and Return as a press. The target takes them as key
  /// commands that come before the focus system's own arrow movement
  /// (`wantsPriorityOverSystemBehavior`), and becomes first responder when it gains focus so
  /// that they reach it.
  ///
  /// The stepper is one focus group (``EBStepperView`` sets `focusGroupIdentifier`), so Tab on
  /// iPad reaches its steps once, as the HTML output's one tab stop: at the core's keyboard start
  /// (the current step) the first time — its target has a raised `focusGroupPriority` — and at
  /// the step last used after that (the system's "previously focused" priority is higher).
  /// "All steps" is a group of its own, so Tab reaches it too; it takes Space and Return only.
  /// An overflow marker's target is in the row: the arrows reach it, and Space and Return on it
  /// ask for "All steps".
  final class StepperFocusTarget: UIView {
    /// The place of the row the target stands for (a step, or an overflow marker of a
    /// collapsed row), or `nil` for the header's "All steps" control.
    let item: StepperScene.RowItem?
    /// What the target selects: its item's selection (an overflow marker's is "All steps"), or
    /// "All steps".
    var selection: StepperScene.Selection { target.selection }
    /// The button the target stands for, as the core names it.
    var target: StepperScene.Target { item.map(StepperScene.Target.item) ?? .allStepsControl }
    /// Whether the target can take focus.
    var isSelectable = true
    /// Called when the target gains or loses focus.
    var focusDidChange: (@MainActor () -> Void)?
    /// Called with a key pressed while the target has focus.
    var keyPressed: (@MainActor (Key) -> Void)?
    /// Whether focus enters the stepper's row here (the core's `keyboardStart`).
    var isRowStart = false {
      didSet { focusGroupPriority = isRowStart ? Self.rowStartPriority : .ignored }
    }

    /// The row start's priority in the stepper's focus group: above an ordinary item, below
    /// the system's `previouslyFocused` (1000), so a person coming back finds the step they
    /// left.
    private static let rowStartPriority = UIFocusGroupPriority(rawValue: 500)

    /// A key the target takes from a hardware keyboard.
    enum Key: Equatable, Sendable {
      /// A key that moves focus along the row.
      case move(StepperKeyboardNavigation.Key)
      /// Space or Return: press the target.
      case select
    }

    /// The key commands' inputs and what each means.
    private static let inputs: [(String, Key)] = [
      (UIKeyCommand.inputLeftArrow, .move(.left)), (UIKeyCommand.inputRightArrow, .move(.right)),
      (UIKeyCommand.inputUpArrow, .move(.up)), (UIKeyCommand.inputDownArrow, .move(.down)),
      (UIKeyCommand.inputHome, .move(.home)), (UIKeyCommand.inputEnd, .move(.end)),
      (" ", .select), ("\r", .select),
    ]

    /// Creates the target of `item`, or of the header's "All steps" control (`nil`).
    init(item: StepperScene.RowItem?) {
      self.item = item
      super.init(frame: .zero)
      isOpaque = false
      backgroundColor = .clear
      isAccessibilityElement = false
      focusEffect = nil
      if item == nil {
        focusGroupIdentifier = "StepperKit.allSteps.\(ObjectIdentifier(self).hashValue)"
      }
    }

    /// Not made from a storyboard: the stepper makes its targets.
    required init?(coder: NSCoder) {
      nil
    }

    override var canBecomeFocused: Bool { isSelectable }

    override var canBecomeFirstResponder: Bool { isSelectable }

    override func didUpdateFocus(
      in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
    ) {
      super.didUpdateFocus(in: context, with: coordinator)
      if context.nextFocusedView === self { becomeFirstResponder() }
      focusDidChange?()
    }

    /// The arrows, Home, End, Space and Return (only the last two on the header's "All
    /// steps"; all of them on an overflow marker, which is in the row), without modifiers,
    /// ahead of the focus system.
    override var keyCommands: [UIKeyCommand]? {
      let inputs = item == nil ? Self.inputs.filter { $0.1 == .select } : Self.inputs
      return inputs.map { input, _ in
        let command = UIKeyCommand(
          input: input, modifierFlags: [], action: #selector(keyCommandPressed(_:)))
        command.wantsPriorityOverSystemBehavior = true
        return command
      }
    }

    /// One of ``keyCommands`` was pressed.
    @objc private func keyCommandPressed(_ command: UIKeyCommand) {
      guard isFocused, let key = Self.inputs.first(where: { $0.0 == command.input })?.1 else {
        return
      }
      keyPressed?(key)
    }

    /// Lets every touch through to the stepper.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      false
    }
  }
#endif
