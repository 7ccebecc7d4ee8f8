/// One shard of a run spread over several machines: `--shard 2/4` is `index` 1 of `count` 4.
///
/// A case belongs to the shard `FNV-1a(name) mod count`, so its shard depends only on its own
/// name: adding a case never moves another one, every machine agrees without talking, and the
/// shards of one corpus are disjoint and cover it (`ShardTests` proves both).
public struct Shard: Sendable, Equatable, CustomStringConvertible {
  /// 0-based.
  public var index: Int
  public var count: Int

  public init(index: Int, count: Int) {
    precondition(count >= 1 && (0..<count).contains(index))
    self.index = index
    self.count = count
  }

  /// The whole corpus.
  public static let all = Shard(index: 0, count: 1)

  /// `2/4` (1-based, as typed on the command line).
  public var description: String { "\(index + 1)/\(count)" }

  /// Parses `i/n` with 1 ≤ i ≤ n; `nil` for anything else.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 1 << 20,
      (1...n).contains(i), parts[0].first != "+", parts[1].first != "+"
    else { return nil }
    self.init(index: i - 1, count: n)
  }

  public func contains(_ name: String) -> Bool {
    count == 1 || Int(Self.hash(name) % UInt64(count)) == index
  }

  /// 64-bit FNV-1a over the UTF-8 bytes: fixed across runs, machines and Swift versions
  /// (Swift's `Hasher` is seeded per process and must never decide a shard).
  static func hash(_ name: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
