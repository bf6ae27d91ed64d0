import Foundation
import StepperKit
import StepperTestSupport
import Testing

@testable import StepperCLI

/// `--text-size CATEGORY` on every command that takes the configuration flags, the person's
/// accessibility settings written back by the arguments that describe a configuration, and a
/// `STEP=TEXT` whose text starts with a mark.
@Suite struct ConfigurationFlagsTextSizeTests {
  @Test func aTextSizeSetsTheNamesAtItsScale() throws {
    func nameHeight(_ size: [String]) throws -> Double {
      let run = Run(
        ["render", "--format", "json", "--total", "3", "--step-names", "Cart,Address,Pay"] + size)
      #expect(run.status == 0, "\(run.err)")
      let root = try #require(
        try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
      let elements = try #require(root["elements"] as? [[String: Any]])
      let name = try #require(elements.first { $0["role"] as? String == "label" })
      let frame = try #require(name["frame"] as? [String: Any])
      return try #require(frame["height"] as? Double)
    }
    let large = try nameHeight([])
    #expect(try nameHeight(["--text-size", "large"]) == large)
    #expect(try nameHeight(["--text-size", "accessibility3"]) > large * 2)
    #expect(try nameHeight(["--text-size", "xSmall"]) < large)
  }

  @Test func aTextSizeThatIsNoCategoryIsAUsageErrorListingThem() {
    let run = Run(["render", "--text-size", "huge"])
    #expect(run.status == 64)
    #expect(run.err.contains("--text-size accepts xSmall, small, medium, large"))
    #expect(run.err.contains("accessibility5; got 'huge'"))
  }

  @Test(arguments: StepperTextSizeCategory.allCases)
  func theArgumentsDescribeTheTextSizeAndReadBackTheSame(_ size: StepperTextSizeCategory) throws {
    var options = StepperConfiguration.Options(names: ["Cart", "Address"])
    options.textSize = size
    let configuration = try StepperConfiguration(options)
    let arguments = ConfigurationFlags.arguments(for: configuration)
    #expect(arguments.contains("--text-size") == (size != .large))
    let flags = try ParsedFlags(arguments[...], specs: ConfigurationFlags.specs)
    #expect(try ConfigurationFlags.configuration(from: flags) == configuration)
  }

  @Test func theArgumentsDescribeTheAccessibilitySettingsAndReadBackTheSame() throws {
    for settings in 0..<8 {
      var options = StepperConfiguration.Options(style: .dash, total: 5, current: 2)
      options.increaseContrast = settings & 1 != 0
      options.differentiateWithoutColor = settings & 2 != 0
      options.boldText = settings & 4 != 0
      options.isEnabled = settings != 7
      let configuration = try StepperConfiguration(options)
      let arguments = ConfigurationFlags.arguments(for: configuration)
      let flags = try ParsedFlags(arguments[...], specs: ConfigurationFlags.specs)
      #expect(try ConfigurationFlags.configuration(from: flags) == configuration, "\(arguments)")
    }
  }

  /// "=" and a mark after it make one character; the step still ends at the "=".
  @Test func aNameThatStartsWithAMarkReadsBackAsThatName() throws {
    let name = "\u{301}x"
    let configuration = try StepperConfiguration(total: 3, current: 1).replacing(
      \.stepNames, with: [2: name])
    let arguments = ConfigurationFlags.arguments(for: configuration)
    #expect(arguments.contains("2=\u{301}x"))
    let flags = try ParsedFlags(arguments[...], specs: ConfigurationFlags.specs)
    let read = try ConfigurationFlags.configuration(from: flags)
    #expect(read.options.stepNames[2]?.unicodeScalars.elementsEqual(name.unicodeScalars) == true)
    #expect(Run(["render", "--step-description", "2\u{301}=x"]).status == 64)
  }

  @Test func theHelpListsTheFlag() {
    #expect(Run(["render", "--help"]).out.contains("--text-size CATEGORY"))
  }
}
