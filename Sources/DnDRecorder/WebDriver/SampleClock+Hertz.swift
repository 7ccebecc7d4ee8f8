import DnDFormats

extension SampleClock {
  /// A rate given as text in hertz — a command-line value such as `--rate 59.94` for a source
  /// that resamples (``WebDriverActions``) — read exactly by the gesture script's rules: above 0,
  /// at most 100000, at most three decimals. Errors name `origin` (the option).
  public init(hertz text: String, origin: String) throws(InputError) {
    switch ScriptQuantities.rate(text) {
    case .success(let clock): self = clock
    case .failure(let message): throw InputError(file: origin, message: message.text)
    }
  }
}
