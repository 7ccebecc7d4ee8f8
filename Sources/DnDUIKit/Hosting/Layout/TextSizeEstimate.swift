/// UIKit measures text with its fonts' glyphs; there are none here, so a label's and a button's
/// intrinsic content size is an estimate from the font's point size alone: each character (as
/// Swift counts them) half the point size wide, each line 1.2 point sizes high (close to the system
/// font's line height), both rounded up to whole points. "Hello" in the 17-point system font is
/// 43 × 21 points here, about 39 × 21 on a device. Text does not wrap: lines are the text's own
/// (up to `numberOfLines` when that is not 0).
enum TextSizeEstimate {
  /// The estimated size of `text` in `font`; zero for no text.
  static func size(of text: String?, font: UIFont, numberOfLines: Int = 0) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if numberOfLines > 0 { lines = Array(lines.prefix(numberOfLines)) }
    let longest = lines.map(\.count).max() ?? 0
    return CGSize(
      width: (CGFloat(longest) * 0.5 * font.pointSize).rounded(.up),
      height: (CGFloat(lines.count) * 1.2 * font.pointSize).rounded(.up))
  }
}
