import StepperKit
import Testing

@Suite struct StepperAccessibilityAnnouncementTests {
  private let names: [StepperStepID: String] = [
    1: "Cart", 2: "Address", 3: "Payment", 4: "Review",
  ]

  @Test func aMoveAnnouncesTheNewStepWithItsName() throws {
    let before = try StepperConfiguration(total: 4, current: 2, labels: StepperLabels(names: names))
    let after = try StepperConfiguration(total: 4, current: 3, labels: StepperLabels(names: names))
    #expect(
      StepperAccessibility.announcement(from: before, to: after) == "Step 3 of 4, Payment, 75%")
  }

  @Test func anErrorIsAnnounced() throws {
    let before = try StepperConfiguration(total: 4, current: 3, labels: StepperLabels(names: names))
    let after = try StepperConfiguration(
      total: 4, current: 3, status: .error, labels: StepperLabels(names: names))
    #expect(
      StepperAccessibility.announcement(from: before, to: after)
        == "Step 3 of 4, Payment, 75%, error")
  }

  @Test func nothingSpokenChangedSaysNothing() throws {
    let before = try StepperConfiguration(total: 4, current: 3, labels: StepperLabels(names: names))
    let after = try StepperConfiguration(
      style: .dash, total: 4, current: 3,
      labels: StepperLabels(names: names, showsHeader: true, textSize: .xxxLarge)
    ).unchecked {
      $0.axis = .vertical
      $0.theme = .dark
    }
    #expect(StepperAccessibility.announcement(from: before, to: after) == nil)
    // Another step's name is not part of what the progress element says.
    let renamed = try StepperConfiguration(
      total: 4, current: 3, labels: StepperLabels(names: names.merging([1: "Basket"]) { $1 }))
    #expect(StepperAccessibility.announcement(from: before, to: renamed) == nil)
  }

  @Test func aChangeOfLanguageAloneIsNotAnnounced() throws {
    let configuration = try StepperConfiguration(total: 4, current: 3)
    let english = StepperAccessibility(configuration)
    let german = StepperAccessibility(configuration, strings: .german)
    #expect(StepperAccessibility.announcement(from: english, to: german) == nil)
  }

  @Test func aSubStepIsAnnounced() throws {
    let before = try StepperConfiguration(
      style: .bullet, total: 4, current: 2, substeps: StepperSubsteps([2: 2]))
    let after = try StepperConfiguration(
      style: .bullet, total: 4, current: StepperStepID(2, substep: 1),
      substeps: StepperSubsteps([2: 2]))
    #expect(StepperAccessibility.announcement(from: before, to: after) == "Step 2.1 of 4, 50%")
  }

  @Test func announcementsAreInTheLanguageOfTheStrings() throws {
    let before = try StepperConfiguration(total: 4, current: 2, labels: StepperLabels(names: names))
    let after = try StepperConfiguration(total: 4, current: 3, labels: StepperLabels(names: names))
    let expected: [String: String] = [
      "en": "Step 3 of 4, Payment, 75%",
      "de": "Schritt 3 von 4, Payment, 75\u{A0}%",
      "es": "Paso 3 de 4, Payment, 75\u{A0}%",
      "fr": "Étape 3 sur 4, Payment, 75\u{A0}%",
      "ja": "ステップ3（全4ステップ）、Payment、75%",
      "ar": "الخطوة 3 من 4، Payment، 75‎%‎",
    ]
    for strings in StepperStrings.all {
      let text = StepperAccessibility.announcement(from: before, to: after, strings: strings)
      #expect(text == expected[strings.languageCode], "\(strings.languageCode)")
    }
  }
}
