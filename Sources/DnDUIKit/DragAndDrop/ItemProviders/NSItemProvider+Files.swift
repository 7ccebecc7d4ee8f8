import DnDEngine

// NSItemProvider's file representations (iOS 11, and their `UTType` forms of iOS 16).
//
// The engine has no files: a file representation is a data representation in the engine, and a
// file load is the engine's file load, a data load under another name — the same `load L1
// started` / `progress` / `completed` / `failed` / `cancelled` lines but for `started`'s
// `file: <type>` (a data load logs `type: <type>`), under the same rules (visibility, loads only
// in `performDrop`, fault plans, progress, cancellation). Files exist only here, at the two ends:
//
// - **Registering.** The source's load handler hands over a file URL; its bytes are read at
//   once, when the handler calls its completion, and become the representation's data. So a file
//   representation can be loaded as data, as UIKit coerces it.
// - **Loading.** When the engine delivers the bytes, they are written to a temporary file, the
//   completion handler gets its URL, and the file is deleted when the handler returns, as Apple's
//   documentation of `loadFileRepresentation(forTypeIdentifier:completionHandler:)` says ("a
//   temporary file, which the system deletes when the completion handler returns"). So a data
//   representation can be loaded as a file. A failed load gets its error and no file.
//
// The file's path is a function of the load alone (Docs/uikit.md, item providers).

/// Options for file representations: Foundation's name for ``NSItemProvider/FileOptions``, as the
/// SDK's declarations spell it (`fileOptions: NSItemProviderFileOptions = []`).
public typealias NSItemProviderFileOptions = NSItemProvider.FileOptions

nonisolated extension NSItemProvider {
  // MARK: Registering

  /// Registers `typeIdentifier` as a file whose URL `loadHandler` hands over when (and each time)
  /// a load asks for it, by calling the completion it is given once.
  ///
  /// The file's bytes are read when the completion is called, and are what the load delivers: a
  /// receiver that loads a file gets a copy of them, one that loads data gets them as `Data`. A
  /// completion with neither URL nor error fails the load with "item unavailable" (−1000); an
  /// error, or a URL that is not a readable file, fails it with that error. `coordinated` (the
  /// completion's `Bool`) is not read. With ``FileOptions/openInPlace`` the type is listed by
  /// ``registeredTypeIdentifiers(fileOptions:)`` and ``registeredContentTypesForOpenInPlace``;
  /// receivers still get a copy (see ``loadInPlaceFileRepresentation(forTypeIdentifier:completionHandler:)``).
  @preconcurrency
  public func registerFileRepresentation(
    forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProvider.FileOptions = [],
    visibility: NSItemProviderRepresentationVisibility,
    loadHandler:
      @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) ->
      Progress?
  ) {
    registerFile(
      ofType: .uikit(typeIdentifier), opensInPlace: fileOptions.contains(.openInPlace),
      visibility: visibility
    ) { completion in loadHandler(completion) }
  }

  /// ``registerFileRepresentation(forTypeIdentifier:fileOptions:visibility:loadHandler:)`` with
  /// a `UTType`, which keeps the conformance it was declared with.
  @preconcurrency
  public func registerFileRepresentation(
    for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
    openInPlace: Bool = false,
    loadHandler: @escaping @Sendable (@escaping (URL?, Bool, (any Error)?) -> Void) -> Progress?
  ) {
    registerFile(ofType: contentType.engineType, opensInPlace: openInPlace, visibility: visibility)
    { completion in loadHandler(completion) }
  }

  /// A provider for the file at `fileURL`, or nil when there is no URL or it is not a file URL.
  ///
  /// The file is registered as a file representation of the type its filename extension names
  /// (`public.data` for an extension the type table does not know), visible to all, and read
  /// when a load asks for it; ``suggestedName`` is the file's name without its extension (our
  /// choice: Apple does not document it).
  public convenience init?(contentsOf fileURL: URL!) {
    guard let fileURL, fileURL.isFileURL else { return nil }
    let type = UTType(filenameExtension: fileURL.pathExtension)?.engineType ?? .data
    self.init(file: fileURL, type: type, opensInPlace: false, visibility: .all)
  }

  /// A provider for the file at `fileURL`, registered as `contentType` (or the type its filename
  /// extension names, `public.data` if none), as ``init(contentsOf:)`` does. `coordinated` is not
  /// read; `openInPlace` lists the type among ``registeredContentTypesForOpenInPlace``.
  public convenience init(
    contentsOf fileURL: URL, contentType: UTType?, openInPlace: Bool = false,
    coordinated: Bool = false, visibility: NSItemProviderRepresentationVisibility = .all
  ) {
    let type =
      contentType?.engineType ?? UTType(filenameExtension: fileURL.pathExtension)?.engineType
      ?? .data
    self.init(file: fileURL, type: type, opensInPlace: openInPlace, visibility: visibility)
  }

  private convenience init(
    file fileURL: URL, type: TypeIdentifier, opensInPlace: Bool,
    visibility: NSItemProviderRepresentationVisibility
  ) {
    self.init()
    suggestedName = fileURL.deletingPathExtension().lastPathComponent
    registerFile(ofType: type, opensInPlace: opensInPlace, visibility: visibility) { completion in
      completion(fileURL, false, nil)
      return nil
    }
  }

  /// Registers a file representation of `type` on the engine's provider: a data representation
  /// whose bytes are those of the file the handler hands over.
  private func registerFile(
    ofType type: TypeIdentifier, opensInPlace: Bool,
    visibility: NSItemProviderRepresentationVisibility,
    loadHandler:
      @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) ->
      Progress?
  ) {
    let loader: ItemProvider.Loader = { request in
      NSItemProvider.fulfil(request, whenNoData: .itemUnavailable) { deliver in
        loadHandler { url, _, error in
          guard let url else { return deliver(nil, error) }
          guard url.isFileURL else {
            return deliver(nil, LoadError.failed("not a file URL: \(url.absoluteString)").bridged)
          }
          do {
            deliver(try Data(contentsOf: url), nil)
          } catch {
            deliver(nil, error)
          }
        }
      }
    }
    if opensInPlace {
      engineProvider.registerInPlaceFileRepresentation(
        forType: type, visibility: visibility.engineValue, loader: loader)
    } else {
      engineProvider.registerDataRepresentation(
        forType: type, visibility: visibility.engineValue, loader: loader)
    }
  }

  // MARK: Queries

  /// The types the current app can see, in fidelity order: all of them (``registeredTypeIdentifiers``)
  /// with no options, only those registered to be opened in place with
  /// ``FileOptions/openInPlace``.
  public func registeredTypeIdentifiers(fileOptions: NSItemProvider.FileOptions = []) -> [String] {
    guard fileOptions.contains(.openInPlace) else { return registeredTypeIdentifiers }
    return engineProvider.registeredInPlaceFileTypeIdentifiers.map(\.rawValue)
  }

  // MARK: Loads

  /// Loads the bytes of the first visible representation whose type conforms to `typeIdentifier`
  /// into a temporary file, and hands its URL to `completionHandler`; the file is deleted when the
  /// handler returns.
  ///
  /// The load is the engine's file load (a data load's log lines, `started(provider:, file:)`
  /// instead of `type:`, and its rules); the handler runs on the
  /// loads' background queue when the engine delivers, with the file's URL, or with nil and the
  /// load's error (no file is written then). The file is named after ``suggestedName`` (`file`
  /// without one) with the representation's filename extension, in a folder named after the
  /// provider and the load (`P1-L1`): the same path every run.
  @preconcurrency @discardableResult
  public func loadFileRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
  ) -> Progress {
    loadFile(ofType: .uikit(typeIdentifier)) { url, error in completionHandler(url, error) }
  }

  /// ``loadFileRepresentation(forTypeIdentifier:completionHandler:)``, asking to open the file in
  /// place. The file is always a copy here, so the handler's `Bool` (opened in place) is false —
  /// an answer iOS gives too, when it makes a copy — and the copy is deleted when the handler
  /// returns.
  @preconcurrency @discardableResult
  public func loadInPlaceFileRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
  ) -> Progress {
    loadFile(ofType: .uikit(typeIdentifier)) { url, error in completionHandler(url, false, error) }
  }

  /// ``loadFileRepresentation(forTypeIdentifier:completionHandler:)`` with a `UTType`; with
  /// `openInPlace`, as ``loadInPlaceFileRepresentation(forTypeIdentifier:completionHandler:)``.
  /// The handler's `Bool` (opened in place) is always false: the file is a copy, deleted when the
  /// handler returns.
  @preconcurrency @discardableResult
  public func loadFileRepresentation(
    for contentType: UTType, openInPlace: Bool = false,
    completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
  ) -> Progress {
    loadFile(ofType: contentType.engineType) { url, error in completionHandler(url, false, error) }
  }

  /// The engine's file load of `type`, its bytes handed over as a temporary file.
  private func loadFile(
    ofType type: TypeIdentifier, handler: @escaping @Sendable (URL?, (any Error)?) -> Void
  ) -> Progress {
    let name = temporaryFileName(forLoadOf: type)
    let provider = engineProvider
    let load = LoadName()
    let progress = provider.loadFileRepresentation(forTypeIdentifier: type) { result in
      switch result {
      case .success(let data):
        TemporaryLoadFiles.hand(
          Data(data.bytes), folder: "\(provider.id)-\(load.id)", name: name, to: handler)
      case .failure(let error):
        handler(nil, error.bridged)
      }
    }
    load.id = progress.id
    return MirroredProgress.mirror(of: progress)
  }

  /// The name of a load's file: ``suggestedName`` (or `file`) with the filename extension of the
  /// representation the load will take (the first visible one conforming to `type`), unless the
  /// name already ends with it.
  private func temporaryFileName(forLoadOf type: TypeIdentifier) -> String {
    let base = suggestedName.flatMap { $0.isEmpty ? nil : $0 } ?? "file"
    let safe = base.replacingOccurrences(of: "/", with: "-")
    guard
      let chosen = engineProvider.registeredTypeIdentifiers.first(where: { $0.conforms(to: type) }),
      let pathExtension = UTType(engineType: chosen).preferredFilenameExtension,
      (safe as NSString).pathExtension.lowercased() != pathExtension
    else { return safe }
    return "\(safe).\(pathExtension)"
  }
}

/// A load's `L` identity, known once the engine has started it (before it can deliver).
nonisolated private final class LoadName: @unchecked Sendable {
  var id = "L?"
}

/// Where file loads put their bytes: `<temporary directory>/dndsim-file-loads/<P1-L1>/<name>`,
/// written just before the completion handler runs and deleted (folder and all) when it returns.
///
/// Tests may run several systems at once in one process, each with its own `P1-L1`; a
/// process-wide lock held from writing to deleting keeps two of them from sharing the folder
/// (the handler is app code that runs synchronously and never waits for another system).
nonisolated enum TemporaryLoadFiles {
  /// The folder every load's folder is in.
  static let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "dndsim-file-loads", isDirectory: true)

  private static let lock = NSRecursiveLock()

  /// Whether `root/folder` exists when no load is handing a file over (taken under the lock, so
  /// a test running beside another sees only what was left behind).
  static func holds(folder: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path)
  }

  /// Writes `data` to `root/folder/name`, hands its URL to `handler` (or nil and the error if it
  /// cannot be written), then deletes the folder.
  static func hand(
    _ data: Data, folder: String, name: String, to handler: (URL?, (any Error)?) -> Void
  ) {
    lock.lock()
    defer { lock.unlock() }
    let directory = root.appendingPathComponent(folder, isDirectory: true)
    let file = directory.appendingPathComponent(name, isDirectory: false)
    let files = FileManager.default
    do {
      try? files.removeItem(at: directory)
      try files.createDirectory(at: directory, withIntermediateDirectories: true)
      try data.write(to: file)
    } catch {
      handler(nil, error)
      return
    }
    handler(file, nil)
    try? files.removeItem(at: directory)
  }
}
