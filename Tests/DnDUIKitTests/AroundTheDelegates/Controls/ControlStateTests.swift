import DnDUIKit
import Testing

/// Controls as UIKit documents them, driven by code: states, actions per event, segmented
/// controls' indexes, sliders' range, switches, refresh controls, buttons and fonts.
@Suite struct ControlStateTests {
  // MARK: UIControl

  @Test func theStateFollowsEnabledSelectedAndHighlighted() {
    let control = UIControl(frame: .zero)
    #expect(control.state == .normal && control.state.rawValue == 0)
    #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
    control.isHighlighted = true
    #expect(control.state == .highlighted && control.state.rawValue == 1)
    control.isHighlighted = false
    control.isEnabled = false
    #expect(control.state == .disabled)
    control.isSelected = true
    #expect(control.state == [.disabled, .selected] && control.state.rawValue == 6)
    control.isEnabled = true
    control.isSelected = false
    #expect(control.state == .normal)
  }

  @Test func sendActionsRunsOnlyTheActionsForThoseEvents() {
    let control = UIControl(frame: .zero)
    var runs: [String] = []
    let tap = UIAction(title: "tap") { runs.append($0.title) }
    let change = UIAction(title: "change") { runs.append($0.title) }
    #expect(tap.sender == nil)
    control.addAction(tap, for: .touchUpInside)
    control.addAction(change, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(runs == ["change"])
    control.sendActions(for: .touchUpInside)
    #expect(runs == ["change", "tap"])
    #expect(tap.sender as? UIControl === control)
    // Every touch event includes the tap, not the value change.
    runs = []
    control.sendActions(for: .allTouchEvents)
    #expect(runs == ["tap"])
    control.sendActions(for: .allEvents)
    #expect(runs == ["tap", "tap", "change"])
    control.sendActions(for: UIControl.Event(rawValue: 1 << 0))
    #expect(runs.count == 3)
  }

  /// An action removed for its last event is gone: added again later, it runs after the actions
  /// added in between, in the order they were added.
  @Test func anActionAddedAgainAfterRemovalRunsInItsNewPlace() {
    let control = UIControl(frame: .zero)
    var order: [String] = []
    let first = UIAction { _ in order.append("first") }
    let second = UIAction { _ in order.append("second") }
    control.addAction(first, for: .touchUpInside)
    control.addAction(second, for: .touchUpInside)
    control.removeAction(first, for: .touchUpInside)
    control.addAction(first, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(order == ["second", "first"])
  }

  @Test func anActionAddedTwiceRunsOncePerSend() {
    let control = UIControl(frame: .zero)
    var runs = 0
    let action = UIAction { _ in runs += 1 }
    control.addAction(action, for: .touchUpInside)
    control.addAction(action, for: .valueChanged)
    control.sendActions(for: [.touchUpInside, .valueChanged])
    #expect(runs == 1)
    control.sendActions(for: .valueChanged)
    #expect(runs == 2)
    // Removing it for one event keeps it for the other.
    control.removeAction(action, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(runs == 2)
    control.sendActions(for: .touchUpInside)
    #expect(runs == 3)
    control.removeAction(UIAction { _ in }, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(runs == 4)
    control.removeAction(action, for: .touchUpInside)
    control.sendActions(for: .allEvents)
    #expect(runs == 4)
    // Added again after removal, it runs again.
    control.addAction(action, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(runs == 5)
  }

  @Test func aDisabledControlStillSendsWhatCodeSends() {
    let control = UIControl(frame: .zero)
    var runs = 0
    control.addAction(UIAction { _ in runs += 1 }, for: .touchUpInside)
    control.isEnabled = false
    control.sendActions(for: .touchUpInside)
    #expect(runs == 1)
    let image = UIImage(size: CGSize(width: 2, height: 2))
    let action = UIAction(title: "Share", image: image) { _ in }
    #expect(action.title == "Share" && action.image === image)
    #expect(UIAction { _ in }.title == "" && UIAction { _ in }.image == nil)
  }

  // MARK: UISegmentedControl

  @Test func segmentsAreMadeFromTitlesAndImages() {
    #expect(UISegmentedControl(frame: .zero).numberOfSegments == 0)
    #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
    let image = UIImage(size: CGSize(width: 4, height: 4))
    let control = UISegmentedControl(items: ["A", 42, image])
    #expect(control.numberOfSegments == 2)
    #expect(control.titleForSegment(at: 0) == "A" && control.imageForSegment(at: 0) == nil)
    #expect(control.titleForSegment(at: 1) == nil && control.imageForSegment(at: 1) === image)
    #expect(control.titleForSegment(at: 2) == nil && control.imageForSegment(at: -1) == nil)
    #expect(control.isEnabledForSegment(at: 0) && control.isEnabledForSegment(at: 1))
    #expect(!control.isEnabledForSegment(at: 2))
    #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
    #expect(control.selectedSegmentTintColor == nil)
    control.isMomentary = true
    control.apportionsSegmentWidthsByContent = true
    control.selectedSegmentTintColor = .systemPink
    #expect(control.isMomentary && control.apportionsSegmentWidthsByContent)
    #expect(control.selectedSegmentTintColor == .systemPink)
  }

  @Test func aTitleReplacesTheImageAndBack() {
    let image = UIImage(size: CGSize(width: 4, height: 4))
    let control = UISegmentedControl(items: ["A", "B"])
    control.setImage(image, forSegmentAt: 0)
    #expect(control.imageForSegment(at: 0) === image && control.titleForSegment(at: 0) == nil)
    control.setTitle("C", forSegmentAt: 0)
    #expect(control.titleForSegment(at: 0) == "C" && control.imageForSegment(at: 0) == nil)
    #expect(control.titleForSegment(at: 1) == "B")
    // Out of range: nothing changes.
    control.setTitle("X", forSegmentAt: 2)
    control.setImage(image, forSegmentAt: -1)
    control.setEnabled(false, forSegmentAt: 5)
    #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "B")
    control.setEnabled(false, forSegmentAt: 1)
    #expect(!control.isEnabledForSegment(at: 1) && control.isEnabledForSegment(at: 0))
    control.setEnabled(true, forSegmentAt: 1)
    #expect(control.isEnabledForSegment(at: 1))
  }

  @Test func insertingClampsTheIndexAndKeepsTheSelectedSegment() {
    let control = UISegmentedControl(items: ["A", "B", "C"])
    control.selectedSegmentIndex = 1
    #expect(control.selectedSegmentIndex == 1)
    // After the selection: the index stays.
    control.insertSegment(withTitle: "D", at: 99, animated: false)
    #expect(control.titleForSegment(at: 3) == "D" && control.selectedSegmentIndex == 1)
    control.insertSegment(withTitle: "E", at: 2, animated: true)
    #expect(control.titleForSegment(at: 2) == "E" && control.selectedSegmentIndex == 1)
    // At or before it: the selected segment moves up.
    control.insertSegment(withTitle: "F", at: 1, animated: false)
    #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "B")
    let image = UIImage(size: CGSize(width: 1, height: 1))
    control.insertSegment(with: image, at: -3, animated: false)
    #expect(control.imageForSegment(at: 0) === image && control.titleForSegment(at: 1) == "A")
    #expect(control.selectedSegmentIndex == 3 && control.numberOfSegments == 7)
    // With nothing selected, nothing becomes selected.
    let none = UISegmentedControl(items: ["A"])
    none.insertSegment(withTitle: "B", at: 0, animated: false)
    #expect(none.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test func removingASegmentKeepsTheSelectedOneSelected() {
    let control = UISegmentedControl(items: ["A", "B", "C", "D"])
    control.selectedSegmentIndex = 2
    control.removeSegment(at: 3, animated: false)
    #expect(control.selectedSegmentIndex == 2 && control.numberOfSegments == 3)
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "C")
    control.removeSegment(at: 7, animated: false)
    #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == 1)
    control.removeSegment(at: 1, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(control.numberOfSegments == 1 && control.titleForSegment(at: 0) == "B")
    control.selectedSegmentIndex = 0
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test func anIndexOutOfRangeSelectsNothing() {
    let control = UISegmentedControl(items: ["A", "B"])
    #expect(UISegmentedControl.noSegment == -1)
    control.selectedSegmentIndex = 1
    control.selectedSegmentIndex = 2
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.selectedSegmentIndex = 0
    #expect(control.selectedSegmentIndex == 0)
    control.selectedSegmentIndex = -2
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    // Selecting in code sends nothing.
    var sent = 0
    control.addAction(UIAction { _ in sent += 1 }, for: .allEvents)
    control.selectedSegmentIndex = 1
    #expect(sent == 0)
  }

  // MARK: UISlider

  @Test func aSliderKeepsItsValueInItsRange() {
    let slider = UISlider(frame: .zero)
    #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
    slider.value = 0.25
    #expect(slider.value == 0.25)
    slider.minimumValue = -10
    slider.maximumValue = 10
    #expect(slider.value == 0.25)
    slider.value = -20
    #expect(slider.value == -10)
    slider.value = 10
    #expect(slider.value == 10)
    slider.setValue(3, animated: true)
    #expect(slider.value == 3)
    // A minimum raised above the value takes the value with it.
    slider.minimumValue = 5
    #expect(slider.value == 5 && slider.minimumValue == 5)
    slider.minimumValue = 2
    #expect(slider.value == 5)
    slider.maximumValue = 4
    #expect(slider.value == 4 && slider.maximumValue == 4)
    slider.maximumValue = 8
    #expect(slider.value == 4)
  }

  @Test func aSlidersColoursAreStored() {
    let slider = UISlider()
    #expect(slider.isContinuous && slider.thumbTintColor == nil)
    #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil)
    slider.isContinuous = false
    slider.minimumTrackTintColor = .red
    slider.maximumTrackTintColor = .blue
    slider.thumbTintColor = .green
    #expect(!slider.isContinuous && slider.minimumTrackTintColor == .red)
    #expect(slider.maximumTrackTintColor == .blue && slider.thumbTintColor == .green)
    var sent = 0
    slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    slider.value = 0.5
    #expect(sent == 0)
  }

  // MARK: UISwitch, UIRefreshControl

  @Test func aSwitchHasUIKitsSizeAndStoresItsState() {
    let toggle = UISwitch()
    #expect(toggle.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(
      UISwitch(frame: CGRect(x: 3, y: 4, width: 1, height: 1)).frame.origin == CGPoint(x: 3, y: 4))
    toggle.isOn = true
    toggle.setOn(false, animated: false)
    #expect(!toggle.isOn)
    #expect(toggle.onTintColor == nil && toggle.thumbTintColor == nil)
    toggle.onTintColor = .systemGreen
    toggle.thumbTintColor = .white
    #expect(toggle.onTintColor == .systemGreen && toggle.thumbTintColor == .white)
  }

  @Test func aRefreshControlRefreshesWhenToldTo() {
    let refresh = UIRefreshControl()
    #expect(refresh.frame == .zero && !refresh.isRefreshing && refresh.attributedTitle == nil)
    var sent = 0
    refresh.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing && sent == 0)
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)
    refresh.attributedTitle = NSAttributedString(string: "Pull")
    #expect(refresh.attributedTitle?.string == "Pull")
    let scroll = UIScrollView(frame: .zero)
    scroll.refreshControl = refresh
    #expect(scroll.refreshControl === refresh)
  }

  // MARK: UIButton

  @Test func aButtonsIntrinsicSizeComesFromItsTitle() {
    let button = UIButton(type: .system)
    #expect(button.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    // Four characters at 7.5 points, 18 points of text and 12 of padding.
    button.setTitle("Save", for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
    button.setTitle("Saved!", for: .selected)
    button.isSelected = true
    #expect(button.intrinsicContentSize == CGSize(width: 45, height: 30))
    button.setTitle("", for: .selected)
    #expect(button.intrinsicContentSize.height == UIView.noIntrinsicMetric)
  }

  @Test func aButtonsTitlesAreKeptPerState() {
    let button = UIButton(type: .close)
    #expect(button.buttonType == .close)
    button.setTitle("Go", for: .normal)
    button.setTitle("Wait", for: .disabled)
    #expect(button.title(for: .disabled) == "Wait" && button.title(for: .normal) == "Go")
    button.isEnabled = false
    #expect(button.currentTitle == "Wait")
    button.isEnabled = true
    #expect(button.currentTitle == "Go")
    #expect(UIButton.ButtonType.system.rawValue == 1 && UIButton.ButtonType.close.rawValue == 7)
  }

  @Test func aDisabledButtonsSpringLoadingFollowsIsEnabled() throws {
    let button = UIButton(type: .system)
    button.isEnabled = false
    button.isSpringLoaded = true
    let interaction = try #require(button.interactions.first as? UISpringLoadedInteraction)
    #expect(!interaction.isEnabled && interaction.view === button)
    button.isEnabled = true
    #expect(interaction.isEnabled)
    button.isSpringLoaded = true
    #expect(button.interactions.count == 1)
    button.isSpringLoaded = false
    #expect(interaction.view == nil)
  }

  // MARK: UIFont

  @Test func fontsCompareByNameAndSize() {
    let font = UIFont.systemFont(ofSize: 13)
    #expect(font.description == "<UIFont .SFUI-Regular 13.0pt>")
    #expect(font.hash == UIFont.systemFont(ofSize: 13).hash)
    #expect(font != UIFont.systemFont(ofSize: 14))
    #expect(!font.isEqual("font"))
    #expect(UIFont.boldSystemFont(ofSize: 13).withSize(9) == UIFont.boldSystemFont(ofSize: 9))
    // A text style UIKit does not know gets the body size.
    #expect(
      UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "custom"))
        == UIFont.systemFont(ofSize: 17))
  }
}
