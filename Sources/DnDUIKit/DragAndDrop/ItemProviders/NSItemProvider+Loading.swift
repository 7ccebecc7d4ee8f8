import DnDEngine

/// How loads reach the engine, and what the session facades need to load through it.
nonisolated extension NSItemProvider {
  func loadEngineObject<Reading: NSItemProviderReading>(
    ofClass aClass: Reading.Type,
    _ completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void
  ) -> LoadProgress {
    engineProvider.loadObject(ofClass: ReadingAdapter<Reading>.self) { result in
      switch result {
      case .success(let adapter):
        completionHandler(adapter.object, nil)
      case .failure(let error):
        let thrown = ReadingAdapter<Reading>.takeThrownError()
        completionHandler(
          nil, error == .unexpectedValueClass ? thrown ?? error.bridged : error.bridged)
      }
    }
  }

  // MARK: For the session facades

  /// The engine reader for `aClass`, for the engine's `canLoadObjects(ofClass:)` and
  /// `canLoadObject(ofClass:)`: it reads the class's readable types, decodes with the class's
  /// `object(withItemProviderData:typeIdentifier:)` and logs the class's name.
  package static func objectReadingType(for aClass: NSItemProviderReading.Type)
    -> any ObjectReading.Type
  {
    func adapter<Reading: NSItemProviderReading>(_: Reading.Type) -> any ObjectReading.Type {
      ReadingAdapter<Reading>.self
    }
    return adapter(aClass)
  }

  /// `UIDropSession.loadObjects(ofClass:completion:)` on the engine's session: the engine loads
  /// (one `loadObject` per item that can give one, completion on the main queue with the
  /// objects that loaded, in item order, logged as `loadObjectsCompletion`) and the objects are
  /// handed over as `aClass` instances. Returns the session's progress (mirror it with
  /// ``progress(mirroring:)``).
  package static func loadObjects(
    ofClass aClass: NSItemProviderReading.Type, in session: DropSession,
    completion: @escaping ([NSItemProviderReading]) -> Void
  ) -> LoadProgress {
    func load<Reading: NSItemProviderReading>(_: Reading.Type) -> LoadProgress {
      session.loadObjects(ofClass: ReadingAdapter<Reading>.self) { adapters in
        completion(adapters.map(\.object))
      }
    }
    return load(aClass)
  }

  /// The Foundation `Progress` showing `progress` (a load's, or a session's aggregate): the same
  /// object while it is alive. See `MirroredProgress.swift`.
  package static func progress(mirroring progress: LoadProgress) -> Progress {
    MirroredProgress.mirror(of: progress)
  }
}

/// The engine reader standing for a UIKit class: readable types are the class's (as
/// `TypeIdentifier.uikit` makes them), decoding is the class's
/// `object(withItemProviderData:typeIdentifier:)`, and the log names the class (see
/// ``objectClassName``).
///
/// **Errors.** The engine's decoding throws only `LoadError`: an error the class
/// throws becomes its item-provider case when it is one (the built-in classes throw those), else
/// `LoadError/unexpectedValueClass` — what the engine logs. The error itself is kept
/// for the facade's completion handler, which the engine runs right after decoding, in the same
/// synchronous step on the same thread; it is kept per thread, because tests may run systems
/// on several threads at once.
nonisolated struct ReadingAdapter<Reading: NSItemProviderReading>: ObjectReading {
  let object: Reading

  static var readableTypeIdentifiers: [TypeIdentifier] {
    Reading.readableTypeIdentifiersForItemProvider.map(TypeIdentifier.uikit)
  }

  /// The engine's name for the three classes that are engine types in UIKit's clothing —
  /// `NSString` logs as `String`, `NSURL` as `URLObject`, `UIImage` as `ImageObject` — so that a
  /// UIKit scene and the same scene written natively log the same lines; any other class (a
  /// subclass of those included) by its own name: `NSAttributedString`, `UIColor`, `Note`.
  static var objectClassName: String {
    let named = ObjectIdentifier(Reading.self)
    if named == ObjectIdentifier(NSString.self) { return String.objectClassName }
    if named == ObjectIdentifier(NSURL.self) { return URLObject.objectClassName }
    if named == ObjectIdentifier(UIImage.self) { return ImageObject.objectClassName }
    return String(describing: Reading.self)
  }

  static func object(from data: ItemData, type: TypeIdentifier) throws(LoadError)
    -> ReadingAdapter
  {
    do {
      return ReadingAdapter(
        object: try Reading.object(
          withItemProviderData: Data(data.bytes), typeIdentifier: type.rawValue))
    } catch {
      Thread.current.threadDictionary[thrownErrorKey] = error
      throw LoadError(bridging: error, fallback: .unexpectedValueClass)
    }
  }

  /// The error the last failed decoding on this thread threw, if any; cleared.
  static func takeThrownError() -> Error? {
    let storage = Thread.current.threadDictionary
    let error = storage[thrownErrorKey] as? Error
    storage.removeObject(forKey: thrownErrorKey)
    return error
  }
}

/// Where ``ReadingAdapter`` keeps a thrown error in the thread's dictionary.
nonisolated private let thrownErrorKey = "DnDUIKit.NSItemProviderReading.thrownError"
