import DnDEngine

/// A template for a drag item: each lift makes a fresh `DragItem` and `ItemProvider` from it.
public struct ItemSpec: Sendable, Equatable {
  /// The template's name; rows of a list name their template, and flocking compares items by it.
  public var name: String
  /// The item's `localObject` (the app's own model identity, e.g. a pet's name); nil = none.
  public var localObject: String?
  public var suggestedName: String?
  /// `preferredPresentationSize`; nil = the provider's own rule.
  public var presentationSize: Size?
  /// In fidelity order.
  public var representations: [RepresentationSpec]

  public init(
    name: String, localObject: String? = nil, suggestedName: String? = nil,
    presentationSize: Size? = nil, representations: [RepresentationSpec]
  ) {
    self.name = name
    self.localObject = localObject
    self.suggestedName = suggestedName
    self.presentationSize = presentationSize
    self.representations = representations
  }
}

/// One registered type of an item: its bytes, who may see it, and how its loader behaves.
public struct RepresentationSpec: Sendable, Equatable {
  public var type: TypeIdentifier
  public var visibility: RepresentationVisibility
  public var content: Content
  /// How the loader behaves on the virtual clock (default: deliver at once).
  public var loader: LoadScript

  public enum Content: Sendable, Equatable {
    /// UTF-8 text (a `String` object reads it).
    case text(String)
    /// An encoded image of this pixel size in the representation's format (`public.png` or
    /// `public.jpeg`; an `ImageObject` reads it).
    case image(Size)
    /// A URL (a `URLObject` reads it).
    case url(String)
    /// Opaque bytes of this length (a private type's archive, a file).
    case bytes(Int)
  }

  public init(
    type: TypeIdentifier, visibility: RepresentationVisibility = .all, content: Content,
    loader: LoadScript = LoadScript()
  ) {
    self.type = type
    self.visibility = visibility
    self.content = content
    self.loader = loader
  }
}

/// What a drop target loads in `performDrop`.
public enum LoadMode: Sendable, Equatable {
  /// Nothing (a local move or delete needs no data).
  case none
  /// `session.loadObjects(ofClass:)` — one load per item that can produce the class, one
  /// completion with every object (talk 203's Pinboard).
  case objects(ObjectClass)
  /// `itemProvider.loadObject(ofClass:)` per item, each completing on its own (talk 213's Drop
  /// Destination: items appear one by one).
  case eachObject(ObjectClass)
  /// `itemProvider.loadDataRepresentation(forTypeIdentifier:)` per item: the bytes of a type,
  /// whatever object they would make (a private type; or a type the provider keeps from this app
  /// — talk 203's visibility: "to just their app, to other apps developed by the same team",
  /// where the load fails).
  case eachData(TypeIdentifier)
  /// `itemProvider.loadFileRepresentation(forTypeIdentifier:)` per item and per listed type the
  /// item has (`hasItemConformingToTypeIdentifier`), in the list's order (talk 213: "it even allows
  /// you to load multiple file representations for each item"). Each file's handler runs on the
  /// loads queue, where the app keeps the file before the system deletes it ("this completion
  /// block will be called on the background queue"): `receivedFile(item:, type:, data:)`. Only a
  /// plain view's drop loads files (the scene format allows it nowhere else); a list or a paste
  /// given it loads nothing.
  case eachFile([TypeIdentifier])
}

/// The object classes a scene can load, each with the engine's reading type.
public enum ObjectClass: String, Sendable, Equatable, CaseIterable {
  case image
  case text
  case url

  public var readingType: any ObjectReading.Type {
    switch self {
    case .image: ImageObject.self
    case .text: String.self
    case .url: URLObject.self
    }
  }
}
