import StepperKit
import Testing

@testable import StepperCLI

/// The one table of configuration flags covers every option, and reads and writes each flag
/// once.
@Suite struct OptionFlagsTests {
  /// The options no entry of the table sets, set by hand in
  /// ``ConfigurationFlags/options(from:files:)``: none today.
  private static let setByHand: Set<String> = []

  /// An option's name, from the key path to it (`\Options.firstNumber` names `firstNumber`).
  private static func name(of field: AnyKeyPath) -> String {
    String(String(describing: field).split(separator: ".").last ?? "")
  }

  @Test func everyOptionHasAFlagOrIsNamedAsSetByHand() {
    let flagged = Set(OptionFlag.all.flatMap { $0.fields() }.map { Self.name(of: $0) })
    let options = Mirror(reflecting: OptionFlag.defaults).children.compactMap(\.label)
    #expect(options.count > 20)
    for option in options {
      #expect(
        flagged.contains(option) || Self.setByHand.contains(option),
        "the option \(option) has no flag in OptionFlag.all and is not set by hand")
    }
    for field in flagged { #expect(options.contains(field), "\(field) is no option") }
    for field in Self.setByHand { #expect(!flagged.contains(field), "\(field) has a flag") }
  }

  @Test func everyFlagIsReadOnce() {
    let names = OptionFlag.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(OptionFlag.readOrder.sorted() == names.sorted())
  }

  @Test func everyFlagWithAWayBackIsWrittenOnce() {
    let written = OptionFlag.all.filter { $0.write != nil }.map(\.name)
    #expect(OptionFlag.writeOrder.sorted() == written.sorted())
  }

  @Test func theStyleTotalAndStatusAreReadBeforeTheFlagsThatInferFromThem() throws {
    let order = OptionFlag.readOrder
    let index = { (name: String) in try #require(order.firstIndex(of: name)) }
    #expect(try index("style") < index("total"))
    #expect(try index("total") < index("current"))
    #expect(try index("status") < index("current"))
    #expect(try index("step-names") < index("step-name"))
    #expect(try index("locale") < index("direction"))
    #expect(try index("contrast") < index("increase-contrast"))
  }
}
