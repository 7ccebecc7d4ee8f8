import DnDSimulator

/// A fault plan file, `dndsim-faults` version 1 (`Docs/formats.md`): the named variants of one
/// trace, each a ``FaultPlan``. One small JSON document next to its trace
/// (``path(forTrace:)``), parsed whole with json-c and validated strictly by
/// ``FaultPlanReader``.
public struct FaultPlanFile: Sendable, Equatable {
  public static let format = "dndsim-faults"
  public static let version: Int64 = 1
  /// The largest file read: a plan is a handful of rules, so anything near this is a mistake.
  public static let maxBytes = 1 << 20
  /// Deep enough for the format (`$.variants.v.rules[0].match` is six levels), no deeper.
  static let maxDepth = 8

  /// One named variant of the file.
  public struct Variant: Sendable, Equatable {
    public var name: String
    public var plan: FaultPlan

    public init(name: String, plan: FaultPlan) {
      self.name = name
      self.plan = plan
    }
  }

  /// The variants in file order.
  public var variants: [Variant]

  public init(variants: [Variant]) {
    self.variants = variants
  }

  /// The plan of the variant `name`, if the file has it.
  public func plan(named name: String) -> FaultPlan? {
    variants.first { $0.name == name }?.plan
  }

  /// Reads and validates the plan file at `path`; errors name it `name` (the path by default).
  public static func read(path: String, name: String? = nil) throws(InputError) -> FaultPlanFile {
    let bytes = try WholeFileReader.contents(path: path, name: name, maxBytes: maxBytes)
    return try parse(bytes, source: name ?? path)
  }

  /// Parses and validates a plan document; errors name it `source`.
  public static func parse(_ bytes: [UInt8], source: String) throws(InputError) -> FaultPlanFile {
    guard !bytes.isEmpty else {
      throw InputError(file: source, message: "empty file; expected a \(format) JSON document")
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes, source: source, maxDepth: maxDepth)
    } catch {
      throw InputError(error, file: source)
    }
    do {
      return try FaultPlanReader.read(JSONReader(value, source: source))
    } catch {
      throw InputError(file: source, path: "\(error.path)", message: error.message)
    }
  }
}
