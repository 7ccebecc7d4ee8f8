/// The stem of a trace's path, shared by the files that live beside it (fault plan, goldens):
/// `dir/X.trace.jsonl` or `dir/X.jsonl` → `dir/X`; any other name is its own stem. Only the file
/// name changes, never the directory. (So `X.jsonl` and `X.trace.jsonl` in one directory share
/// their companions: give traces distinct stems.)
public enum TraceNaming {
  public static func stem(of tracePath: String) -> String {
    let fileName = tracePath.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    for suffix in [".trace.jsonl", ".jsonl"]
    where fileName.hasSuffix(suffix) && fileName.count > suffix.count {
      return String(tracePath.dropLast(suffix.count))
    }
    return tracePath
  }
}
