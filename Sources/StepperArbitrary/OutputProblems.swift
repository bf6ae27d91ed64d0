import StepperKit

/// Looks for what must never be in an output: a number that is not finite, in a scene or in
/// the text a renderer wrote.
package enum OutputProblems {
  /// The attributes of SVG and HTML whose values are numbers (or lists of them, or path data).
  package static let numericAttributes: Set<String> = [
    "x", "y", "width", "height", "cx", "cy", "r", "rx", "ry", "x1", "y1", "x2", "y2", "d",
    "viewBox", "font-size", "font-weight", "stroke-width", "points", "aria-valuenow",
    "aria-valuemin", "aria-valuemax", "opacity",
  ]

  /// Every numeric attribute of `markup` whose value holds anything but a finite number: "nan",
  /// "inf", or another word. Text and other attributes are not looked at, so a step named
  /// "Infinity" is no problem.
  package static func nonFiniteNumbers(inMarkup markup: String) -> [String] {
    var problems: [String] = []
    forEachAttribute(of: markup) { name, value in
      if numericAttributes.contains(name), !value.allSatisfy(isNumberOrPathByte) {
        problems.append("\(name)=\"\(String(decoding: value, as: UTF8.self))\"")
      }
    }
    return problems
  }

  /// Every number in the `style` attributes of `markup` (CSS) that is not finite: a `nan` or
  /// `inf` where a length or a number should be, as in `left: nanpx`.
  package static func nonFiniteNumbers(inStyles markup: String) -> [String] {
    var problems: [String] = []
    forEachAttribute(of: markup) { name, value in
      guard name == "style" else { return }
      let css = String(decoding: value, as: UTF8.self)
      let words = css.split { !($0.isLetter || $0.isNumber || "+-.".contains($0)) }
      for word in words {
        let number = word.lowercased().drop { "+-".contains($0) }
        if number.hasPrefix("nan") || number.hasPrefix("inf") { problems.append(String(word)) }
      }
    }
    return problems
  }

  /// Calls `body` with the name and value of every `name="value"` attribute in `markup`, in
  /// one pass over its bytes.
  private static func forEachAttribute(
    of markup: String, _ body: (String, ArraySlice<UInt8>) -> Void
  ) {
    let bytes = Array(markup.utf8)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "="), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "\"")
      else {
        index += 1
        continue
      }
      var nameStart = index
      while nameStart > 0, isNameByte(bytes[nameStart - 1]) { nameStart -= 1 }
      let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
      let valueStart = index + 2
      var valueEnd = valueStart
      while valueEnd < bytes.count, bytes[valueEnd] != UInt8(ascii: "\"") { valueEnd += 1 }
      body(name, bytes[valueStart..<valueEnd])
      index = valueEnd + 1
    }
  }

  /// Every line of terminal text wider than `columns` cells once its escape sequences are
  /// taken out, with `width` measuring a line's cells.
  package static func linesWider(
    than columns: Int, inTerminalText text: String, width: (Substring) -> Int
  ) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { withoutEscapeSequences($0) }
      .filter { width(Substring($0)) > columns }
  }

  /// What terminal text shows that it must not: an escape sequence other than the colors the
  /// terminal renderer writes (`ESC [`, digits and `;`, `m`), any other control character but
  /// the line feed, a C1 control (U+0080–U+009F, among them the 8-bit CSI and OSC), or a piece
  /// of the payload of one of ``ArbitraryText/escapeSequences`` (its
  /// ``ArbitraryText/payloadMarker``): what is left when a sequence in a name is cut, or
  /// cleaned line by line, instead of removed whole. One description for each line at fault.
  package static func leakedSequenceFragments(inTerminalText text: String) -> [String] {
    var problems: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var scalars = line.unicodeScalars.makeIterator()
      var fault: String?
      scan: while let scalar = scalars.next() {
        switch scalar.value {
        case 0x1B:
          // Only the renderer's colors: ESC [ digits and semicolons, then m.
          guard scalars.next() == "[" else {
            fault = "an escape sequence"
            break scan
          }
          var final: Unicode.Scalar?
          while let next = scalars.next() {
            if next.properties.numericType == nil || next.value > 0x7F, next != ";" {
              final = next
              break
            }
          }
          if final != "m" {
            fault = "an escape sequence other than a color"
            break scan
          }
        case 0x00...0x1F, 0x7F: fault = "a control character"
        case 0x80...0x9F: fault = "a C1 control"
        case ArbitraryText.payloadMarker.value: fault = "a piece of an escape sequence's payload"
        default: continue
        }
        if fault != nil { break }
      }
      if let fault { problems.append("\(fault) in \(String(line).debugDescription)") }
    }
    return problems
  }

  /// Whether `bytes` are valid UTF-8: renderers make their text from bytes they do not check
  /// again (they are valid by construction), so the fuzzer checks them.
  package static func isValidUTF8(_ bytes: some Sequence<UInt8>) -> Bool {
    // Contiguous bytes (a string's UTF-8 view) are validated by the standard library's fast
    // path: a renderer's output can be tens of megabytes.
    if let valid = bytes.withContiguousStorageIfAvailable({
      String(validating: $0, as: UTF8.self) != nil
    }) {
      return valid
    }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  /// `line` without its ANSI escape sequences (`ESC [`, parameters, a final letter).
  package static func withoutEscapeSequences(_ line: Substring) -> String {
    var result = ""
    var inSequence = false
    for scalar in line.unicodeScalars {
      if inSequence {
        if (0x40...0x7E).contains(scalar.value), scalar != "[" { inSequence = false }
      } else if scalar.value == 0x1B {
        inSequence = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Every number in `json` outside a string that is not written as a finite JSON number
  /// ("nan", "inf", "-inf" and the like are not JSON at all).
  package static func nonFiniteNumbers(inJSON json: String) -> [String] {
    var problems: [String] = []
    var inString = false
    var escaped = false
    var word = ""
    func finish() {
      if !word.isEmpty, !["true", "false", "null"].contains(word), Double(word)?.isFinite != true {
        problems.append(word)
      }
      word = ""
    }
    for scalar in json.unicodeScalars {
      if inString {
        if escaped {
          escaped = false
        } else if scalar == "\\" {
          escaped = true
        } else if scalar == "\"" {
          inString = false
        }
        continue
      }
      switch scalar {
      case "\"":
        finish()
        inString = true
      case "{", "}", "[", "]", ",", ":", " ", "\n", "\t", "\r": finish()
      default: word.unicodeScalars.append(scalar)
      }
    }
    finish()
    return problems
  }

  /// Every place in `scene` where a number is not finite: sizes, the visible part and the
  /// steps' part, the viewport, frames, corner radii, outlines, text baselines and hit areas.
  package static func nonFiniteNumbers(in scene: StepperScene) -> [String] {
    var problems: [String] = []
    func check(_ value: Double, _ what: @autoclosure () -> String) {
      if !value.isFinite { problems.append("\(what()) is \(value)") }
    }
    func check(_ rect: StepperRect, _ what: @autoclosure () -> String) {
      for (value, part) in [
        (rect.x, "x"), (rect.y, "y"), (rect.width, "width"), (rect.height, "height"),
      ] {
        check(value, "\(what()).\(part)")
      }
    }
    check(scene.contentSize.width, "contentSize.width")
    check(scene.contentSize.height, "contentSize.height")
    check(scene.visibleRect, "visibleRect")
    check(scene.stepsRect, "stepsRect")
    if let viewport = scene.viewport {
      check(viewport.offset, "viewport.offset")
      check(viewport.length, "viewport.length")
      check(viewport.contentLength, "viewport.contentLength")
    }
    for (index, element) in scene.elements.enumerated() {
      let name = "element \(index) (\(element.role.rawValue))"
      check(element.frame, "\(name).frame")
      check(element.cornerRadius, "\(name).cornerRadius")
      if let stroke = element.stroke { check(stroke.width, "\(name).stroke.width") }
      if let hitArea = element.hitArea { check(hitArea, "\(name).hitArea") }
      for (line, baseline) in (element.text?.baselines ?? []).enumerated() {
        check(baseline.x, "\(name).baselines[\(line)].x")
        check(baseline.y, "\(name).baselines[\(line)].y")
      }
    }
    check(scene.accessibility.fraction, "accessibility.fraction")
    return problems
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: ":")
  }

  /// Digits, signs, points, exponents, separators and SVG path commands.
  private static let numberAndPathBytes = Set("0123456789 ,.-+eEMmLlHhVvCcSsQqTtAaZz".utf8)

  private static func isNumberOrPathByte(_ byte: UInt8) -> Bool {
    numberAndPathBytes.contains(byte)
  }
}
