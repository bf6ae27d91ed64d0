import StepperKit

extension StepperRenderer {
  /// The scene as data: the public JSON contract other tools and tests read.
  ///
  /// Keys come in a fixed order; colors are upper-case `#RRGGBB`; numbers are rounded to three
  /// decimals; step ids are strings ("2", "2.1"); frames are in points, origin top-left, x
  /// growing right whatever the direction. One element per line.
  ///
  /// The `accessibility` object holds what assistive technology is told: the progress
  /// element's `label` ("Step 2 of 4, Address" when the current step has a name), `value`
  /// and `announcement`, the `current` step and `total`, the `language`, the current step's
  /// name (`currentName`, or `null`), the "All steps" button's label (`allSteps`, or `null`
  /// when the control is not shown) and `steps`: one object per step on screen with its
  /// `label` ("Cart, step 1 of 4, completed"), and whether it is `selected` (the current
  /// step), a `button` (it can be tapped) and `disabled`, one per line. A collapsed row
  /// (`StepperConfiguration.Options.maxVisible`) adds `overflows` after `steps`: each overflow
  /// marker's `first` and `last` hidden steps, `label`, `state` and `button`.
  ///
  /// While the current step loads, or shows a part of it done, the
  /// `accessibility` object has `"loading": true` and the `stepProgress` (0 to 1) after `total`
  /// (and `firstNumber`), and the elements hold a `stepProgress` and a `loading` element after
  /// the current step's mark; a circular marker's have an `arc` (`start` and `sweep` in turns
  /// clockwise from the top) that their outline draws.
  ///
  /// A scene that cuts its steps short of the visible part (a vertical column that scrolls under
  /// its header) has a `stepsRect` after its `viewport`: the frame the steps are clipped to. Other
  /// scenes have none, as their steps show in all of it.
  ///
  /// A scene compared with the configuration shown before it (the `stepper render --from`
  /// command line) has a `change` after `announcement`: what to announce for the move ("2 steps
  /// added. Step 3 of 6"), or `null` when nothing changed. A total that is an estimate adds
  /// `"totalEstimated": true` after `total`, and its texts read "about 6".
  ///
  /// The `accessibility` object's `current` and `total` count steps from 1 at the first one, as
  /// step ids do; a flow that starts at another number
  /// (`StepperConfiguration.Options.firstNumber`) adds a `firstNumber` after `total`, and its
  /// label, announcement and marker texts show the numbers counted from there.
  ///
  /// ```swift
  /// var options = StepperConfiguration.Options(total: 20, current: 5)
  /// options.showsHeader = true
  /// options.viewport = 400
  /// options.scrollOffset = 20
  /// options.axis = .vertical
  /// let scene = StepperScene(try StepperConfiguration(options))
  /// print(StepperRenderer.json.render(scene).contains("\"stepsRect\": {\"x\": 0, \"y\": 64,"))
  /// // Prints "true"
  /// ```
  public static let json = StepperRenderer(
    name: "json", mediaType: "application/json", fileExtension: "json",
    render: JSONSceneWriter.document)
}

/// Writes a scene as JSON.
enum JSONSceneWriter {
  static func document(_ scene: StepperScene) -> String {
    // About 200 bytes an element (its role, step, state, frame and paint), and about 110 for
    // the accessible step of a step's mark: room for both, so that the buffer does not grow.
    var out = TextWriter(capacity: 1_024 + scene.elements.count * 320)
    writeFrame(of: scene, to: &out)
    writeAccessibility(of: scene, to: &out)
    out.write(",\n \"elements\": [")
    var isFirst = true
    for element in scene.elements {
      out.write(isFirst ? "\n  " : ",\n  ")
      isFirst = false
      write(element, to: &out)
    }
    out.write("]}\n")
    return out.text
  }

  /// The members before the accessibility record: style, axis, direction, theme, background,
  /// size, and the viewport and steps' part where there are any.
  private static func writeFrame(of scene: StepperScene, to out: inout TextWriter) {
    out.write("{\"style\": ")
    out.write(jsonString: scene.style.rawValue)
    out.write(", \"axis\": ")
    out.write(jsonString: scene.axis.rawValue)
    out.write(", \"direction\": ")
    out.write(jsonString: scene.direction.rawValue)
    out.write(", \"theme\": ")
    out.write(jsonString: scene.appearance.rawValue)
    // Only where the person's settings are followed: every other scene reads as before.
    if !scene.accessibilityOptions.isEmpty {
      out.write(", \"accessibilityOptions\": [")
      for (index, name) in scene.accessibilityOptions.names.enumerated() {
        if index > 0 { out.write(", ") }
        out.write(jsonString: name)
      }
      out.write("]")
    }
    out.write(", \"background\": ")
    write(scene.background, to: &out)
    out.write(",\n \"size\": {\"width\": ")
    out.write(points: scene.size.width)
    out.write(", \"height\": ")
    out.write(points: scene.size.height)
    out.write("},\n")
    if let viewport = scene.viewport {
      out.write(" \"viewport\": {\"offset\": ")
      out.write(points: viewport.offset)
      out.write(", \"length\": ")
      out.write(points: viewport.length)
      out.write(", \"contentLength\": ")
      out.write(points: viewport.contentLength)
      out.write("},\n")
    }
    if scene.stepsRect != scene.visibleRect {
      out.write(" \"stepsRect\": ")
      write(scene.stepsRect, to: &out)
      out.write(",\n")
    }
  }

  /// The accessibility record: label, value, announcement, position, language, the header's
  /// and the "All steps" control's text, then each step as assistive technology reads it.
  private static func writeAccessibility(of scene: StepperScene, to out: inout TextWriter) {
    let axs = scene.accessibility
    out.write(" \"accessibility\": {\"label\": ")
    out.write(jsonString: axs.label)
    out.write(", \"value\": ")
    out.write(jsonString: axs.value)
    out.write(", \"announcement\": ")
    out.write(jsonString: axs.announcement)
    if axs.isComparedWithPrevious {
      out.write(", \"change\": ")
      if let change = axs.change { out.write(jsonString: change) } else { out.write("null") }
    }
    out.write(", \"current\": ")
    if axs.current.isSubstep { write(axs.current, to: &out) } else { out.write(axs.current.step) }
    out.write(", \"total\": ")
    out.write(axs.total)
    if axs.isTotalEstimated { out.write(", \"totalEstimated\": true") }
    if axs.firstNumber != 1 {
      out.write(", \"firstNumber\": ")
      out.write(axs.firstNumber)
    }
    if axs.isLoading { out.write(", \"loading\": true") }
    if let progress = axs.stepProgress {
      out.write(", \"stepProgress\": ")
      out.write(points: progress)
    }
    out.write(", \"language\": ")
    out.write(jsonString: axs.language)
    out.write(", \"currentName\": ")
    if let name = axs.currentName { out.write(jsonString: name) } else { out.write("null") }
    out.write(", \"allSteps\": ")
    if let allSteps = scene.allStepsTarget() {
      out.write(jsonString: allSteps.label)
    } else {
      out.write("null")
    }
    out.write(", \"steps\": [")
    var isFirstStep = true
    let labels = axs.stepLabels()
    scene.forEachAccessibleStep { step, state, _, isButton in
      out.write(isFirstStep ? "\n  " : ",\n  ")
      isFirstStep = false
      out.write("{\"step\": ")
      write(step, to: &out)
      out.write(", \"label\": ")
      let label = out.startJSONString()
      axs.appendDescription(ofStep: step, state: state, using: labels, to: &out)
      out.finishJSONString(startedAt: label)
      out.write(", \"selected\": ")
      out.write(axs.isSelected(step) ? "true" : "false")
      out.write(", \"button\": ")
      out.write(isButton ? "true" : "false")
      out.write(", \"disabled\": ")
      out.write(state == .disabled ? "true" : "false")
      out.write("}")
    }
    out.write("]")
    writeOverflows(of: scene, to: &out)
    out.write("}")
  }

  /// A collapsed row's overflow markers after the steps, one object per line: the `first` and
  /// `last` steps each hides, its `label` ("3 more steps, 1 failed"), its `state` and whether it
  /// is a `button` (asking for "All steps"); nothing for a row that shows every step.
  private static func writeOverflows(of scene: StepperScene, to out: inout TextWriter) {
    let overflows = scene.overflowTargets()
    guard !overflows.isEmpty else { return }
    out.write(", \"overflows\": [")
    for (index, overflow) in overflows.enumerated() {
      out.write(index == 0 ? "\n  {\"first\": " : ",\n  {\"first\": ")
      write(overflow.steps.lowerBound, to: &out)
      out.write(", \"last\": ")
      write(overflow.steps.upperBound, to: &out)
      out.write(", \"label\": ")
      out.write(jsonString: overflow.label)
      out.write(", \"state\": ")
      out.write(plainJSONString: overflow.state.rawValue)
      out.write(", \"button\": ")
      out.write(overflow.isButton ? "true" : "false")
      out.write("}")
    }
    out.write("]")
  }

  private static func write(_ element: StepperSceneElement, to out: inout TextWriter) {
    out.write("{\"role\": ")
    out.write(plainJSONString: element.roleName)
    if let next = element.nextStep {
      out.write(", \"from\": ")
      if let step = element.step { write(step, to: &out) } else { out.write("\"\"") }
      out.write(", \"to\": ")
      write(next, to: &out)
    } else if let step = element.step {
      out.write(", \"step\": ")
      write(step, to: &out)
    }
    out.write(", \"state\": ")
    out.write(plainJSONString: element.state.rawValue)
    out.write(", \"frame\": ")
    write(element.frame, to: &out)
    if let text = element.text {
      write(text, to: &out)
    } else if element.role == .connector {
      out.write(", \"fill\": ")
      write(element.fill, to: &out)
    } else {
      writeShape(element, to: &out)
    }
    if let hitArea = element.hitArea {
      out.write(", \"hitArea\": ")
      write(hitArea, to: &out)
    }
    out.write("}")
  }

  private static func writeShape(_ element: StepperSceneElement, to out: inout TextWriter) {
    out.write(", \"cornerRadius\": ")
    out.write(points: element.cornerRadius)
    out.write(", \"fill\": ")
    write(element.fill, to: &out)
    out.write(", \"stroke\": ")
    if let stroke = element.stroke {
      out.write("{\"color\": ")
      write(stroke.color, to: &out)
      out.write(", \"width\": ")
      out.write(points: stroke.width)
      out.write("}")
    } else {
      out.write("null")
    }
    out.write(", \"content\": ")
    if let content = element.content {
      out.write(jsonString: content.kind)
      if case .number(let text, _, _) = content {
        out.write(", \"text\": ")
        out.write(jsonString: text)
      }
      if case .icon(let icon, let isMirrored, let number, _) = content {
        out.write(", \"icon\": ")
        out.write(jsonString: icon.name)
        out.write(", \"mirrored\": ")
        out.write(isMirrored ? "true" : "false")
        out.write(", \"text\": ")
        out.write(jsonString: number)
        // A platform symbol (the Apple views' option), which this output shows as its number.
        if icon.symbol != nil { out.write(", \"symbol\": true") }
      }
      out.write(", \"contentColor\": ")
      write(content.color, to: &out)
    } else {
      out.write("null")
    }
    if let arc = element.arc {
      out.write(", \"arc\": {\"start\": ")
      out.write(points: arc.start)
      out.write(", \"sweep\": ")
      out.write(points: arc.sweep)
      out.write("}")
    }
  }

  private static func write(_ text: StepperSceneText, to out: inout TextWriter) {
    out.write(", \"lines\": [")
    for (index, line) in text.lines.enumerated() {
      if index > 0 { out.write(", ") }
      out.write(jsonString: line)
    }
    out.write("], \"truncated\": ")
    out.write(text.isTruncated ? "true" : "false")
    out.write(", \"color\": ")
    write(text.color, to: &out)
    out.write(", \"anchor\": ")
    out.write(jsonString: text.anchor.rawValue)
    out.write(", \"baselines\": [")
    for (index, baseline) in text.baselines.enumerated() {
      out.write(index == 0 ? "{\"x\": " : ", {\"x\": ")
      out.write(points: baseline.x)
      out.write(", \"y\": ")
      out.write(points: baseline.y)
      out.write("}")
    }
    out.write("], \"font\": {\"family\": ")
    out.write(jsonString: text.style.family)
    out.write(", \"size\": ")
    out.write(points: text.style.size)
    out.write(", \"weight\": ")
    out.write(text.style.weight)
    out.write("}")
  }

  private static func write(_ rect: StepperRect, to out: inout TextWriter) {
    out.write("{\"x\": ")
    out.write(points: rect.x)
    out.write(", \"y\": ")
    out.write(points: rect.y)
    out.write(", \"width\": ")
    out.write(points: rect.width)
    out.write(", \"height\": ")
    out.write(points: rect.height)
    out.write("}")
  }

  /// A step's identity as a JSON string: `"2"`, `"2.1"`.
  private static func write(_ step: StepperStepID, to out: inout TextWriter) {
    out.write("\"")
    out.write(step)
    out.write("\"")
  }

  /// A color as a JSON string, `"#RRGGBB"`, or `null` for none.
  private static func write(_ color: StepperColor?, to out: inout TextWriter) {
    guard let color else { return out.write("null") }
    out.write("\"")
    out.write(color)
    out.write("\"")
  }
}
