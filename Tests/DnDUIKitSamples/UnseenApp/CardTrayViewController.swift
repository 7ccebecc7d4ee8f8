// Not one of the verbatim files (README.md): written here the way an iOS app lays out a screen in
// code — Auto Layout anchors against the safe area and the layout margins, a multiplier, a stack
// view of buttons, constraints swapped after a drop — with no frame set by hand, so that a drag
// lands only if the constrained frames are where the touches go.

#if canImport(UIKit)
import UIKit
#else
import DnDUIKit
#endif

/// A card to file and a tray to file it in. Dragging the card onto the tray moves it into the
/// tray; text dragged in from another app is filed as a card too.
final class CardTrayViewController: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
    let titleLabel = UILabel()
    let card = UIView()
    let cardLabel = UILabel()
    let tray = UIView()
    let trayLabel = UILabel()
    let footer = UIStackView()
    let clearButton = UIButton(type: .system)
    let doneButton = UIButton(type: .system)
    private(set) var filed: [String] = []
    private var cardPlacement: [NSLayoutConstraint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Sort the cards"
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)

        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemYellow
        card.layer.cornerRadius = 12
        card.translatesAutoresizingMaskIntoConstraints = false
        card.addInteraction(UIDragInteraction(delegate: self))
        view.addSubview(card)

        cardLabel.text = "Buy milk"
        cardLabel.textAlignment = .center
        cardLabel.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(cardLabel)

        tray.accessibilityIdentifier = "tray"
        tray.backgroundColor = .secondarySystemBackground
        tray.layer.cornerRadius = 16
        tray.layer.borderWidth = 1
        tray.translatesAutoresizingMaskIntoConstraints = false
        tray.addInteraction(UIDropInteraction(delegate: self))
        view.addSubview(tray)

        trayLabel.text = "Drop cards here"
        trayLabel.textColor = .secondaryLabel
        trayLabel.translatesAutoresizingMaskIntoConstraints = false
        tray.addSubview(trayLabel)

        clearButton.setTitle("Clear", for: .normal)
        clearButton.addAction(UIAction { [weak self] _ in self?.clear() }, for: .touchUpInside)
        doneButton.setTitle("Done", for: .normal)
        footer.axis = .horizontal
        footer.spacing = 12
        footer.distribution = .fillEqually
        footer.addArrangedSubview(clearButton)
        footer.addArrangedSubview(doneButton)
        footer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(footer)

        let margins = view.layoutMarginsGuide
        cardPlacement = [
            card.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 24),
            card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        ]
        NSLayoutConstraint.activate(cardPlacement + [
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),

            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.6),
            cardLabel.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            cardLabel.centerYAnchor.constraint(equalTo: card.centerYAnchor),

            tray.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 24),
            tray.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 240),
            tray.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            tray.bottomAnchor.constraint(equalTo: footer.topAnchor, constant: -20),
            trayLabel.centerXAnchor.constraint(equalTo: tray.centerXAnchor),
            trayLabel.bottomAnchor.constraint(equalTo: tray.bottomAnchor, constant: -16),

            footer.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            footer.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    private func file(_ title: String) {
        filed.append(title)
        trayLabel.text = filed.count == 1 ? "1 card" : "\(filed.count) cards"
    }

    private func clear() {
        filed.removeAll()
        trayLabel.text = "Drop cards here"
    }

    /// Moves the card into the tray, animating the change of constraints.
    private func moveCardIntoTray() {
        NSLayoutConstraint.deactivate(cardPlacement)
        cardPlacement = [
            card.topAnchor.constraint(equalTo: tray.topAnchor, constant: 16),
            card.centerXAnchor.constraint(equalTo: tray.centerXAnchor),
        ]
        NSLayoutConstraint.activate(cardPlacement)
        view.bringSubviewToFront(card)
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }

    // MARK: - UIDragInteractionDelegate

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let title = cardLabel.text else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: title as NSString))
        item.localObject = card
        return [item]
    }

    // MARK: - UIDropInteractionDelegate

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        return session.canLoadObjects(ofClass: NSString.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        return UIDropProposal(operation: session.localDragSession == nil ? .copy : .move)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        if session.localDragSession != nil {
            file(cardLabel.text ?? "")
            moveCardIntoTray()
            return
        }
        session.loadObjects(ofClass: NSString.self) { objects in
            for case let text as NSString in objects {
                self.file(text as String)
            }
            self.view.layoutIfNeeded()
        }
    }
}
