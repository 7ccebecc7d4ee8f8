import DnDEngine
import Testing

@Suite("Size")
struct SizeTests {
  @Test func transformUsesLinearPartOnly() {
    let quarterTurn = AffineTransform(rotationAngle: .pi / 2)
      .concatenating(AffineTransform(translationX: 50, y: 50))
    // Like CGSize.applying: (a·w + c·h, b·w + d·h); the result may be negative.
    #expect(Size(width: 30, height: 40).applying(quarterTurn) == Size(width: -40, height: 30))
    #expect(
      Size(width: 30, height: 40).applying(AffineTransform(scaleX: 2, y: 0.5))
        == Size(width: 60, height: 20))
  }

  @Test func logDescription() {
    #expect(Size(width: 30, height: 40).logDescription == "30x40")
    #expect(Size(width: 0.5, height: -1.0005).logDescription == "0.5x-1.001")
  }
}
