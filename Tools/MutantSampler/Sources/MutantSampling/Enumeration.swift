import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Lists every candidate mutant of some Swift files.
public enum MutantEnumeration {
  /// The candidates of one file's text, in source order: by offset, then length, operator and
  /// replacement. `file` is the path recorded in the candidates and hashed into their ids.
  public static func candidates(source: String, file: String) -> [Candidate] {
    let bytes = Array(source.utf8)
    let tree = Parser.parse(source: source)
    // Folding keeps every token and its trivia, so positions in the folded tree are the file's.
    let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
    let finder = CandidateFinder(bytes: bytes)
    finder.walk(folded)
    var sites = finder.sites
    sites.sort { a, b in
      if a.offset != b.offset { return a.offset < b.offset }
      if a.length != b.length { return a.length < b.length }
      if a.mutationOperator != b.mutationOperator {
        return a.mutationOperator.rawValue < b.mutationOperator.rawValue
      }
      return Array(a.replacement.utf8).lexicographicallyPrecedes(Array(b.replacement.utf8))
    }
    let converter = SourceLocationConverter(fileName: file, tree: tree)
    var seen: [String: Int] = [:]
    var result: [Candidate] = []
    var previous: Site?
    for site in sites where site != previous {
      previous = site
      let original = String(decoding: bytes[site.offset..<site.offset + site.length], as: UTF8.self)
      let key = [site.context, site.mutationOperator.rawValue, original, site.replacement]
        .joined(separator: "|")
      let k = seen[key, default: 0]
      seen[key] = k + 1
      let location = converter.location(for: AbsolutePosition(utf8Offset: site.offset))
      result.append(
        Candidate(
          id: FNV1a.hex64([file, key, String(k)].joined(separator: "|")), file: file,
          line: location.line, column: location.column, offset: site.offset, length: site.length,
          original: original, replacement: site.replacement,
          operator: site.mutationOperator.rawValue, context: site.context))
    }
    return result
  }

  /// The candidates of files given relative to `root`, files in sorted order (by their UTF-8
  /// bytes, so the order is the same everywhere).
  public static func candidates(files: [String], root: URL) throws -> [Candidate] {
    let sorted = Set(files).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    var result: [Candidate] = []
    for file in sorted {
      let data = try Data(contentsOf: root.appendingPathComponent(file))
      result += candidates(source: String(decoding: data, as: UTF8.self), file: file)
    }
    return result
  }
}

/// Draws mutants from a candidate list.
public enum MutantSample {
  /// `count` distinct candidates (all of them when there are fewer), in the order drawn: a
  /// partial Fisher–Yates shuffle of the list's indices, step i swapping index i with
  /// i + below(n − i) of a SplitMix64 seeded with `seed`.
  public static func draw(_ candidates: [Candidate], count: Int, seed: UInt64) -> [Candidate] {
    var indices = Array(candidates.indices)
    var random = SplitMix64(seed: seed)
    let taken = min(max(count, 0), indices.count)
    for i in 0..<taken {
      let j = i + Int(random.below(UInt64(indices.count - i)))
      indices.swapAt(i, j)
    }
    return indices[0..<taken].map { candidates[$0] }
  }
}

/// The JSON the executable prints: keys sorted, two-space indentation from the encoder.
public enum SamplerOutput {
  public struct List: Codable, Equatable, Sendable {
    public var candidates: [Candidate]
    public var count: Int

    public init(candidates: [Candidate]) {
      self.candidates = candidates
      count = candidates.count
    }
  }

  public struct Sample: Codable, Equatable, Sendable {
    /// How many candidates the files have.
    public var candidateCount: Int
    /// How many were asked for.
    public var count: Int
    public var mutants: [Candidate]
    public var seed: UInt64

    public init(candidateCount: Int, count: Int, mutants: [Candidate], seed: UInt64) {
      self.candidateCount = candidateCount
      self.count = count
      self.mutants = mutants
      self.seed = seed
    }

    enum CodingKeys: String, CodingKey {
      case candidateCount = "candidate_count"
      case count, mutants, seed
    }
  }

  public static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
