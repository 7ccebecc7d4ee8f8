// Not one of the verbatim files (README.md): written here the way an iOS app writes a view
// controller, to try the non-drag UIKit that real view controllers touch around their drag and
// drop delegates — layers, a navigation controller and its bar buttons, a stack view, a text
// field, a segmented control, gesture recognizers, an alert presented after a drop, the app's
// badge — as code from an app this repository has not seen would.

#if canImport(UIKit)
import UIKit
#else
import DnDUIKit
#endif

struct TaskItem: Equatable {
  var title: String
  var isDone: Bool
}

/// Two columns of task cards, "To do" and "Done". Cards are dragged between the columns (a move)
/// or in from other apps as text (a copy). When the last task is done, an alert says so.
final class TaskBoardViewController: UIViewController, UIDragInteractionDelegate,
  UIDropInteractionDelegate, UITextFieldDelegate
{
  private(set) var tasks: [TaskItem]
  private(set) var cards: [UILabel] = []
  let todoColumn = UIView()
  let doneColumn = UIView()
  let statusStack = UIStackView()
  let todoCountLabel = UILabel()
  let doneCountLabel = UILabel()
  let newTaskField = UITextField()
  let filterControl = UISegmentedControl(items: ["All", "Mine"])
  private(set) var completionAlertShown = false
  private(set) var layoutPasses = 0

  init(tasks: [TaskItem]) {
    self.tasks = tasks
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Tasks"
    view.backgroundColor = .systemGroupedBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .trash,
      primaryAction: UIAction { [weak self] _ in self?.clearDoneTasks() })
    navigationItem.leftBarButtonItem = editButtonItem
    navigationItem.titleView = filterControl
    filterControl.selectedSegmentIndex = 0

    for (column, name) in [(todoColumn, "todo"), (doneColumn, "done")] {
      column.accessibilityIdentifier = name
      column.backgroundColor = .secondarySystemBackground
      column.layer.cornerRadius = 12
      column.layer.borderWidth = 1
      column.layer.borderColor = UIColor.separator.cgColor
      column.addInteraction(UIDropInteraction(delegate: self))
      view.addSubview(column)
    }

    statusStack.axis = .vertical
    statusStack.spacing = 4
    statusStack.alignment = .leading
    statusStack.addArrangedSubview(todoCountLabel)
    statusStack.addArrangedSubview(doneCountLabel)
    view.addSubview(statusStack)

    newTaskField.placeholder = "New task"
    newTaskField.borderStyle = .roundedRect
    newTaskField.returnKeyType = .done
    newTaskField.delegate = self
    view.addSubview(newTaskField)

    for task in tasks {
      addCard(for: task)
    }
    updateCounts()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutPasses += 1
    let bounds = view.bounds
    let columnWidth = (bounds.width - 60) / 2
    statusStack.frame = CGRect(x: 20, y: 20, width: 300, height: 60)
    newTaskField.frame = CGRect(x: 360, y: 30, width: 320, height: 36)
    todoColumn.frame = CGRect(x: 20, y: 100, width: columnWidth, height: bounds.height - 200)
    doneColumn.frame = CGRect(
      x: 40 + columnWidth, y: 100, width: columnWidth, height: bounds.height - 200)
    for column in [todoColumn, doneColumn] {
      for (index, card) in column.subviews.enumerated() {
        card.frame = CGRect(
          x: 10, y: 50 + CGFloat(index) * 60, width: column.bounds.width - 20, height: 50)
      }
    }
  }

  private func addCard(for task: TaskItem) {
    let card = UILabel()
    card.text = task.title
    card.textAlignment = .center
    card.backgroundColor = .white
    card.isUserInteractionEnabled = true
    card.accessibilityIdentifier = "card-\(cards.count + 1)"
    card.layer.cornerRadius = 8
    card.layer.masksToBounds = false
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.2
    card.layer.shadowOffset = CGSize(width: 0, height: 2)
    card.layer.shadowRadius = 4
    card.addInteraction(UIDragInteraction(delegate: self))
    #if canImport(UIKit)
    card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cardTapped(_:))))
    #else
    card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: nil))
    #endif
    (task.isDone ? doneColumn : todoColumn).addSubview(card)
    cards.append(card)
  }

  #if canImport(UIKit)
  @objc private func cardTapped(_ recognizer: UITapGestureRecognizer) {
    recognizer.view?.layer.borderWidth = 2
  }
  #endif

  private func task(for card: UILabel) -> Int? {
    tasks.firstIndex { $0.title == card.text }
  }

  private func updateCounts() {
    let done = tasks.filter { $0.isDone }.count
    todoCountLabel.text = "To do: \(tasks.count - done)"
    doneCountLabel.text = "Done: \(done)"
    UIApplication.shared.applicationIconBadgeNumber = tasks.count - done
  }

  private func clearDoneTasks() {
    for card in doneColumn.subviews {
      card.removeFromSuperview()
    }
    tasks.removeAll { $0.isDone }
    updateCounts()
  }

  private func move(_ card: UILabel, to column: UIView) {
    guard let index = task(for: card), card.superview !== column else { return }
    card.removeFromSuperview()
    column.addSubview(card)
    tasks[index].isDone = column === doneColumn
    view.setNeedsLayout()
    view.layoutIfNeeded()
    updateCounts()
    if !tasks.isEmpty && tasks.allSatisfy({ $0.isDone }) {
      let alert = UIAlertController(title: "All done!", message: "Every task is in Done.", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true) {
        self.completionAlertShown = true
      }
    }
  }

  // MARK: - UITextFieldDelegate

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    guard let title = textField.text, !title.isEmpty else { return false }
    let task = TaskItem(title: title, isDone: false)
    tasks.append(task)
    addCard(for: task)
    textField.text = nil
    textField.resignFirstResponder()
    view.setNeedsLayout()
    updateCounts()
    return true
  }

  // MARK: - UIDragInteractionDelegate

  func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
    guard let card = interaction.view as? UILabel, let title = card.text else { return [] }
    let item = UIDragItem(itemProvider: NSItemProvider(object: title as NSString))
    item.localObject = card
    return [item]
  }

  func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
    guard let card = item.localObject as? UILabel else { return nil }
    let parameters = UIDragPreviewParameters()
    parameters.visiblePath = UIBezierPath(roundedRect: card.bounds, cornerRadius: card.layer.cornerRadius)
    return UITargetedDragPreview(view: card, parameters: parameters)
  }

  func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {
    animator.addAnimations {
      interaction.view?.layer.opacity = 0.6
    }
  }

  func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
    for item in session.items {
      (item.localObject as? UIView)?.alpha = 1
    }
  }

  // MARK: - UIDropInteractionDelegate

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
    return session.canLoadObjects(ofClass: NSString.self)
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
    return UIDropProposal(operation: session.localDragSession == nil ? .copy : .move)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    guard let column = interaction.view else { return }
    if session.localDragSession != nil {
      for case let card as UILabel in session.items.map({ $0.localObject }) {
        move(card, to: column)
      }
      return
    }
    session.loadObjects(ofClass: NSString.self) { objects in
      for case let title as NSString in objects {
        let task = TaskItem(title: title as String, isDone: column === self.doneColumn)
        self.tasks.append(task)
        self.addCard(for: task)
      }
      self.view.setNeedsLayout()
      self.view.layoutIfNeeded()
      self.updateCounts()
    }
  }
}
