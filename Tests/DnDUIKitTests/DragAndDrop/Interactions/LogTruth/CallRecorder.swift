/// What app delegates of the log-truth suite received, in the order they received it: the
/// other half of the rule that every delegate line in the log is a call the app's code received,
/// with the answer it gave (Docs/engine.md §1, "Optional methods"; Docs/uikit.md, "Optional
/// methods").
///
/// Every recording delegate writes one entry per call, on entry, under the subject the log
/// shows for it (`<view>.drag`, `<view>.drop`, `<list>.dataSource` …) and the method's log name.
/// Answers are recorded for the methods that answer a `Bool` (``renderedAnswers``): the log
/// renders those as `true` / `false`, so the comparison can check the answer too.
final class CallRecorder {
  struct Call: Equatable, CustomStringConvertible {
    var subject: String
    var name: String
    var answer: String?

    var description: String {
      answer.map { "\(subject) \(name) -> \($0)" } ?? "\(subject) \(name)"
    }
  }

  /// The log names of the methods whose answer is compared as well as the call.
  static let renderedAnswers: Set<String> = [
    "canHandle", "sessionAllowsMoveOperation", "sessionIsRestrictedToDraggingApplication",
    "prefersFullSizePreviews", "dragSessionAllowsMoveOperation",
    "dragSessionIsRestrictedToDraggingApplication", "shouldSpringLoadRowAt",
    "shouldSpringLoadItemAt",
  ]

  private(set) var calls: [Call] = []
  /// The subjects the recording delegates answer for: the log's delegate lines under these are
  /// the ones compared.
  private(set) var subjects: Set<String> = []
  /// Which adapter each subject's calls go through (`UIDragInteractionDelegate` …), for the
  /// coverage table.
  private(set) var adapterOfSubject: [String: String] = [:]

  /// Registers `subject` as answered by a recording delegate of `adapter`.
  func register(_ subject: String, adapter: String) {
    subjects.insert(subject)
    adapterOfSubject[subject] = adapter
  }

  /// Records a call that answers nothing (or whose answer is not compared).
  func record(_ subject: String, _ name: String) {
    calls.append(Call(subject: subject, name: name, answer: nil))
  }

  /// Records a call and its `Bool` answer, and returns the answer.
  func answer(_ subject: String, _ name: String, _ value: Bool) -> Bool {
    calls.append(Call(subject: subject, name: name, answer: value ? "true" : "false"))
    return value
  }

  /// The methods called, as `adapter method`, for the coverage table.
  var coveredMethods: Set<String> {
    Set(calls.map { "\(adapterOfSubject[$0.subject] ?? "?") \($0.name)" })
  }
}
