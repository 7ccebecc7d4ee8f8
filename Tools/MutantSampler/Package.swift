// swift-tools-version: 6.1
//
// The mutant sampler of Tools/mutants (`--sample N --seed S`): parses Swift sources with
// swift-syntax, lists every place a mutation operator applies and draws a sample of them with a
// seeded SplitMix64, so the same sources, seed and count give the same mutants on any machine.
// A package of its own, so that dndsim itself never depends on swift-syntax
// (Docs/robustness.md, "Mutants drawn at random").
import PackageDescription

let package = Package(
  name: "MutantSampler",
  products: [
    .library(name: "MutantSampling", targets: ["MutantSampling"]),
    .executable(name: "mutant-sampler", targets: ["mutant-sampler"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")
  ],
  targets: [
    .target(
      name: "MutantSampling",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ]
    ),
    .executableTarget(name: "mutant-sampler", dependencies: ["MutantSampling"]),
    .testTarget(name: "MutantSamplingTests", dependencies: ["MutantSampling"]),
  ]
)
