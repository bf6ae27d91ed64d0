import Testing

@testable import StepperCLI

@Suite struct GalleryPageTests {
  /// Each section of cards has its page, and every variant is on exactly one.
  @Test func everyVariantIsOnTheOnePageOfItsSection() {
    for variant in GalleryVariant.all {
      let pages = GalleryPage.all.filter { $0.variants(of: GalleryVariant.all).contains(variant) }
      #expect(pages.map(\.name) == [variant.section], "\(variant.name)")
    }
    #expect(Set(GalleryPage.all.map(\.name)).count == GalleryPage.all.count)
  }

  /// The index is a short table of contents: each page under an anchor of its name, so that a
  /// link to `index.html#flows` still finds the flows, and no card.
  @Test func theIndexListsEveryPageUnderItsAnchor() {
    let index = GallerySite.index(GalleryVariant.all)
    for page in GalleryPage.all {
      #expect(index.contains("<li id=\"\(page.name)\"><a href=\"\(page.file)\">\(page.title)</a>"))
    }
    #expect(!index.contains("<article"))
    #expect(index.utf8.count < 20_000)
  }

  /// Every card the index used to hold has its anchor on the page it is on now, which the
  /// index's script sends a link to.
  @Test func everyOldCardAnchorLeadsToThePageHoldingIt() {
    let moved = GallerySite.cardPages(GalleryVariant.all)
    #expect(moved.count == GalleryVariant.all.count + GalleryRefusal.all.count + 2)
    #expect(Set(moved.map(\.anchor)).count == moved.count)
    let files = GallerySite.files()
    for (anchor, file) in moved {
      let page = files.first { $0.path == file }?.contents ?? ""
      #expect(page.contains(" id=\"\(anchor)\""), "\(anchor) on \(file)")
    }
    let script = GallerySite.movedCardsScript(GalleryVariant.all)
    #expect(script.contains("\"flow-tappable-circular\":\"flows.html\""))
    #expect(GallerySite.index(GalleryVariant.all).contains(script))
  }

  /// Every page links every other, marks itself as the current one, links the shared
  /// stylesheet and has one heading, its title.
  @Test func everyPageLinksTheOthersAndMarksItself() {
    for page in GalleryPage.all {
      let html = GallerySite.page(page, GalleryVariant.all)
      for other in GalleryPage.all {
        let mark = other == page ? " aria-current=\"page\"" : ""
        #expect(html.contains("<li><a href=\"\(other.file)\"\(mark)>\(other.title)</a></li>"))
      }
      #expect(html.contains("<link rel=\"stylesheet\" href=\"gallery.css\"/>"))
      #expect(html.components(separatedBy: "<h1>").count == 2)
      #expect(html.contains("<main>\n<h1>\(page.title)</h1>"))
      let cards = page.variants(of: GalleryVariant.all).count + (page.content == .refused ? 2 : 0)
      #expect(html.components(separatedBy: "<article").count - 1 == cards)
    }
  }
}
