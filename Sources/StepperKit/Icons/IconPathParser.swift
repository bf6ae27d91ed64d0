/// Reads SVG path data into lines and cubics (SVG 1.1, "Path data": the grammar, with
/// implicit repeats, relative commands, reflected control points, and elliptical arcs turned
/// into cubic segments of at most 90° each).
struct IconPathParser {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var subpaths: [StepperIconPath.Subpath] = []
  private var segments: [StepperIconPath.Segment] = []
  private var start: StepperPoint?
  private var point = StepperPoint(x: 0, y: 0)
  /// The last cubic's or quadratic's second control point, for `S` and `T`.
  private var lastCubicControl: StepperPoint?
  private var lastQuadraticControl: StepperPoint?
  private var commands = 0

  init(_ data: String) {
    scalars = Array(data.unicodeScalars)
  }

  mutating func parse() throws(StepperIconError) -> [StepperIconPath.Subpath] {
    skipSeparators()
    var command: Character?
    while index < scalars.count {
      if let letter = commandLetter() {
        command = letter
        index += 1
      } else if command == nil {
        throw .unexpectedCharacter(Character(scalars[index]), offset: index)
      }
      guard let current = command else { break }
      commands += 1
      if commands > StepperIconPath.maximumCommands {
        throw .tooManyCommands(maximum: StepperIconPath.maximumCommands)
      }
      try perform(current)
      // After a move, further pairs are lines (SVG's implicit repeat).
      if current == "M" { command = "L" } else if current == "m" { command = "l" }
      if current == "Z" || current == "z" { command = nil }
      skipSeparators()
    }
    finishSubpath(closed: false)
    guard !subpaths.isEmpty else { throw .empty }
    return subpaths
  }

  private func commandLetter() -> Character? {
    let scalar = scalars[index]
    return "MmLlHhVvCcSsQqTtAaZz".unicodeScalars.contains(scalar) ? Character(scalar) : nil
  }

  private mutating func perform(_ command: Character) throws(StepperIconError) {
    let relative = command.isLowercase
    let origin = relative ? point : StepperPoint(x: 0, y: 0)
    switch command.uppercased() {
    case "M":
      finishSubpath(closed: false)
      let to = try pair(command, from: origin)
      start = to
      point = to
      resetControls()
    case "Z":
      guard start != nil else { throw .missingMoveTo(command: command) }
      finishSubpath(closed: true)
    case "L": try line(to: pair(command, from: origin), command)
    case "H":
      let x = try coordinate(command) + (relative ? point.x : 0)
      try line(to: StepperPoint(x: x, y: point.y), command)
    case "V":
      let y = try coordinate(command) + (relative ? point.y : 0)
      try line(to: StepperPoint(x: point.x, y: y), command)
    case "C":
      let first = try pair(command, from: origin)
      let second = try pair(command, from: origin)
      try cubic(first, second, to: pair(command, from: origin), command)
    case "S":
      let first = reflected(lastCubicControl)
      let second = try pair(command, from: origin)
      try cubic(first, second, to: pair(command, from: origin), command)
    case "Q": try quadratic(pair(command, from: origin), to: pair(command, from: origin), command)
    case "T":
      try quadratic(reflected(lastQuadraticControl), to: pair(command, from: origin), command)
    default: try arc(command, from: origin)
    }
  }

  // MARK: Segments

  private mutating func line(to end: StepperPoint, _ command: Character) throws(StepperIconError) {
    guard start != nil else { throw .missingMoveTo(command: command) }
    segments.append(.line(to: end))
    point = end
    resetControls()
  }

  private mutating func cubic(
    _ first: StepperPoint, _ second: StepperPoint, to end: StepperPoint, _ command: Character
  ) throws(StepperIconError) {
    guard start != nil else { throw .missingMoveTo(command: command) }
    segments.append(.cubic(to: end, control1: first, control2: second))
    point = end
    lastCubicControl = second
    lastQuadraticControl = nil
  }

  /// A quadratic curve, written as the cubic that draws it.
  private mutating func quadratic(
    _ control: StepperPoint, to end: StepperPoint, _ command: Character
  ) throws(StepperIconError) {
    let from = point
    let first = StepperPoint(
      x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y))
    let second = StepperPoint(
      x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
    try cubic(first, second, to: end, command)
    lastCubicControl = nil
    lastQuadraticControl = control
  }

  private mutating func arc(
    _ command: Character, from origin: StepperPoint
  )
    throws(StepperIconError)
  {
    let radiusX = try coordinate(command)
    let radiusY = try coordinate(command)
    let rotation = try number(command)
    let largeArc = try flag(command)
    let sweep = try flag(command)
    let end = try pair(command, from: origin)
    guard start != nil else { throw .missingMoveTo(command: command) }
    let arc = EllipticalArc(
      from: point, to: end, radii: (abs(radiusX), abs(radiusY)), rotation: rotation,
      largeArc: largeArc, sweep: sweep)
    let cubics = arc.cubics()
    if cubics.isEmpty {
      try line(to: end, command)
      return
    }
    for cubic in cubics {
      try self.cubic(cubic.control1, cubic.control2, to: cubic.end, command)
    }
    lastCubicControl = nil
  }

  private func reflected(_ control: StepperPoint?) -> StepperPoint {
    guard let control else { return point }
    return StepperPoint(x: 2 * point.x - control.x, y: 2 * point.y - control.y)
  }

  private mutating func resetControls() {
    lastCubicControl = nil
    lastQuadraticControl = nil
  }

  private mutating func finishSubpath(closed: Bool) {
    if let start, closed || !segments.isEmpty {
      subpaths.append(.init(start: start, segments: segments, isClosed: closed))
    }
    segments = []
    if closed, let start {
      // After Z the pen is back at the subpath's start, where a drawing command may go on
      // without an M.
      point = start
    } else {
      start = nil
    }
    resetControls()
  }

  // MARK: Numbers

  private mutating func pair(
    _ command: Character, from origin: StepperPoint
  )
    throws(StepperIconError) -> StepperPoint
  {
    let x = try coordinate(command) + origin.x
    let y = try coordinate(command) + origin.y
    try check(x)
    try check(y)
    return StepperPoint(x: x, y: y)
  }

  private func check(_ value: Double) throws(StepperIconError) {
    guard value.isFinite, StepperIconPath.coordinateRange.contains(value) else {
      throw .coordinateOutOfRange(value)
    }
  }

  private mutating func coordinate(_ command: Character) throws(StepperIconError) -> Double {
    let value = try number(command)
    try check(value)
    return value
  }

  private mutating func flag(_ command: Character) throws(StepperIconError) -> Bool {
    skipSeparators()
    guard index < scalars.count else { throw .missingNumber(command: command, offset: index) }
    guard scalars[index] == "0" || scalars[index] == "1" else {
      throw .invalidArcFlag(offset: index)
    }
    index += 1
    return scalars[index - 1] == "1"
  }

  /// A number as SVG writes it: sign, digits, a point, an exponent; a second point or a sign
  /// starts the next number ("1.5.5" is 1.5 and .5).
  private mutating func number(_ command: Character) throws(StepperIconError) -> Double {
    skipSeparators()
    let begin = index
    if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
    let digitsBefore = digits()
    var digitsAfter = 0
    if index < scalars.count, scalars[index] == "." {
      index += 1
      digitsAfter = digits()
    }
    guard digitsBefore + digitsAfter > 0 else {
      index = begin
      if begin < scalars.count, commandLetter() == nil, !isSeparator(scalars[begin]) {
        throw .unexpectedCharacter(Character(scalars[begin]), offset: begin)
      }
      throw .missingNumber(command: command, offset: begin)
    }
    if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
      let mark = index
      index += 1
      if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
      if digits() == 0 { index = mark }
    }
    let text = String(String.UnicodeScalarView(scalars[begin..<index]))
    guard let value = Double(text), value.isFinite else { throw .coordinateOutOfRange(.nan) }
    return value
  }

  private mutating func digits() -> Int {
    let begin = index
    while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
    return index - begin
  }

  private func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "," || scalar == "\t" || scalar == "\n" || scalar == "\r"
      || scalar == "\u{0C}"
  }

  private mutating func skipSeparators() {
    while index < scalars.count, isSeparator(scalars[index]) { index += 1 }
  }
}
