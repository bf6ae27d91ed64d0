import StepperKit

extension StepperListRenderer {
  /// The "All steps" list as data: one JSON object, two-space indented, a row an object.
  ///
  /// `{"kind": "stepList", "title", "closeTitle", "language", "direction", "current": "2.1",
  /// "list": [...]}`, each row `{"step": "2.1", "number", "icon" (its name, or null), "name"
  /// (or null), "title", "description" (or null), "state", "stateName", "label", "isCurrent",
  /// "isSelectable"}`: what the HTML and terminal lists show, for a client that draws its own.
  /// Steps are written as their ids ("2", "2.1"), counted from 1 as the configuration counts
  /// them; `number` is what the marker shows.
  ///
  /// ```swift
  /// let list = StepperStepList(try StepperConfiguration(total: 3, current: 2))
  /// print(StepperListRenderer.json.render(list).contains("\"isCurrent\": true"))
  /// // Prints "true"
  /// ```
  package static let json = StepperListRenderer(
    name: "json", mediaType: "application/json", fileExtension: "json"
  ) { list in
    var out = TextWriter(capacity: 512 + list.count * 400)
    JSONListWriter.write(list, to: &out)
    return out.text
  }
}

/// Writes the "All steps" list as JSON.
enum JSONListWriter {
  static func write(_ list: StepperStepList, to out: inout TextWriter) {
    out.write("{\n  \"kind\": \"stepList\",\n  \"title\": ")
    out.write(jsonString: list.title)
    out.write(",\n  \"closeTitle\": ")
    out.write(jsonString: list.closeTitle)
    out.write(",\n  \"language\": ")
    out.write(jsonString: list.language)
    out.write(",\n  \"direction\": \"")
    out.write(verbatim: list.direction.rawValue)
    out.write("\",\n  \"current\": \"")
    out.write(list.configuration.options.current)
    out.write("\",\n  \"list\": [")
    for (index, row) in list.enumerated() {
      out.write(index == 0 ? "\n" : ",\n")
      write(row, to: &out)
    }
    out.write(list.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
  }

  private static func write(_ row: StepperStepList.Row, to out: inout TextWriter) {
    out.write("    {\"step\": \"")
    out.write(row.step)
    out.write("\", \"number\": ")
    out.write(jsonString: row.number)
    out.write(", \"icon\": ")
    optional(row.icon?.name, to: &out)
    out.write(", \"name\": ")
    optional(row.name, to: &out)
    out.write(", \"title\": ")
    out.write(jsonString: row.title)
    out.write(", \"description\": ")
    optional(row.description, to: &out)
    out.write(", \"state\": \"")
    out.write(verbatim: row.state.rawValue)
    out.write("\", \"stateName\": ")
    out.write(jsonString: row.stateName)
    out.write(", \"label\": ")
    out.write(jsonString: row.label)
    out.write(", \"isCurrent\": ")
    out.write(row.isCurrent ? "true" : "false")
    out.write(", \"isSelectable\": ")
    out.write(row.isSelectable ? "true" : "false")
    out.write("}")
  }

  /// A string, or `null`.
  private static func optional(_ text: String?, to out: inout TextWriter) {
    if let text { out.write(jsonString: text) } else { out.write("null") }
  }
}
