import DnDFormats

/// A W3C WebDriver actions document — the JSON body of `POST /session/{id}/actions` — read as a
/// source of traces: the way to author a multi-finger scenario by hand in a format other tools
/// already write (Selenium, Appium, WebDriverIO, testdriver.js) and a browser can perform too.
///
/// Each `touch` pointer source is a finger; its actions run tick by tick as the spec says (action
/// `k` of every source in tick `k`, a tick as long as its longest `duration`), and each of its
/// touches — `pointerDown` to `pointerUp`/`pointerCancel` — becomes a contact sampled at a fixed
/// rate (``SampleClock``, 120 Hz by default), moves interpolated exactly. Pauses of `none`, `key`
/// and `wheel` sources keep time; anything a trace cannot hold (mouse and pen pointers, key
/// presses, scrolls, element origins) is refused with its JSON path. `Docs/recording.md` has the
/// rules.
///
/// Read one with ``read(path:name:rate:)`` or ``parse(json:name:rate:)``: the document is checked
/// and its contacts built then, so every error names the file and the JSON path of the action at
/// fault. The document does not name its scene: ``makeTrace(_:)`` takes it from the options.
public struct WebDriverActions: Sendable, Equatable {
  /// The rate at which touches are sampled unless the caller chooses another.
  public static let defaultRate = SampleClock(millihertz: 120_000)!
  /// The most samples one document may make (about 2.3 hours of one finger at 120 Hz), so a
  /// slip in a duration is an error, not a gigabyte trace.
  public static let maxSamples: Int64 = 1_000_000
  /// The largest document read.
  public static let maxBytes = 4 << 20
  /// The device the trace says it was recorded on.
  public static let device = TraceDevice(name: "webdriver-actions", kind: "synthetic")

  /// The name errors give the document.
  public let file: String
  public let rate: SampleClock
  /// Every touch of every touch pointer, pointers in document order, each one's touches in time
  /// order (the assembler's tie-break for touches that begin together).
  public let contacts: [ContactTrack]
  /// When the last tick ends, in µs.
  public let duration: Int64

  /// Reads the document at `path`; errors name it `name` (the path by default).
  public static func read(path: String, name: String? = nil, rate: SampleClock = defaultRate)
    throws(InputError) -> WebDriverActions
  {
    let bytes = try WholeFileReader.contents(path: path, name: name, maxBytes: maxBytes)
    return try parse(json: bytes, name: name ?? path, rate: rate)
  }

  /// Parses a document from its text.
  public static func parse(json: String, name: String, rate: SampleClock = defaultRate)
    throws(InputError) -> WebDriverActions
  {
    try parse(json: Array(json.utf8), name: name, rate: rate)
  }

  /// Parses a document from its bytes.
  public static func parse(json bytes: [UInt8], name: String, rate: SampleClock = defaultRate)
    throws(InputError) -> WebDriverActions
  {
    guard bytes.contains(where: { ![0x20, 0x09, 0x0D, 0x0A].contains($0) }) else {
      throw InputError(file: name, message: "empty file; expected a WebDriver actions document")
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes, source: name)
    } catch {
      throw InputError(error, file: name)
    }
    let document: WebDriverDocument
    do {
      document = try WebDriverDocumentReader.read(JSONReader(value, source: name))
    } catch {
      throw InputError(error)
    }
    return try WebDriverActions(document, file: name, rate: rate)
  }

  init(_ document: WebDriverDocument, file: String, rate: SampleClock) throws(InputError) {
    let ticks = try WebDriverTicks(document, file: file)
    var timeline = WebDriverTouchTimeline(ticks: ticks, rate: rate, file: file)
    var contacts: [ContactTrack] = []
    for source in document.sources where source.kind == .touch {
      for contact in try timeline.contacts(of: source) {
        contacts.append(contact.samples(rate: rate))
      }
    }
    guard !contacts.isEmpty else {
      throw InputError(
        file: file, path: "$.actions",
        message:
          "no finger ever touches; expected a pointer source with \"pointerType\": \"touch\" and a \"pointerDown\""
      )
    }
    self.file = file
    self.rate = rate
    self.contacts = contacts
    self.duration = ticks.starts.last ?? 0
  }
}
