import Testing

@testable import StepperKit

/// `StepperAccessibility.change(from:to:)`: a total that changes is announced once, with how
/// many steps came or went and where the user is now, in each language's plural forms.
@Suite struct StepperAccessibilityChangeTests {
  private func change(
    _ old: (current: Int, total: Int), _ new: (current: Int, total: Int),
    strings: StepperStrings = .english, status: StepperStatus = .default
  ) throws -> String? {
    StepperAccessibility.change(
      from: try StepperConfiguration(style: .dash, total: old.total, current: old.current),
      to: try StepperConfiguration(
        style: .dash, total: new.total, current: new.current, status: status),
      strings: strings)
  }

  @Test func addedStepsAreCountedBeforeThePosition() throws {
    #expect(try change((3, 4), (3, 6)) == "2 steps added. Step 3 of 6")
    #expect(try change((3, 5), (3, 6)) == "1 step added. Step 3 of 6")
  }

  @Test func removedStepsAreCountedBeforeThePosition() throws {
    #expect(try change((3, 5), (3, 4)) == "1 step removed. Step 3 of 4")
    #expect(try change((3, 9), (3, 4)) == "5 steps removed. Step 3 of 4")
  }

  @Test func aMoveAtTheSameTimeReadsTheNewPosition() throws {
    #expect(try change((3, 4), (4, 6)) == "2 steps added. Step 4 of 6")
    #expect(try change((2, 4), (6, 6), status: .success) == "2 steps added. Step 6 of 6, success")
    #expect(try change((2, 4), (3, 5), status: .error) == "1 step added. Step 3 of 5, error")
  }

  @Test func aMoveWithoutAChangeOfTotalIsTheOrdinaryAnnouncement() throws {
    #expect(try change((2, 4), (3, 4)) == "Step 3 of 4, 75%")
  }

  @Test func nothingChangedSaysNothing() throws {
    #expect(try change((3, 4), (3, 4)) == nil)
    let configuration = try StepperConfiguration(total: 4, current: 3)
    #expect(
      StepperAccessibility.change(
        from: StepperAccessibility(configuration),
        to: StepperAccessibility(configuration, strings: .german)) == nil)
  }

  @Test func theNameOfTheCurrentStepIsRead() throws {
    let labels = StepperLabels(names: [3: "Payment"])
    let before = try StepperConfiguration(total: 4, current: 3, labels: labels)
    let after = try StepperConfiguration(style: .dash, total: 6, current: 3, labels: labels)
    #expect(
      StepperAccessibility.change(from: before, to: after) == "2 steps added. Step 3 of 6, Payment")
  }

  @Test func aFirstNumberCountsInTheNumbersShown() throws {
    let before = try StepperConfiguration(style: .dash, total: 4, current: 2).replacing(
      \.firstNumber, with: 3)
    let after = try StepperConfiguration(style: .dash, total: 5, current: 2).replacing(
      \.firstNumber, with: 3)
    #expect(StepperAccessibility.change(from: before, to: after) == "1 step added. Step 4 of 7")
  }

  @Test func anEstimateThatBecomesKnownIsAnnounced() throws {
    let estimated = try StepperConfiguration(style: .dash, total: 6, current: 3).unchecked {
      $0.isTotalEstimated = true
    }
    let known = try StepperConfiguration(style: .dash, total: 8, current: 3)
    #expect(
      StepperAccessibility.change(from: estimated, to: known) == "2 steps added. Step 3 of 8")
    // The same number, no longer an estimate: the label changed, so it is read again.
    #expect(
      StepperAccessibility.change(
        from: estimated, to: estimated.unchecked { $0.isTotalEstimated = false })
        == "Step 3 of 6, 50%")
  }

  @Test func everyLanguageSaysItInItsOwnWords() throws {
    let cases: [(StepperStrings, String, String)] = [
      (.english, "2 steps added. Step 3 of 6", "1 step removed. Step 3 of 4"),
      (.german, "2 Schritte hinzugefügt. Schritt 3 von 6", "1 Schritt entfernt. Schritt 3 von 4"),
      (.spanish, "2 pasos añadidos. Paso 3 de 6", "1 paso eliminado. Paso 3 de 4"),
      (.french, "2 étapes ajoutées. Étape 3 sur 6", "1 étape supprimée. Étape 3 sur 4"),
      (
        .japanese, "2ステップが追加されました。ステップ3（全6ステップ）",
        "1ステップが削除されました。ステップ3（全4ステップ）"
      ),
      (.arabic, "أضيفت خطوتان. الخطوة 3 من 6", "أزيلت خطوة واحدة. الخطوة 3 من 4"),
    ]
    for (strings, added, removed) in cases {
      #expect(try change((3, 4), (3, 6), strings: strings) == added, "\(strings.languageCode)")
      #expect(try change((3, 5), (3, 4), strings: strings) == removed, "\(strings.languageCode)")
    }
  }

  @Test func arabicCountsInItsSixForms() throws {
    let arabic = StepperStrings.forLanguage("ar-EG") ?? .arabic
    #expect(try change((3, 4), (3, 5), strings: arabic) == "أضيفت خطوة واحدة. الخطوة ٣ من ٥")
    #expect(try change((3, 4), (3, 9), strings: arabic) == "أضيفت ٥ خطوات. الخطوة ٣ من ٩")
    #expect(try change((3, 4), (3, 15), strings: arabic) == "أضيفت ١١ خطوة. الخطوة ٣ من ١٥")
    #expect(arabic.stepsChanged(by: 100) == "أضيفت ١٠٠ خطوة")
    #expect(arabic.stepsChanged(by: -103) == "أزيلت ١٠٣ خطوات")
  }
}

/// The change and the estimate over many generated configurations.
@Suite struct StepperAccessibilityChangePropertyTests {
  @Test func anEstimatedTotalIsReadAsOneInEveryLanguage() {
    var estimated = 0
    for (recipe, configuration, _) in ScenePropertiesTests.configurations(seed: 16, count: 200) {
      for strings in StepperStrings.all {
        let accessibility = StepperAccessibility(configuration, strings: strings)
        let about = TextTemplate(strings.totalWords.estimatedTotal).filled {
          $0 == "total" ? strings.number(configuration.lastNumber) : nil
        }
        #expect(
          accessibility.label.contains(about) == configuration.options.isTotalEstimated,
          "\(strings.languageCode) \(recipe)")
      }
      if configuration.options.isTotalEstimated { estimated += 1 }
    }
    #expect(estimated > 10)
  }

  @Test func aChangeOfTotalIsTheCountThenTheNewLabel() throws {
    var checked = 0
    for (recipe, configuration, _) in ScenePropertiesTests.configurations(seed: 17, count: 100) {
      var options = configuration.options
      options.total += 3
      // Drawn whole, at the shortest length its steps fit.
      options.length = StyleMetrics.minimumLength(
        of: options.style, total: options.total,
        substeps: options.substeps.values.reduce(0, +))
      options.viewport = nil
      options.scrollOffset = nil
      options.stepNames = [:]
      options.stepDescriptions = [:]
      options.showsHeader = false
      options.showsAllSteps = false
      // A finished flow that grows is no longer on its last step.
      if options.status == .success { options.status = .default }
      // Three more steps can break a rule the shorter flow kept (a total past the largest a
      // row drawn whole holds): those few are left out, and the rest counted.
      guard let longer = try? StepperConfiguration(options) else { continue }
      checked += 1
      for strings in StepperStrings.all {
        let new = StepperAccessibility(longer, strings: strings)
        let text = try #require(
          StepperAccessibility.change(
            from: StepperAccessibility(configuration, strings: strings), to: new))
        #expect(
          text.hasPrefix(strings.stepsChanged(by: 3) ?? "-")
            && text.contains(strings.totalWords.sentenceSeparator + new.label),
          "\(strings.languageCode) \(recipe)")
      }
    }
    #expect(checked >= 90, "\(checked) of 100 configurations checked")
  }
}
