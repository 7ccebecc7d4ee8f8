// swift-tools-version: 6.1
//
// dndsim's benchmarks: a package of its own, so that the main build and CI do not pay for it (nor
// for its peers' dependencies). Run it with `Tools/bench` from the repository root; see README.md.
import PackageDescription

let package = Package(
  name: "dndsim-benchmarks",
  dependencies: [
    // The repository root, named so that the product reference below does not depend on the name
    // of the folder it was cloned into.
    .package(name: "dndsim", path: ".."),
    // Peers measured side by side in the same process.
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
  ],
  targets: [
    .executableTarget(
      name: "dndsim-bench",
      dependencies: [
        .product(name: "VirtualTime", package: "dndsim"),
        .product(name: "DnDSimulator", package: "dndsim"),
        .product(name: "DnDEngine", package: "dndsim"),
        // UIKit's spelling over the engine, for the `uikit` family, and the Swift gesture
        // driver, for the `driver` family.
        .product(name: "DnDUIKit", package: "dndsim"),
        .product(name: "DnDTesting", package: "dndsim"),
        .product(name: "DnDUIKitTesting", package: "dndsim"),
        .product(name: "DnDFormats", package: "dndsim"),
        // The device importers, for the `import` family.
        .product(name: "DnDRecorder", package: "dndsim"),
        // `dndsim explore`'s and `dndsim diff`'s own code paths (`ExploreRun`, `LogDiff`), and
        // trace replay, for the `explore`, `diff` and `trace` families.
        .product(name: "DnDRunner", package: "dndsim"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ]
    )
  ]
)
