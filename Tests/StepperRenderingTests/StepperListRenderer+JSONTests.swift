import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

@Suite struct StepperListRendererJSONTests {
  @Test func writesEveryRowAsTheCoreHasIt() throws {
    for (name, list) in SampleStepLists.named {
      let json = StepperListRenderer.json.render(list)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(name)")
      #expect(object["kind"] as? String == "stepList")
      #expect(object["title"] as? String == list.title)
      #expect(object["closeTitle"] as? String == list.closeTitle)
      #expect(object["language"] as? String == list.language)
      #expect(object["direction"] as? String == list.direction.rawValue)
      #expect(object["current"] as? String == list.configuration.options.current.description)
      let rows = try #require(object["list"] as? [[String: Any]])
      #expect(rows.count == list.count)
      for (row, written) in zip(list, rows) {
        #expect(written["step"] as? String == row.step.description)
        #expect(written["number"] as? String == row.number)
        #expect(written["icon"] as? String == row.icon?.name)
        #expect((written["icon"] is NSNull) == (row.icon == nil))
        #expect(written["name"] as? String == row.name)
        #expect(written["title"] as? String == row.title)
        #expect(written["description"] as? String == row.description)
        #expect(written["state"] as? String == row.state.rawValue)
        #expect(written["stateName"] as? String == row.stateName)
        #expect(written["label"] as? String == row.label)
        #expect(written["isCurrent"] as? Bool == row.isCurrent)
        #expect(written["isSelectable"] as? Bool == row.isSelectable)
      }
    }
  }
}
