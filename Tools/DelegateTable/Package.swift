// swift-tools-version: 6.1
//
// The table of delegate methods (Docs/delegate-methods.md): every method of the drag-and-drop
// delegate protocols, described once — its UIKit spelling, the engine's, the log's name and what
// UIKit does when it is missing — and the generator that writes from it the engine's protocols
// and defaults, DnDUIKit's protocols and defaults, the adapters between them, the log-truth
// suite's list of methods and the documentation table. `Tools/generate-delegates` runs it; its
// test (run by `Tools/test`) fails when a generated file differs from what the table gives.
// A package of its own: dndsim's users never build it.
import PackageDescription

let package = Package(
  name: "DelegateTable",
  products: [
    .executable(name: "generate-delegates", targets: ["generate-delegates"])
  ],
  targets: [
    .target(name: "DelegateTable"),
    .executableTarget(name: "generate-delegates", dependencies: ["DelegateTable"]),
    .testTarget(name: "DelegateTableTests", dependencies: ["DelegateTable"]),
  ]
)
