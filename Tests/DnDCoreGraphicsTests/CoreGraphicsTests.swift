import DnDCoreGraphics
import Foundation
import Testing

/// CGColor and CGPath: the values CoreGraphics documents, kept without drawing.
@Suite struct CoreGraphicsTests {
  @Test func aColorKeepsItsComponentsAlphaLast() {
    let rgb = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    #expect(rgb.components == [0.1, 0.2, 0.3, 0.4])
    #expect(rgb.numberOfComponents == 4 && rgb.alpha == 0.4)
    let grey = CGColor(gray: 0.25, alpha: 0.75)
    #expect(grey.components == [0.25, 0.75])
    #expect(grey.numberOfComponents == 2 && grey.alpha == 0.75)
    #expect(CGColor.black.components == [0, 1] && CGColor.white.components == [1, 1])
    #expect(CGColor.clear.components == [0, 0] && CGColor.clear.alpha == 0)
    #expect(rgb.description == "CGColor(0.1, 0.2, 0.3, 0.4)")
  }

  @Test func copyingWithAnAlphaReplacesOnlyTheAlpha() {
    let rgb = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
    #expect(rgb.copy(alpha: 0.5)?.components == [0.1, 0.2, 0.3, 0.5])
    #expect(rgb.alpha == 1)
    #expect(CGColor(gray: 0.8, alpha: 1).copy(alpha: 0.2)?.components == [0.8, 0.2])
  }

  @Test func aPathKeepsItsBoundingBox() {
    let rect = CGRect(x: 5, y: 6, width: 70, height: 80)
    let path = CGPath(rect: rect, transform: nil)
    #expect(path.boundingBox == rect && !path.isEmpty)
    #expect(CGPath(rect: .zero, transform: nil).isEmpty)
    #expect(CGPath(rect: CGRect(x: 1, y: 1, width: 0, height: 9), transform: nil).isEmpty)
    #expect(path == CGPath(rect: rect, transform: nil))
    #expect(path != CGPath(rect: rect.insetBy(dx: 1, dy: 1), transform: nil))
    #expect(Set([path, CGPath(rect: rect, transform: nil)]).count == 1)
  }
}
