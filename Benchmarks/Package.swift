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
        .product(name: "DnDSimulator", package: "dndsim"),
        .product(name: "DnDEngine", package: "dndsim"),
        .product(name: "DnDFormats", package: "dndsim"),
        // `dndsim explore`'s own code path (`ExploreRun`), for the `explore` family.
        .product(name: "DnDRunner", package: "dndsim"),
        // `dndsim diff`'s own code path (`LogDiff`), for the `diff` family.
        .product(name: "DndsimCLI", package: "dndsim"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ]
    )
  ]
)
