// PLACEHOLDER until the HTML report lands; replaced by the real report.
public enum HTMLReport {
  public static func render(results: [CaseResult], title: String) -> String { "" }
}
