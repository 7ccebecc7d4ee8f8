import VirtualTime

extension DeviceProfile {
  /// Why a ``DeviceProfile`` (or a ``DistanceTimedAnimation``) was rejected: the field at fault and
  /// what is wrong with it.
  ///
  /// `field` is the property's name as written in Swift, with a dotted path into nested values
  /// (`"dropAnimation.minimum"`), so a message points straight at the override that broke it.
  public struct ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with the field's value.
    public enum Problem: Sendable, Equatable {
      /// A duration is below zero.
      case negativeDuration
      /// A rate (nanoseconds per point) is below zero.
      case negativeRate
      /// A distance or speed is below zero.
      case negativeDistance
      /// A distance, speed or offset is NaN.
      case notANumber
      /// An offset component is infinite.
      case infinite
      /// A count is below zero.
      case negativeCount
      /// A value that must be greater than zero is zero (or below).
      case notPositive
      /// A minimum is greater than its maximum.
      case minimumExceedsMaximum
      /// A share outside 0…1.
      case outOfRange
    }

    /// The offending property, e.g. `"liftDelay"` or `"cancelAnimation.maximum"`.
    public let field: String
    /// What is wrong with it.
    public let problem: Problem

    public init(field: String, problem: Problem) {
      self.field = field
      self.problem = problem
    }

    public var description: String {
      let reason: String
      switch problem {
      case .negativeDuration: reason = "duration is negative"
      case .negativeRate: reason = "rate is negative"
      case .negativeDistance: reason = "value is negative"
      case .notANumber: reason = "value is NaN"
      case .infinite: reason = "value is infinite"
      case .negativeCount: reason = "count is negative"
      case .notPositive: reason = "value must be greater than zero"
      case .minimumExceedsMaximum: reason = "minimum is greater than maximum"
      case .outOfRange: reason = "value must be within 0…1"
      }
      return "invalid device profile: \(field): \(reason)"
    }
  }

  /// Checks every value, throwing for the first invalid one in declaration order.
  ///
  /// Rejected: negative durations; NaN or negative distances and speeds (infinity is allowed where
  /// the property documents a meaning for it); a NaN, zero or negative compact preview size; a NaN
  /// or infinite precise-mode offset; negative item counts; and animations with a negative value
  /// or `minimum > maximum`. Run it after overriding values — the engine assumes a valid profile
  /// and does not re-check it at every use.
  public func validate() throws(ValidationError) {
    let zero = VirtualDuration.nanoseconds(0)
    func duration(_ value: VirtualDuration, _ field: String) throws(ValidationError) {
      if value < zero { throw ValidationError(field: field, problem: .negativeDuration) }
    }
    func distance(_ value: Double, _ field: String) throws(ValidationError) {
      if value.isNaN { throw ValidationError(field: field, problem: .notANumber) }
      if value < 0 { throw ValidationError(field: field, problem: .negativeDistance) }
    }
    func offset(_ value: Double, _ field: String) throws(ValidationError) {
      if value.isNaN { throw ValidationError(field: field, problem: .notANumber) }
      if value.isInfinite { throw ValidationError(field: field, problem: .infinite) }
    }

    try duration(liftDelay, "liftDelay")
    try distance(movementAllowance, "movementAllowance")
    try distance(dragStartThreshold, "dragStartThreshold")
    try duration(liftAnimationDuration, "liftAnimationDuration")
    if compactPreviewMaxSide.isNaN {
      throw ValidationError(field: "compactPreviewMaxSide", problem: .notANumber)
    }
    if !(compactPreviewMaxSide > 0) {
      throw ValidationError(field: "compactPreviewMaxSide", problem: .notPositive)
    }
    if dragStackVisibleItems < 0 {
      throw ValidationError(field: "dragStackVisibleItems", problem: .negativeCount)
    }
    try distance(handoffRadius, "handoffRadius")
    try duration(springLoadingDelay, "springLoadingDelay")
    try duration(springLoadingFlashDelay, "springLoadingFlashDelay")
    try distance(springLoadingMaxSpeed, "springLoadingMaxSpeed")
    try duration(progressUIDelay, "progressUIDelay")
    try offset(preciseModeOffset.dx, "preciseModeOffset.dx")
    try offset(preciseModeOffset.dy, "preciseModeOffset.dy")
    if maxItemsForCustomDropPreviews < 0 {
      throw ValidationError(field: "maxItemsForCustomDropPreviews", problem: .negativeCount)
    }
    try cancelAnimation.validate(fieldPrefix: "cancelAnimation.")
    try dropAnimation.validate(fieldPrefix: "dropAnimation.")
    for (pacing, field) in [(reorderingFast, "reorderingFast"), (reorderingSlow, "reorderingSlow")]
    {
      for (step, phase) in [(pacing.initial, "initial"), (pacing.subsequent, "subsequent")] {
        try duration(step.dwell, "\(field).\(phase).dwell")
        try distance(step.maxSpeed, "\(field).\(phase).maxSpeed")
      }
    }
    if tableAutomaticInsertIntoShare.isNaN {
      throw ValidationError(field: "tableAutomaticInsertIntoShare", problem: .notANumber)
    }
    if !(0...1).contains(tableAutomaticInsertIntoShare) {
      throw ValidationError(field: "tableAutomaticInsertIntoShare", problem: .outOfRange)
    }
  }
}
