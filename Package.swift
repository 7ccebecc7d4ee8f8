// swift-tools-version: 6.2
//
// dndsim — a headless, deterministic drag-and-drop engine with a virtual clock, a touch simulator and
// a golden-log test runner. Layers, bottom up (each may import only the ones before it):
//
//   VirtualTime  — virtual clock, scheduler, simulated queues, the task executor (no I/O, no real time)
//   DnDLayoutSolver — linear constraints over plain variables, by priority: Auto Layout's solver,
//                  under DnDUIKit (imports nothing)
//   DnDEngine    — the drag-and-drop model (no I/O, no real time)
//   DnDSimulator — scenes (Swift and declarative), fault injection and the replayer: input frames
//                  into the engine on virtual time
//   DnDCoreGraphics, DnDQuartzCore, DnDUniformTypeIdentifiers
//                — stand-ins for the Apple frameworks of those names, over the engine's geometry and
//                  types (beside DnDSimulator); where the real framework exists, each re-exports it
//                  instead
//   DnDUIKit     — UIKit's drag-and-drop API in UIKit's spelling, on the engine, so that app code
//                  compiles unchanged; re-exports the three above as UIKit does the real ones
//                  (beside DnDSimulator: it imports only those, DnDEngine and VirtualTime)
//   DnDFormats   — the codec: trace, scene, fault-plan and event-log files, bytes in and values out
//                  and back, through json-c (CJSONC); no replay, no policy
//   DnDRecorder  — traces from gesture scripts and real device recordings (evemu, libinput, getevent,
//                  WebDriver actions)
//   DnDRunner    — cases, replay, goldens, diffs, reports and exploration
//   DnDTesting   — golden checks and the gesture driver for a user's own tests (Swift Testing or
//                  XCTest), over the runner, the simulator and the engine
//   DnDUIKitTesting — the driver's touch targets in UIKit's spelling (over DnDTesting + DnDUIKit)
//                     and stand-ins for storyboards
//   DndsimCLI    — the `dndsim` command as a library, so a user's executable can link its own scenes
//   dndsim       — the command-line tool (the built-in scenes + DndsimCLI)
//
// Docs/architecture.md explains the layering and the time model.
import PackageDescription

let package = Package(
  name: "dndsim",
  products: [
    .library(name: "VirtualTime", targets: ["VirtualTime"]),
    .library(name: "DnDEngine", targets: ["DnDEngine"]),
    .library(name: "DnDSimulator", targets: ["DnDSimulator"]),
    .library(name: "DnDFormats", targets: ["DnDFormats"]),
    .library(name: "DnDRecorder", targets: ["DnDRecorder"]),
    .library(name: "DnDRunner", targets: ["DnDRunner"]),
    .library(name: "DnDTesting", targets: ["DnDTesting"]),
    .library(name: "DnDUIKit", targets: ["DnDUIKit"]),
    .library(name: "DnDCoreGraphics", targets: ["DnDCoreGraphics"]),
    .library(name: "DnDQuartzCore", targets: ["DnDQuartzCore"]),
    .library(name: "DnDUniformTypeIdentifiers", targets: ["DnDUniformTypeIdentifiers"]),
    .library(name: "DnDUIKitTesting", targets: ["DnDUIKitTesting"]),
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
    // Auto Layout's solver on plain variables (no views, no UIKit); DnDUIKit's anchors use it.
    .target(name: "DnDLayoutSolver"),
    .target(name: "DnDEngine", dependencies: ["VirtualTime"]),
    .target(name: "DnDSimulator", dependencies: ["VirtualTime", "DnDEngine"]),
    // UIKit's drag-and-drop API in UIKit's spelling, on the engine: app code compiles unchanged.
    // Stand-ins for the Apple frameworks under UIKit, named after them; DnDUIKit re-exports them.
    .target(name: "DnDCoreGraphics", dependencies: ["DnDEngine"]),
    .target(name: "DnDQuartzCore", dependencies: ["DnDCoreGraphics"]),
    .target(name: "DnDUniformTypeIdentifiers", dependencies: ["DnDEngine"]),
    .target(
      name: "DnDUIKit",
      dependencies: [
        "VirtualTime", "DnDEngine", "DnDCoreGraphics", "DnDQuartzCore", "DnDUniformTypeIdentifiers",
        "DnDLayoutSolver",
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .systemLibrary(
      name: "CJSONC",
      pkgConfig: "json-c",
      providers: [.apt(["libjson-c-dev"])]
    ),
    .target(
      name: "DnDFormats", dependencies: ["CJSONC", "VirtualTime", "DnDEngine", "DnDSimulator"]),
    .target(
      name: "DnDRecorder",
      dependencies: ["DnDEngine", "DnDFormats", .product(name: "Yams", package: "Yams")]),
    .target(
      name: "DnDRunner", dependencies: ["VirtualTime", "DnDEngine", "DnDSimulator", "DnDFormats"]),
    .target(
      name: "DnDTesting",
      dependencies: ["DnDRunner", "DnDFormats", "DnDSimulator", "DnDEngine", "VirtualTime"]),
    // Touch targets in UIKit's spelling for the driver: the one module over both DnDTesting and
    // DnDUIKit, so neither imports the other.
    .target(
      name: "DnDUIKitTesting", dependencies: ["DnDTesting", "DnDUIKit", "DnDEngine"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .target(
      name: "DndsimCLI",
      dependencies: [
        "VirtualTime",
        "DnDEngine",
        "DnDSimulator",
        "DnDFormats",
        "DnDRecorder",
        "DnDRunner",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "dndsim", dependencies: ["DndsimCLI", "DnDSimulator"]),
    // The talks' demo apps written in UIKit's spelling (Apps/ imports only DnDUIKit, Swift 5
    // language mode, as an iOS app target), hosted as Swift scenes (Scenes/) by a dndsim-style
    // executable that replays Examples/UIKitApps/Traces.
    .executableTarget(
      name: "dndsim-uikit-examples",
      dependencies: ["DnDUIKit", "DnDSimulator", "DnDEngine", "DndsimCLI"],
      path: "Examples/UIKitApps", exclude: ["Traces", "README.md"],
      sources: ["Apps", "Scenes"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // App code written as a current Xcode template writes it (Apps/: MainActor by default, tasks
    // and continuations in the delegate methods), built as a new Xcode 26 app target is, hosted
    // as a Swift scene by a dndsim-style executable that replays Examples/CurrentApps/Traces; and
    // the same files (symbolic links in Swift6MainActor/) in Swift 6 with MainActor default
    // isolation, replaying the same traces to the same goldens.
    .executableTarget(
      name: "dndsim-current-examples",
      dependencies: ["DnDUIKit", "DnDSimulator", "DnDEngine", "DndsimCLI"],
      path: "Examples/CurrentApps", exclude: ["Traces", "README.md", "Swift6MainActor"],
      sources: ["Apps", "Scenes"],
      swiftSettings: [
        .swiftLanguageMode(.v5), .defaultIsolation(MainActor.self),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .enableUpcomingFeature("InferIsolatedConformances"),
      ]),
    .executableTarget(
      name: "dndsim-current-examples-swift6",
      dependencies: ["DnDUIKit", "DnDSimulator", "DnDEngine", "DndsimCLI"],
      path: "Examples/CurrentApps/Swift6MainActor",
      swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]),
    // How a user's own executable links Swift scenes into the dndsim interface (and the test of it).
    .executableTarget(
      name: "dndsim-custom-example", dependencies: ["DndsimCLI", "DnDSimulator", "DnDEngine"],
      path: "Examples/CustomScenes"),
    // Fuzz targets for every reader (Docs/robustness.md): the harnesses, shared by the fuzzer,
    // its replay tool and the tests that keep the crash corpus; `dndsim-fuzz` is libFuzzer's
    // entry point when built with -DFUZZING (Tools/fuzz), else a replayer of inputs.
    .target(
      name: "DnDFuzzTargets", dependencies: ["DnDFormats", "DnDRecorder", "DnDSimulator"]),
    .executableTarget(name: "dndsim-fuzz", dependencies: ["DnDFuzzTargets"]),
    // Tests mirror Sources: one test target per module, same folder names; what several share
    // (where the repository's files are, temporary folders) is in DnDTestSupport.
    .target(name: "DnDTestSupport", path: "Tests/DnDTestSupport"),
    .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime"]),
    .testTarget(name: "DnDLayoutSolverTests", dependencies: ["DnDLayoutSolver"]),
    .testTarget(name: "DnDEngineTests", dependencies: ["DnDEngine"]),
    .testTarget(name: "DnDSimulatorTests", dependencies: ["DnDSimulator"]),
    .testTarget(name: "DnDCoreGraphicsTests", dependencies: ["DnDCoreGraphics"]),
    .testTarget(name: "DnDQuartzCoreTests", dependencies: ["DnDQuartzCore", "DnDCoreGraphics"]),
    .testTarget(
      name: "DnDUniformTypeIdentifiersTests",
      dependencies: ["DnDUniformTypeIdentifiers", "DnDEngine"]
    ),
    // App code written for iOS, compiled unchanged against DnDUIKit in Swift 5 language mode (as
    // an iOS app target); DnDUIKitTests drives it.
    .target(
      name: "DnDUIKitSamples", dependencies: ["DnDUIKit"], path: "Tests/DnDUIKitSamples",
      exclude: ["README.md"],
      // The files are kept byte for byte; their one warning on Linux (`object as? String` on an
      // `NSItemProviderReading?` "always fails", yet succeeds at run time) is silenced here only.
      swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])]),
    // The sample files (symbolic links to DnDUIKitSamples's) in the other configurations app
    // code is built in today, where the iOS SDK accepts them (Docs/uikit.md, "Concurrency"): all
    // four as a new Xcode 26 app target; Note.swift in Swift 6, and in Swift 6 with MainActor
    // default isolation. Their one warning is DnDUIKitSamples's, silenced the same way.
    .target(
      name: "DnDUIKitSamplesXcode26", dependencies: ["DnDUIKit"],
      path: "Tests/SampleConfigurations/Xcode26",
      swiftSettings: [
        .swiftLanguageMode(.v5), .defaultIsolation(MainActor.self),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .enableUpcomingFeature("InferIsolatedConformances"),
        .unsafeFlags(["-suppress-warnings"]),
      ]),
    .target(
      name: "DnDUIKitSamplesSwift6", dependencies: ["DnDUIKit"],
      path: "Tests/SampleConfigurations/Swift6",
      swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-suppress-warnings"])]),
    .target(
      name: "DnDUIKitSamplesSwift6MainActor", dependencies: ["DnDUIKit"],
      path: "Tests/SampleConfigurations/Swift6MainActor",
      swiftSettings: [
        .swiftLanguageMode(.v6), .defaultIsolation(MainActor.self),
        .unsafeFlags(["-suppress-warnings"]),
      ]),
    // App files in the styles of real iOS apps, each folder built as its kind of app target builds
    // it (Examples/AppStyles/README.md); DnDUIKitTests drives them.
    .target(
      name: "AppStylesLegacy", dependencies: ["DnDUIKit"], path: "Examples/AppStyles/Legacy",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "AppStylesCurrent", dependencies: ["DnDUIKit"], path: "Examples/AppStyles/Current",
      swiftSettings: [
        .swiftLanguageMode(.v5), .defaultIsolation(MainActor.self),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .enableUpcomingFeature("InferIsolatedConformances"),
      ]),
    .target(
      name: "AppStylesSwift6", dependencies: ["DnDUIKit"], path: "Examples/AppStyles/Swift6",
      swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "DnDUIKitTests",
      dependencies: [
        "DnDUIKit", "DnDUIKitSamples", "DnDUIKitSamplesXcode26", "DnDUIKitSamplesSwift6",
        "DnDUIKitSamplesSwift6MainActor", "AppStylesLegacy", "AppStylesCurrent", "AppStylesSwift6",
        "DnDUIKitTesting", "DnDEngine", "VirtualTime", "DnDSimulator", "DnDTesting", "DnDTestSupport",
      ],
      exclude: ["Goldens"], swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "DnDFormatsTests",
      dependencies: ["DnDFormats", "DnDSimulator", "DnDEngine", "VirtualTime", "DnDTestSupport"]),
    .testTarget(
      name: "DnDRecorderTests",
      dependencies: [
        "DnDRecorder", "DnDFormats", "DnDRunner", "DnDSimulator", "DnDEngine", "DnDTestSupport",
      ]),
    .testTarget(
      name: "DnDRunnerTests",
      dependencies: [
        "DnDRunner", "DnDFormats", "DnDSimulator", "DnDEngine", "VirtualTime", "DnDTestSupport",
      ]),
    .testTarget(
      name: "DnDTestingTests",
      dependencies: [
        "DnDTesting", "DnDRunner", "DnDSimulator", "DnDEngine", "VirtualTime", "DnDTestSupport",
      ],
      exclude: ["Driver/Goldens"], swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "DnDUIKitTestingTests",
      dependencies: [
        "DnDUIKitTesting", "DnDTesting", "DnDUIKit", "DnDSimulator", "DnDEngine", "DnDTestSupport",
      ],
      exclude: ["Goldens"], swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "DndsimCLITests",
      dependencies: [
        "dndsim", "DndsimCLI", "dndsim-custom-example", "dndsim-uikit-examples",
        "dndsim-current-examples",
        "dndsim-current-examples-swift6", "DnDTestSupport",
      ]),
    .testTarget(
      name: "DnDFuzzTargetsTests",
      dependencies: ["DnDFuzzTargets", "DnDFormats", "DnDRecorder", "DnDTestSupport"]),
  ]
)
