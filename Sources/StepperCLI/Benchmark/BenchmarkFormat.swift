/// How the benchmark writes numbers: durations, counts, ratios and sizes.
enum BenchmarkFormat {
  /// A duration in nanoseconds with three significant digits and a unit: "812 ns",
  /// "1.23 µs", "45.6 ms", "2.00 s".
  static func duration(_ nanoseconds: Double) -> String {
    guard nanoseconds.isFinite, nanoseconds >= 0 else { return "—" }
    let units: [(String, Double)] = [("ns", 1), ("µs", 1e3), ("ms", 1e6), ("s", 1e9)]
    var chosen = units[0]
    for unit in units where nanoseconds >= unit.1 * 0.9995 { chosen = unit }
    return significant(nanoseconds / chosen.1) + " " + chosen.0
  }

  /// A whole number with thousands separators: "1,000,000".
  static func count(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index).isMultiple(of: 3) { grouped += "," }
      grouped.append(digit)
    }
    return (value < 0 ? "-" : "") + grouped
  }

  /// A ratio with two decimals below 10 and one above: "0.87×", "2.10×", "12.3×"; "—" for none.
  static func ratio(_ value: Double?) -> String {
    guard let value, value.isFinite else { return "—" }
    return fixed(value, decimals: value < 10 ? 2 : 1) + "×"
  }

  /// A size in bytes, in the largest binary unit under which it is at least 1: "812 B",
  /// "4.0 KB", "12.3 MB".
  static func bytes(_ value: Int) -> String {
    let units = ["KB", "MB", "GB"]
    guard value.magnitude >= 1024 else { return "\(value) B" }
    var scaled = Double(value) / 1024
    var unit = 0
    while scaled.magnitude >= 1024, unit < units.count - 1 {
      scaled /= 1024
      unit += 1
    }
    return fixed(scaled, decimals: 1) + " " + units[unit]
  }

  /// A target's limit as briefly as it can be written: "3", "1.50".
  static func limit(_ value: Double) -> String {
    value == value.rounded() && value.magnitude < 1e15
      ? String(Int(value)) : fixed(value, decimals: 2)
  }

  /// `value` with three significant digits (at least the units digit): 812, 45.6, 1.23.
  static func significant(_ value: Double) -> String {
    let decimals = value >= 99.95 ? 0 : value >= 9.995 ? 1 : 2
    return fixed(value, decimals: decimals)
  }

  /// `value` rounded half away from zero to `decimals` places, always written with them.
  static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value.magnitude * scale).rounded()
    guard scaled < 1e18 else { return String(value) }
    let whole = Int(scaled)
    let units = whole / Int(scale)
    var text = (value < 0 && whole != 0 ? "-" : "") + String(units)
    if decimals > 0 {
      let fraction = String(whole % Int(scale))
      text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
    return text
  }

  /// `text` padded with spaces on the right (`leading: false`) or left to `width` characters.
  static func pad(_ text: String, _ width: Int, leading: Bool = false) -> String {
    let room = String(repeating: " ", count: max(0, width - text.count))
    return leading ? room + text : text + room
  }
}
