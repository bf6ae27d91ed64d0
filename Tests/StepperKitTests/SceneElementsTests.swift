import Testing

@testable import StepperKit

@Suite struct SceneElementsTests {
  @Test func aFrameReadAloneIsTheElementsFrame() {
    for (recipe, configuration) in ScenePropertiesTests.configurations(seed: 21, count: 200) {
      let elements = Scene(configuration).elements
      for index in elements.indices {
        #expect(elements.frame(at: index) == elements[index].frame, "\(recipe)")
      }
    }
  }

  @Test func aStepShapeReadAloneIsTheElementsStepFrameStateAndHitArea() {
    for (recipe, configuration) in ScenePropertiesTests.configurations(seed: 22, count: 200) {
      let elements = Scene(configuration).elements
      for index in elements.indices {
        let element = elements[index]
        guard let shape = elements.stepShape(at: index) else {
          #expect(![.dash, .bullet, .marker].contains(element.role), "\(recipe)")
          continue
        }
        #expect(shape.step == element.step && shape.frame == element.frame, "\(recipe)")
        #expect(shape.state == element.state && shape.hitArea == element.hitArea, "\(recipe)")
      }
    }
  }

  @Test func readingInAnyOrderGivesTheSameElements() throws {
    let configuration = try StepperConfiguration(
      style: .circular, total: 6, current: 3, length: 600, substeps: [3: 2],
      names: [StepID(3): "Identity"],
      showsHeader: true, showsAllSteps: true)
    let elements = Scene(configuration).elements
    let forward = Array(elements)
    let backward = elements.indices.reversed().map { elements[$0] }
    #expect(forward == Array(backward.reversed()))
    #expect(forward.count == elements.count)
  }

  @Test func eachRoleIsReadWithItsStepTextAndColors() throws {
    let configuration = try StepperConfiguration(
      style: .circular, total: 3, current: 2, names: [StepID(2): "Address"], showsHeader: true,
      showsAllSteps: true, isTappable: true)
    let elements = Scene(configuration).elements
    let title = try #require(elements.first { $0.role == .title })
    #expect(title.step == StepID(2))
    #expect(title.text?.lines == ["Address"])
    #expect(title.tokens.content == .textStrong950)
    let allSteps = try #require(elements.first { $0.role == .allSteps })
    #expect(allSteps.step == nil)
    #expect(allSteps.text?.lines == ["All steps"])
    #expect(allSteps.text?.color == configuration.theme[.brandBase])
    let label = try #require(elements.first { $0.role == .label })
    #expect(label.step == StepID(2))
    #expect(label.text?.lines == ["Address"])
    let connector = try #require(elements.first { $0.role == .connector })
    #expect(connector.step == StepID(1))
    #expect(connector.nextStep == StepID(2))
    let markers = elements.filter { $0.role == .marker }
    #expect(markers.map { $0.hitArea != nil } == [true, true, false])
    #expect(
      markers[1].content
        == .number("2", color: configuration.theme[.brandBase], style: .markerNumber))
  }

  @Test func scenesOfTheSameConfigurationAreEqual() throws {
    let configuration = try StepperConfiguration(total: 5, current: 2)
    #expect(Scene(configuration) == Scene(configuration))
    #expect(Scene(configuration).hashValue == Scene(configuration).hashValue)
    #expect(Scene(configuration) != Scene(try StepperConfiguration(total: 5, current: 3)))
  }
}
