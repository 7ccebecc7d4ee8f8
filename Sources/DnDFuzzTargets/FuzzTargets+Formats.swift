import DnDFormats
import DnDSimulator

/// The readers of dndsim's own formats.
extension FuzzTargets {
  /// Every record, then the documented canonical form: writing what was read and reading that
  /// back gives the same lines (what `dndsim record --force` relies on when it re-reads).
  static func trace(_ bytes: [UInt8]) throws(InputError) -> FuzzCheck {
    let reader = try TraceReader(bytes: bytes, name: traceFile)
    let records = try reader.readAll()
    return RecordedTraceCheck.readsBack(header: reader.header, records: records)
  }

  /// A scene read, written in its canonical form and read again is the same scene.
  static func scene(_ bytes: [UInt8]) throws(InputError) -> FuzzCheck {
    let spec = try SceneFile.parse(bytes: bytes, name: sceneFile)
    let written = SceneFile.write(spec)
    do {
      let again = try SceneFile.parse(text: written, name: sceneFile)
      return again == spec ? .holds : .broken("the canonical form reads back as another scene")
    } catch {
      return .broken("the canonical form does not read back: \(error)")
    }
  }

  /// A log read renders to the text it was read from, and its events read back.
  static func eventLog(_ bytes: [UInt8]) throws(InputError) -> FuzzCheck {
    // As `dndsim validate` and the runner read a golden: bytes decoded as UTF-8 (invalid
    // sequences become U+FFFD, which the parser then judges).
    let text = String(decoding: bytes, as: UTF8.self)
    let log: LogFile
    do {
      log = try LogFile.parse(text, source: logFile)
    } catch {
      throw InputError(
        file: error.source, line: error.line, column: error.column, message: error.message)
    }
    _ = log.engineEvents
    return log.render() == text ? .holds : .broken("render() differs from the text read")
  }
}
