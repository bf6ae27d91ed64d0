import StepperKit

extension Renderer {
  /// The scene as data: the public JSON contract other tools and tests read.
  ///
  /// Keys come in a fixed order; colors are upper-case `#RRGGBB`; numbers are rounded to three
  /// decimals; step ids are strings ("2", "2.1"); frames are in points, origin top-left, x
  /// growing right whatever the direction. One element per line.
  public static let json = Renderer(
    name: "json", mediaType: "application/json", fileExtension: "json",
    render: JSONSceneWriter.document)
}

/// Writes a scene as JSON.
enum JSONSceneWriter {
  static func document(_ scene: Scene) -> String {
    var out = ""
    out.reserveCapacity(512 + scene.elements.count * 220)
    let axs = scene.accessibility
    out += "{\"style\": \(string(scene.style.rawValue)), \"axis\": \(string(scene.axis.rawValue)),"
    out += " \"direction\": \(string(scene.direction.rawValue)),"
    out += " \"theme\": \(string(scene.appearance.rawValue)),"
    out += " \"background\": \(string(scene.background.hex)),\n"
    out += " \"size\": {\"width\": \(number(scene.size.width)),"
    out += " \"height\": \(number(scene.size.height))},\n"
    if let viewport = scene.viewport {
      out += " \"viewport\": {\"offset\": \(number(viewport.offset)),"
      out += " \"length\": \(number(viewport.length)),"
      out += " \"contentLength\": \(number(viewport.contentLength))},\n"
    }
    out += " \"accessibility\": {\"label\": \(string(axs.label)), \"value\": \(string(axs.value)),"
    out += " \"announcement\": \(string(axs.announcement)),"
    out +=
      " \"current\": \(axs.current.isSubstep ? string(axs.current.description) : String(axs.current.step)),"
    out += " \"total\": \(axs.total), \"language\": \(string(axs.language))},\n"
    out += " \"elements\": ["
    for (index, element) in scene.elements.enumerated() {
      out += index == 0 ? "\n  " : ",\n  "
      write(element, to: &out)
    }
    out += "]}\n"
    return out
  }

  private static func write(_ element: SceneElement, to out: inout String) {
    out += "{\"role\": \(string(element.role.rawValue)), "
    if let next = element.nextStep {
      let from = element.step?.description ?? ""
      out += "\"from\": \(string(from)), \"to\": \(string(next.description)), "
    } else if let step = element.step {
      out += "\"step\": \(string(step.description)), "
    }
    out += "\"state\": \(string(element.state.rawValue)), \"frame\": \(frame(element.frame))"
    if let text = element.text {
      write(text, to: &out)
    } else if element.role == .connector {
      out += ", \"fill\": \(color(element.fill))"
    } else {
      writeShape(element, to: &out)
    }
    if let hitArea = element.hitArea { out += ", \"hitArea\": \(frame(hitArea))" }
    out += "}"
  }

  private static func writeShape(_ element: SceneElement, to out: inout String) {
    out += ", \"cornerRadius\": \(number(element.cornerRadius)), \"fill\": \(color(element.fill))"
    out += ", \"stroke\": "
    if let stroke = element.stroke {
      out += "{\"color\": \(string(stroke.color.hex)), \"width\": \(number(stroke.width))}"
    } else {
      out += "null"
    }
    out += ", \"content\": "
    if let content = element.content {
      out += string(content.kind)
      if case .number(let text, _, _) = content { out += ", \"text\": \(string(text))" }
      out += ", \"contentColor\": \(string(content.color.hex))"
    } else {
      out += "null"
    }
  }

  private static func write(_ text: SceneText, to out: inout String) {
    out += ", \"lines\": ["
    out += text.lines.map { string($0) }.joined(separator: ", ")
    out += "], \"truncated\": \(text.isTruncated), \"color\": \(string(text.color.hex))"
    out += ", \"anchor\": \(string(text.anchor.rawValue)), \"baselines\": ["
    out += text.baselines.map { "{\"x\": \(number($0.x)), \"y\": \(number($0.y))}" }
      .joined(separator: ", ")
    out += "], \"font\": {\"family\": \(string(text.style.family)),"
    out += " \"size\": \(number(text.style.size)), \"weight\": \(text.style.weight)}"
  }

  private static func frame(_ rect: Rect) -> String {
    "{\"x\": \(number(rect.x)), \"y\": \(number(rect.y)), \"width\": \(number(rect.width)), "
      + "\"height\": \(number(rect.height))}"
  }

  private static func color(_ color: RGBColor?) -> String {
    color.map { string($0.hex) } ?? "null"
  }

  private static func number(_ value: Double) -> String {
    NumberText.points(value)
  }

  /// A JSON string literal.
  static func string(_ text: some StringProtocol) -> String {
    JSONText.string(text)
  }
}
