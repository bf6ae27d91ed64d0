import StepperKit

extension HTMLWriter {
  /// The list of steps as the drawing's elements arrive: opened at the first step's mark (or
  /// at the end, empty), a list item at each mark holding what follows it up to the next.
  struct StepList {
    /// The scene's tap targets, in the order of the steps they select.
    let targets: [StepperScene.TapTarget]
    /// A collapsed row's overflow markers, in order.
    let overflows: [StepperScene.OverflowTarget]
    private var nextTarget = 0
    private var nextOverflow = 0
    private var isOpen = false
    private var hasItem = false

    init(targets: [StepperScene.TapTarget], overflows: [StepperScene.OverflowTarget] = []) {
      self.targets = targets
      self.overflows = overflows
    }

    /// Whether the list holds a button: a step's, or an overflow marker's.
    var hasButtons: Bool { !targets.isEmpty || overflows.contains(where: \.isButton) }

    /// Closes the item before, and opens the item of the overflow marker `tag` draws: what it
    /// hides ("3 more steps, 1 failed"), inside a button that asks for "All steps" where the
    /// row's steps can be tapped.
    mutating func startOverflowItem(
      of tag: StepperDrawCommand.Tag, writer: HTMLWriter, to out: inout TextWriter
    ) {
      guard nextOverflow < overflows.count else { return }
      open(writer, to: &out)
      if hasItem { out.write("</li>\n") }
      hasItem = true
      writer.writeOverflowItemStart(of: tag, overflows[nextOverflow], to: &out)
      nextOverflow += 1
    }

    /// Closes the item before, and opens the item of the step whose mark `tag` draws: what the
    /// step is called (inside a button where the core makes it a tap target).
    mutating func startItem(
      of tag: StepperDrawCommand.Tag, writer: HTMLWriter, to out: inout TextWriter
    ) {
      open(writer, to: &out)
      if hasItem { out.write("</li>\n") }
      hasItem = true
      var target: StepperScene.TapTarget?
      if nextTarget < targets.count, let step = tag.step, targets[nextTarget].step == step {
        target = targets[nextTarget]
        nextTarget += 1
      }
      writer.writeItemStart(of: tag, target: target, to: &out)
    }

    /// Closes the last item and the list.
    mutating func end(writer: HTMLWriter, to out: inout TextWriter) {
      open(writer, to: &out)
      if hasItem { out.write("</li>\n") }
      out.write("</ol>\n")
    }

    private mutating func open(_ writer: HTMLWriter, to out: inout TextWriter) {
      guard !isOpen else { return }
      isOpen = true
      out.write("<ol class=\"eb-stepper__steps\" aria-label=\"")
      out.write(escaping: writer.scene.accessibility.strings.stepsName)
      out.write("\">\n")
    }
  }
}
