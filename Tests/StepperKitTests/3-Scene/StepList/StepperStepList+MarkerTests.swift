import Testing

@testable import StepperKit

@Suite struct StepperStepListMarkerTests {
  @Test func showsACheckAnErrorMarkAnIconOrTheNumber() throws {
    let configuration = try StepperConfiguration(
      total: 5, current: 3, status: .error
    ).replacing(\.stepStates, with: [1: .error]).replacing(
      \.stepIcons, with: [2: .home, 4: .truck])
    let list = StepperStepList(configuration)
    #expect(
      list.map { list.marker(of: $0).content } == [
        .glyph(.error), .glyph(.check), .glyph(.error), .icon(.truck, isMirrored: false),
        .number("5"),
      ])
    let mirrored = StepperStepList(configuration.unchecked { $0.direction = .rightToLeft })
    #expect(mirrored.marker(of: mirrored[3]).content == .icon(.truck, isMirrored: true))
    // A check or an error mark wins over an icon, as on the stepper.
    #expect(list[1].icon == .home)
  }

  @Test func paintsTheStateAsTheSteppersCircularMarker() throws {
    for status in [StepperStatus.default, .error] {
      let configuration = try StepperConfiguration(total: 4, current: 2, status: status)
        .replacing(\.stepStates, with: [4: .disabled])
      let list = StepperStepList(configuration)
      for row in list {
        let tokens = StepPaint.markerTokens(row.state, status: status)
        let marker = list.marker(of: row)
        #expect(marker.fill == tokens.fill)
        #expect(marker.stroke == tokens.stroke)
        #expect(marker.contentToken == tokens.content)
      }
    }
    // A dash stepper's list still shows circular markers.
    let dash = StepperStepList(try StepperConfiguration(style: .dash, total: 4, current: 2))
    #expect(dash.marker(of: dash[1]).stroke == .brandBase)
  }

  @Test func theInkOfAMarkerShowsOnTheSurface() throws {
    let list = StepperStepList(
      try StepperConfiguration(total: 4, current: 2).replacing(\.stepStates, with: [4: .disabled]))
    #expect(
      list.map { list.marker(of: $0).inkToken } == [
        .brandBase, .brandBase, .textDisabled400, .textDisabled400,
      ])
  }
}
