import StepperKit

extension TextWriter {
  /// An outline as SVG path data: each subpath's `M`, its lines (`L`) and cubics (`C`), and
  /// `Z` where it closes, the numbers as ``write(points:)`` writes them. The SVG output's icons
  /// and the "All steps" list's markers are written through it.
  mutating func write(pathData path: StepperIconPath) {
    for (index, subpath) in path.subpaths.enumerated() {
      write(index == 0 ? "M" : " M")
      write(point: subpath.start)
      for segment in subpath.segments {
        switch segment {
        case .line(let end):
          write(" L")
          write(point: end)
        case .cubic(let end, let first, let second):
          write(" C")
          write(point: first)
          write(" ")
          write(point: second)
          write(" ")
          write(point: end)
        }
      }
      if subpath.isClosed { write(" Z") }
    }
  }

  /// A point as path data writes it: `x y`.
  private mutating func write(point: StepperPoint) {
    write(points: point.x)
    write(" ")
    write(points: point.y)
  }
}
