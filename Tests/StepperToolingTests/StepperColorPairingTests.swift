import StepperKit
import StepperTooling
import Testing

@Suite struct ColorPairingTests {
  private struct Row: Equatable, CustomStringConvertible {
    let subject: String
    let against: String
    let tokens: String
    let requirement: StepperContrastRequirement
    let isExempt: Bool
    var description: String {
      "\(subject) | \(against) | \(tokens) | \(requirement) | \(isExempt ? "exempt" : "")"
    }
  }

  private func rows(_ style: StepperStyle) -> [Row] {
    StepperColorPairing.all.filter { $0.style == style }.map {
      Row(
        subject: $0.subject, against: $0.against,
        tokens: "\($0.foreground.rawValue) on \($0.background.rawValue)",
        requirement: $0.requirement, isExempt: $0.exemption != nil)
    }
  }

  /// Every pair the circular style draws, read from its scenes: the header and "All steps"
  /// text, each marker's edge against the surface (the outline where there is one), its content
  /// against its fill, each name, each description and each connector.
  @Test func circularPairsAreReadFromItsScenes() {
    #expect(
      rows(.circular) == [
        Row(
          subject: "header", against: "surface", tokens: "text/strong-950 on bg/white-0",
          requirement: .text, isExempt: false),
        Row(
          subject: "\"All steps\" control", against: "surface", tokens: "brand/base on bg/white-0",
          requirement: .text, isExempt: false),
        Row(
          subject: "active marker outline", against: "surface", tokens: "brand/base on bg/white-0",
          requirement: .nonText, isExempt: false),
        Row(
          subject: "active marker number", against: "its marker's fill",
          tokens: "brand/base on bg/white-0", requirement: .text, isExempt: false),
        Row(
          subject: "active step name", against: "surface", tokens: "text/strong-950 on bg/white-0",
          requirement: .text, isExempt: false),
        Row(
          subject: "active step description", against: "surface",
          tokens: "text/soft-500 on bg/white-0", requirement: .text, isExempt: false),
        Row(
          subject: "default connector", against: "surface", tokens: "bg/soft-100 on bg/white-0",
          requirement: .nonText, isExempt: false),
        Row(
          subject: "default marker fill", against: "surface", tokens: "bg/soft-100 on bg/white-0",
          requirement: .nonText, isExempt: false),
        Row(
          subject: "default marker number", against: "its marker's fill",
          tokens: "text/disabled-400 on bg/soft-100", requirement: .text, isExempt: false),
        Row(
          subject: "default step name", against: "surface", tokens: "text/sub-600 on bg/white-0",
          requirement: .text, isExempt: false),
        Row(
          subject: "default step description", against: "surface",
          tokens: "text/soft-500 on bg/white-0", requirement: .text, isExempt: false),
        Row(
          subject: "complete marker fill", against: "surface", tokens: "brand/base on bg/white-0",
          requirement: .nonText, isExempt: false),
        Row(
          subject: "complete marker check", against: "its marker's fill",
          tokens: "icon/on-color on brand/base", requirement: .nonText, isExempt: false),
        Row(
          subject: "complete step name", against: "surface",
          tokens: "text/strong-950 on bg/white-0", requirement: .text, isExempt: false),
        Row(
          subject: "complete step description", against: "surface",
          tokens: "text/soft-500 on bg/white-0", requirement: .text, isExempt: false),
        Row(
          subject: "complete connector", against: "surface", tokens: "brand/base on bg/white-0",
          requirement: .nonText, isExempt: false),
        Row(
          subject: "error marker fill", against: "surface",
          tokens: "stepper/color/bg-negative on bg/white-0", requirement: .nonText,
          isExempt: false),
        Row(
          subject: "error marker error mark", against: "its marker's fill",
          tokens: "icon/on-color on stepper/color/bg-negative", requirement: .nonText,
          isExempt: false),
        Row(
          subject: "error step name", against: "surface",
          tokens: "stepper/color/bg-negative on bg/white-0", requirement: .text, isExempt: false),
        Row(
          subject: "error step description", against: "surface",
          tokens: "stepper/color/bg-negative on bg/white-0", requirement: .text, isExempt: false),
        Row(
          subject: "errorActive marker outline", against: "surface",
          tokens: "stepper/color/bg-negative on bg/white-0", requirement: .nonText,
          isExempt: false),
        Row(
          subject: "errorActive marker error mark", against: "its marker's fill",
          tokens: "stepper/color/bg-negative on bg/white-0", requirement: .nonText,
          isExempt: false),
        Row(
          subject: "errorActive step name", against: "surface",
          tokens: "stepper/color/bg-negative on bg/white-0", requirement: .text, isExempt: false),
        Row(
          subject: "errorActive step description", against: "surface",
          tokens: "stepper/color/bg-negative on bg/white-0", requirement: .text, isExempt: false),
        Row(
          subject: "disabled marker outline", against: "surface",
          tokens: "bg/soft-100 on bg/white-0", requirement: .nonText, isExempt: true),
        Row(
          subject: "disabled marker number", against: "its marker's fill",
          tokens: "text/disabled-400 on bg/white-0", requirement: .text, isExempt: true),
        Row(
          subject: "disabled step name", against: "surface",
          tokens: "text/disabled-400 on bg/white-0", requirement: .text, isExempt: true),
        Row(
          subject: "disabled step description", against: "surface",
          tokens: "text/disabled-400 on bg/white-0", requirement: .text, isExempt: true),
        Row(
          subject: "disabled connector", against: "surface", tokens: "bg/soft-100 on bg/white-0",
          requirement: .nonText, isExempt: true),
        Row(
          subject: "skipped marker outline", against: "surface",
          tokens: "text/soft-500 on bg/white-0", requirement: .nonText, isExempt: false),
        Row(
          subject: "skipped marker skip mark", against: "its marker's fill",
          tokens: "text/soft-500 on bg/white-0", requirement: .nonText, isExempt: false),
        Row(
          subject: "skipped step name", against: "surface", tokens: "text/sub-600 on bg/white-0",
          requirement: .text, isExempt: false),
        Row(
          subject: "skipped step description", against: "surface",
          tokens: "text/soft-500 on bg/white-0", requirement: .text, isExempt: false),
        Row(
          subject: "complete marker fill", against: "surface",
          tokens: "stepper/color/bg-positive on bg/white-0", requirement: .nonText,
          isExempt: false),
        Row(
          subject: "complete marker check", against: "its marker's fill",
          tokens: "icon/on-color on stepper/color/bg-positive", requirement: .nonText,
          isExempt: false),
        Row(
          subject: "complete connector", against: "surface",
          tokens: "stepper/color/bg-positive on bg/white-0", requirement: .nonText,
          isExempt: false),
        // The current step loading with half of it done.
        Row(
          subject: "active marker outline's track", against: "surface",
          tokens: "bg/soft-100 on bg/white-0", requirement: .nonText, isExempt: false),
        Row(
          subject: "active marker step progress", against: "surface",
          tokens: "brand/base on bg/white-0", requirement: .nonText, isExempt: false),
        Row(
          subject: "active marker step progress", against: "its outline's track",
          tokens: "brand/base on bg/soft-100", requirement: .nonText, isExempt: false),
        Row(
          subject: "active marker loading mark", against: "its marker's fill",
          tokens: "brand/base on bg/white-0", requirement: .nonText, isExempt: false),
      ])
  }

  @Test(arguments: [StepperStyle.dash, .bullet])
  func theFilledAndEmptyBoundaryIsHeldToThreeToOne(style: StepperStyle) throws {
    let boundary = try #require(
      StepperColorPairing.all.first {
        $0.style == style && $0.subject == "default \(style)"
          && $0.against == "active \(style) beside it"
      })
    #expect(boundary.foreground == .stepperTrack)
    #expect(boundary.background == .stepperBg)
    #expect(boundary.requirement == .nonText)
    #expect(boundary.exemption == nil)
    let errorBeside = try #require(
      StepperColorPairing.all.first {
        $0.style == style && $0.subject == "default \(style)"
          && $0.against == "error \(style) beside it"
      })
    // A failed step beside the track is held to 3:1 as well: it must read as failed.
    #expect(errorBeside.exemption == nil)
    #expect(errorBeside.background == .stepperNegativeTrack)
  }

  @Test func everyRoleOfTheSceneIsAudited() {
    let subjects = StepperColorPairing.all.map(\.subject)
    for noun in ["dash", "bullet", "marker", "connector", "step name"] {
      #expect(subjects.contains { $0.contains(noun) }, "\(noun)")
    }
    #expect(subjects.contains("header"))
    #expect(subjects.contains("\"All steps\" control"))
  }

  @Test func everyShapeIsHeldAgainstTheSurface() {
    for style in StepperStyle.allCases {
      let onSurface = StepperColorPairing.all.filter {
        $0.style == style && $0.against == "surface"
      }
      #expect(!onSurface.isEmpty, "\(style)")
      #expect(onSurface.allSatisfy { $0.background == .bgWhite0 })
    }
  }

  @Test func onlyDisabledStepsAndSeparateShapesAreExempt() {
    for pairing in StepperColorPairing.all {
      switch pairing.exemption {
      case nil: break
      case StepperColorPairing.inactiveExemption?:
        #expect(pairing.subject.hasPrefix("disabled") || pairing.against.hasPrefix("disabled"))
      case let other?:
        #expect(other == StepperColorPairing.separateShapesExemption)
        #expect(pairing.against.hasSuffix("beside it"))
      }
    }
  }

  @Test func upcomingNumbersAreHeldToTheTextMinimumWithTheSeedsRulingNoted() throws {
    let number = try #require(
      StepperColorPairing.all.first { $0.subject == "default marker number" })
    #expect(number.requirement == .text)
    #expect(number.exemption == nil)
    #expect(number.note == StepperColorPairing.upcomingNumberNote)
  }

  @Test func eachPairingIsListedOnceAndEachMeetingOneWay() {
    #expect(Set(StepperColorPairing.all).count == StepperColorPairing.all.count)
    let meetings = StepperColorPairing.all.filter { $0.against.hasSuffix(" beside it") }
    #expect(!meetings.isEmpty)
    let keys = meetings.map { pairing in
      let states = [pairing.subject, String(pairing.against.dropLast(" beside it".count))].sorted()
      let tokens = [pairing.foreground.rawValue, pairing.background.rawValue].sorted()
      return "\(pairing.style) \(states) \(tokens)"
    }
    #expect(Set(keys).count == keys.count)
  }
}

@Suite struct StepperColorPairingSkippedTests {
  /// The audit reads the skipped state's colors: each style's skipped shape against the
  /// surface, the circular skip mark on its fill, and a skipped dash beside an upcoming one
  /// (where it shows progress, held to 3:1).
  @Test func theSkippedPairsAreAudited() {
    let skipped = StepperColorPairing.all.filter { $0.subject.hasPrefix("skipped") }
    let subjects = Set(skipped.map { "\($0.style) \($0.subject)" })
    for expected in [
      "dash skipped dash outline", "bullet skipped bullet outline",
      "circular skipped marker outline", "circular skipped marker skip mark",
      "circular skipped step name", "circular skipped step description",
    ] {
      #expect(subjects.contains(expected), "\(expected)")
    }
    let mark = StepperColorPairing.all.first {
      $0.style == .circular && $0.subject == "skipped marker skip mark"
    }
    #expect(mark?.foreground == .textSoft500)
    #expect(mark?.background == .bgWhite0)
    let beside = StepperColorPairing.all.first {
      $0.style == .dash && $0.subject == "default dash" && $0.against == "skipped dash beside it"
    }
    #expect(beside?.exemption == nil)
    #expect(beside?.note == StepperColorPairing.skippedShapeNote)
  }
}
