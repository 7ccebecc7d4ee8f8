import DnDEngine

/// The scene actions a trace can time in any declarative scene — the app changing its own data
/// while a drag or a slow drop goes on (talk 223: placeholders committed "while other updates
/// happen").
///
/// | Action | Arguments | Effect |
/// |---|---|---|
/// | `insertRow` | `list`, `name`, `section` (0), `row` (end) | the row is inserted (batch update) |
/// | `deleteRow` | `list`, `section` (0), `row` | the row is deleted |
/// | `moveRow` | `list`, `section` (0), `row`, `toSection` (same), `toRow` | the row moves |
/// | `reloadData` | `list` | the list reloads (placeholders are dropped, as in UIKit) |
/// | `setHidden` | `view`, `hidden` (`true`/`false`) | the view is hidden or shown |
/// | `cancelLoads` | `view` | the app cancels, through their progress, the loads its drops on `view` started that are still running (talk 213: "please allow the user to cancel") |
/// | `paste` | `view`, `item`, `from` | the user pastes a fresh item of template `item`, copied in app `from`, into `view` (its paste configuration decides; Docs/engine.md §8) |
extension DeclarativeScene {
  public func perform(_ action: String, arguments: [SceneArgument]) throws {
    guard let allowed = Self.actionArguments[action] else {
      throw SceneError(
        "scene \(spec.name) has no action \"\(action)\"; expected one of \(Self.actionNames)")
    }
    let args = try ActionArguments(action: action, arguments: arguments, allowed: allowed)
    switch action {
    case "insertRow":
      let list = try args.list(in: self)
      let section = try args.int("section", default: 0)
      try args.checkSection(section, of: list)
      let count = list.sections[section].count
      let row = try args.int("row", default: count)
      guard row <= count else {
        throw SceneError(
          "insertRow: \(list.view.name) section \(section) has \(count) rows; row \(row) is past its end"
        )
      }
      try list.insert([try args.string("name")], at: ListIndexPath(item: row, section: section))
    case "deleteRow":
      let list = try args.list(in: self)
      try list.delete(at: try args.existingRow(in: list, section: "section", row: "row"))
    case "moveRow":
      let list = try args.list(in: self)
      let source = try args.existingRow(in: list, section: "section", row: "row")
      let toSection = try args.int("toSection", default: source.section)
      try args.checkSection(toSection, of: list)
      // The destination is the row's index after the move.
      let count = list.sections[toSection].count - (toSection == source.section ? 1 : 0)
      let toRow = try args.int("toRow")
      guard toRow <= count else {
        throw SceneError(
          "moveRow: \(list.view.name) section \(toSection) has room for rows 0…\(count) after the move; toRow \(toRow) is past its end"
        )
      }
      try list.move(from: source, to: ListIndexPath(item: toRow, section: toSection))
    case "reloadData":
      try args.list(in: self).view.reloadData()
    case "cancelLoads":
      let name = try args.string("view")
      guard let target = dropTargets[name] else {
        throw SceneError("cancelLoads: no view \"\(name)\" with a drop")
      }
      target.cancelLoads()
    case "paste":
      let name = try args.string("view")
      guard let target = view(named: name) else {
        throw SceneError("paste: no view \"\(name)\"")
      }
      let template = try args.string("item")
      guard items.hasTemplate(named: template) else {
        throw SceneError("paste: no item template \"\(template)\"")
      }
      let appName = try args.string("from")
      guard let source = apps[appName] else {
        throw SceneError(
          "paste: no app \"\(appName)\"; expected one of \(apps.keys.sorted().joined(separator: ", "))"
        )
      }
      system.paste([items.makeItem(template).itemProvider], into: target, from: source)
    default:  // setHidden
      let name = try args.string("view")
      guard let view = view(named: name) else { throw SceneError("\(action): no view \"\(name)\"") }
      view.isHidden = try args.bool("hidden")
    }
  }

  /// Every action with the arguments it takes.
  static let actionArguments: [String: [String]] = [
    "insertRow": ["list", "name", "section", "row"],
    "deleteRow": ["list", "section", "row"],
    "moveRow": ["list", "section", "row", "toSection", "toRow"],
    "reloadData": ["list"],
    "setHidden": ["view", "hidden"],
    "paste": ["view", "item", "from"],
    "cancelLoads": ["view"],
  ]
  static let actionNames =
    "insertRow, deleteRow, moveRow, reloadData, setHidden, paste, cancelLoads"
}

/// A scene action's arguments, read with precise errors.
struct ActionArguments {
  let action: String
  let arguments: [SceneArgument]

  /// Rejects an argument the action does not take (a misspelling would otherwise be ignored)
  /// and one given twice.
  init(action: String, arguments: [SceneArgument], allowed: [String]) throws {
    self.action = action
    self.arguments = arguments
    var seen: Set<String> = []
    for argument in arguments {
      guard allowed.contains(argument.name) else {
        throw SceneError(
          "\(action): unknown argument \"\(argument.name)\"; expected \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))"
        )
      }
      guard seen.insert(argument.name).inserted else {
        throw SceneError("\(action): argument \"\(argument.name)\" is given twice")
      }
    }
  }

  func value(_ name: String) -> String? { arguments.first { $0.name == name }?.value }

  func string(_ name: String) throws -> String {
    guard let value = value(name) else {
      throw SceneError("\(action): missing argument \"\(name)\"")
    }
    return value
  }

  func int(_ name: String, default fallback: Int? = nil) throws -> Int {
    guard let text = value(name) else {
      if let fallback { return fallback }
      throw SceneError("\(action): missing argument \"\(name)\"")
    }
    guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }),
      text == "0" || !text.hasPrefix("0"), let number = Int(text)
    else {
      throw SceneError(
        "\(action): argument \"\(name)\" is \"\(text)\"; expected a whole number ≥ 0")
    }
    return number
  }

  func bool(_ name: String) throws -> Bool {
    switch try string(name) {
    case "true": return true
    case "false": return false
    case let text:
      throw SceneError("\(action): argument \"\(name)\" is \"\(text)\"; expected true or false")
    }
  }

  func list(in scene: DeclarativeScene) throws -> DeclarativeList {
    let name = try string("list")
    guard let list = scene.lists[name] else {
      throw SceneError("\(action): no table or collection view \"\(name)\"")
    }
    return list
  }

  func checkSection(_ section: Int, of list: DeclarativeList) throws {
    guard list.sections.indices.contains(section) else {
      throw SceneError(
        "\(action): \(list.view.name) has no section \(section) (it has \(list.sections.count))")
    }
  }

  func existingRow(in list: DeclarativeList, section: String, row: String) throws -> ListIndexPath {
    let sectionIndex = try int(section, default: 0)
    try checkSection(sectionIndex, of: list)
    let rowIndex = try int(row)
    guard list.sections[sectionIndex].indices.contains(rowIndex) else {
      throw SceneError(
        "\(action): \(list.view.name) section \(sectionIndex) has no row \(rowIndex) (it has \(list.sections[sectionIndex].count))"
      )
    }
    return ListIndexPath(item: rowIndex, section: sectionIndex)
  }
}

extension SceneDefinition {
  /// A declarative scene: each replay builds `spec` into its fresh system.
  public init(spec: SceneSpec, origin: String) {
    self.init(name: spec.name, origin: origin) { system in
      try DeclarativeScene(spec: spec, system: system)
    }
  }
}

extension DeclarativeScene {
  /// The rows of a table or collection view by section, as the app's model holds them (for
  /// tests and tools); nil when there is no such list.
  public func rows(of list: String) -> [[String]]? { lists[list]?.sections }
}
