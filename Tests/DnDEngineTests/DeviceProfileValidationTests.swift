import DnDEngine
import Testing
import VirtualTime

@Suite("DeviceProfile.validate")
struct DeviceProfileValidationTests {
  typealias ValidationError = DeviceProfile.ValidationError

  /// One invalid override and the error it must produce.
  struct InvalidCase: Sendable, CustomTestStringConvertible {
    let field: String
    let problem: ValidationError.Problem
    let override: @Sendable (inout DeviceProfile) -> Void
    var testDescription: String { "\(field): \(problem)" }
  }

  static let invalidCases: [InvalidCase] = [
    .init(field: "liftDelay", problem: .negativeDuration) { $0.liftDelay = .nanoseconds(-1) },
    .init(field: "movementAllowance", problem: .notANumber) { $0.movementAllowance = .nan },
    .init(field: "movementAllowance", problem: .negativeDistance) { $0.movementAllowance = -1 },
    .init(field: "dragStartThreshold", problem: .negativeDistance) { $0.dragStartThreshold = -0.5 },
    .init(field: "liftAnimationDuration", problem: .negativeDuration) {
      $0.liftAnimationDuration = .milliseconds(-250)
    },
    .init(field: "compactPreviewMaxSide", problem: .notANumber) { $0.compactPreviewMaxSide = .nan },
    .init(field: "compactPreviewMaxSide", problem: .notPositive) { $0.compactPreviewMaxSide = 0 },
    .init(field: "compactPreviewMaxSide", problem: .notPositive) {
      $0.compactPreviewMaxSide = -200
    },
    .init(field: "dragStackVisibleItems", problem: .negativeCount) {
      $0.dragStackVisibleItems = -1
    },
    .init(field: "handoffRadius", problem: .notANumber) { $0.handoffRadius = .nan },
    .init(field: "handoffRadius", problem: .negativeDistance) { $0.handoffRadius = -1 },
    .init(field: "springLoadingDelay", problem: .negativeDuration) {
      $0.springLoadingDelay = .milliseconds(-1)
    },
    .init(field: "springLoadingFlashDelay", problem: .negativeDuration) {
      $0.springLoadingFlashDelay = .milliseconds(-1)
    },
    .init(field: "springLoadingMaxSpeed", problem: .notANumber) { $0.springLoadingMaxSpeed = .nan },
    .init(field: "progressUIDelay", problem: .negativeDuration) {
      $0.progressUIDelay = .seconds(-1)
    },
    .init(field: "preciseModeOffset.dx", problem: .notANumber) {
      $0.preciseModeOffset = Vector(dx: .nan, dy: -20)
    },
    .init(field: "preciseModeOffset.dy", problem: .infinite) {
      $0.preciseModeOffset = Vector(dx: 0, dy: -.infinity)
    },
    .init(field: "maxItemsForCustomDropPreviews", problem: .negativeCount) {
      $0.maxItemsForCustomDropPreviews = -1
    },
    .init(field: "cancelAnimation.base", problem: .negativeDuration) {
      $0.cancelAnimation.base = .nanoseconds(-1)
    },
    .init(field: "cancelAnimation.minimum", problem: .minimumExceedsMaximum) {
      $0.cancelAnimation.minimum = .seconds(1)
    },
    .init(field: "dropAnimation.perPoint", problem: .negativeRate) {
      $0.dropAnimation.perPoint = -1
    },
    .init(field: "dropAnimation.maximum", problem: .negativeDuration) {
      $0.dropAnimation.maximum = .nanoseconds(-1)
    },
  ]

  @Test(arguments: invalidCases)
  func rejectsAndNamesTheField(_ invalid: InvalidCase) {
    var profile = DeviceProfile.tablet
    invalid.override(&profile)
    #expect(throws: ValidationError(field: invalid.field, problem: invalid.problem)) {
      try profile.validate()
    }
  }

  @Test func infinityIsAllowedWhereItHasAMeaning() throws {
    var profile = DeviceProfile.phone
    profile.movementAllowance = .infinity
    profile.springLoadingMaxSpeed = .infinity
    profile.compactPreviewMaxSide = .infinity
    profile.dragStackVisibleItems = 0
    profile.handoffRadius = 0
    profile.maxItemsForCustomDropPreviews = 0
    profile.liftDelay = .nanoseconds(0)
    try profile.validate()
  }

  @Test func reportsTheFirstInvalidFieldInDeclarationOrder() {
    var profile = DeviceProfile.tablet
    profile.dropAnimation.base = .nanoseconds(-1)
    profile.springLoadingDelay = .nanoseconds(-1)
    #expect(throws: ValidationError(field: "springLoadingDelay", problem: .negativeDuration)) {
      try profile.validate()
    }
  }

  @Test func notPositiveDescription() {
    let error = ValidationError(field: "compactPreviewMaxSide", problem: .notPositive)
    #expect(
      error.description
        == "invalid device profile: compactPreviewMaxSide: value must be greater than zero")
  }

  @Test func errorDescriptionNamesTheField() {
    let error = ValidationError(field: "cancelAnimation.minimum", problem: .minimumExceedsMaximum)
    #expect(
      error.description
        == "invalid device profile: cancelAnimation.minimum: minimum is greater than maximum")
  }
}
