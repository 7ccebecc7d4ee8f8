// swift-tools-version: 6.1
//
// dndsim — a headless, deterministic drag-and-drop engine with a virtual clock, a touch simulator and
// a golden-log test runner. Layers, bottom up (each may import only the ones before it):
//
//   VirtualTime  — virtual clock, scheduler, simulated queues, the task executor (no I/O, no real time)
//   DnDEngine    — the drag-and-drop model (no I/O, no real time)
//   DnDSimulator — Swift scenes and the replayer: input frames into the engine on virtual time
//   DnDFormats   — file formats, read and written through json-c (CJSONC)
//   DnDRunner    — the golden-log runner: finds cases, replays them (in parallel), compares, records,
//                  writes reports; also the API for a user's own tests
//   DnDTesting   — golden checks for a user's own tests (Swift Testing or XCTest)
//   DndsimCLI    — the `dndsim` command as a library, so a user's executable can link its own scenes
//   dndsim       — the command-line tool (the built-in scenes + DndsimCLI)
//
// Docs/architecture.md explains the layering and the time model.
import PackageDescription

let package = Package(
  name: "dndsim",
  products: [
    .library(name: "DnDEngine", targets: ["DnDEngine"]),
    .library(name: "DnDSimulator", targets: ["VirtualTime", "DnDSimulator"]),
    .library(name: "DnDFormats", targets: ["DnDFormats"]),
    .library(name: "DnDRunner", targets: ["DnDRunner"]),
    .library(name: "DnDTesting", targets: ["DnDTesting"]),
    .library(name: "DndsimCLI", targets: ["DndsimCLI"]),
    .executable(name: "dndsim", targets: ["dndsim"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // YAML for `libinput record` files (Yams 6: Sendable types, clean under Swift 6).
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    // DocC catalogs of VirtualTime, DnDEngine, DnDSimulator and DnDTesting (Tools/docs).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "VirtualTime",
      dependencies: [
        .product(name: "HeapModule", package: "swift-collections"),
        .product(name: "DequeModule", package: "swift-collections"),
      ]
    ),
    .target(name: "DnDEngine", dependencies: ["VirtualTime"]),
    .target(name: "DnDSimulator", dependencies: ["VirtualTime", "DnDEngine"]),
    .systemLibrary(
      name: "CJSONC",
      pkgConfig: "json-c",
      providers: [.apt(["libjson-c-dev"])]
    ),
    .target(
      name: "DnDFormats",
      dependencies: [
        "CJSONC", "VirtualTime", "DnDEngine", "DnDSimulator",
        .product(name: "Yams", package: "Yams"),
      ]),
    .target(
      name: "DnDRunner", dependencies: ["VirtualTime", "DnDEngine", "DnDSimulator", "DnDFormats"]),
    .target(name: "DnDTesting", dependencies: ["DnDRunner", "DnDFormats", "DnDSimulator"]),
    .target(
      name: "DndsimCLI",
      dependencies: [
        "VirtualTime",
        "DnDEngine",
        "DnDSimulator",
        "DnDFormats",
        "DnDRunner",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "dndsim", dependencies: ["DndsimCLI", "DnDSimulator"]),
    // How a user's own executable links Swift scenes into the dndsim interface (and the test of it).
    .executableTarget(
      name: "dndsim-custom-example", dependencies: ["DndsimCLI", "DnDSimulator", "DnDEngine"],
      path: "Examples/CustomScenes"),
    // Fuzz targets for every reader (Docs/robustness.md): the harnesses, shared by the fuzzer,
    // its replay tool and the tests that keep the crash corpus; `dndsim-fuzz` is libFuzzer's
    // entry point when built with -DFUZZING (Tools/fuzz), else a replayer of inputs.
    .target(name: "DnDFuzzTargets", dependencies: ["DnDFormats", "DnDSimulator"]),
    .executableTarget(name: "dndsim-fuzz", dependencies: ["DnDFuzzTargets"]),
    .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime"]),
    .testTarget(name: "DnDEngineTests", dependencies: ["DnDEngine"]),
    .testTarget(name: "DnDSimulatorTests", dependencies: ["DnDSimulator"]),
    .testTarget(
      name: "DnDFormatsTests",
      dependencies: ["DnDFormats", "DnDSimulator", "DnDEngine", "VirtualTime"]),
    .testTarget(
      name: "DnDRunnerTests",
      dependencies: ["DnDRunner", "DnDFormats", "DnDSimulator", "DnDEngine"]),
    .testTarget(
      name: "DnDTestingTests", dependencies: ["DnDTesting", "DnDRunner", "DnDSimulator"]),
    .testTarget(
      name: "DndsimCLITests", dependencies: ["dndsim", "DndsimCLI", "dndsim-custom-example"]),
    .testTarget(name: "DnDFuzzTargetsTests", dependencies: ["DnDFuzzTargets", "DnDFormats"]),
  ]
)
