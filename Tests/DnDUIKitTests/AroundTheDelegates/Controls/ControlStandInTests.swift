import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// Switches, sliders, segmented controls, text fields and text views, the application, image
/// renderers, symbol images and nibs.
@Suite struct ControlStandInTests {
  @Test func switchesSlidersAndSegmentedControlsKeepTheirValues() {
    let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
    #expect(toggle.frame == CGRect(x: 10, y: 10, width: 51, height: 31))
    #expect(!toggle.isOn)
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)

    let slider = UISlider()
    slider.maximumValue = 10
    slider.value = 12
    #expect(slider.value == 10)
    slider.setValue(-1, animated: false)
    #expect(slider.value == 0)
    slider.value = 8
    slider.maximumValue = 5
    #expect(slider.value == 5)

    let segments = UISegmentedControl(items: [
      "One", "Two", UIImage(size: CGSize(width: 9, height: 9)),
    ])
    #expect(segments.numberOfSegments == 3)
    #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    segments.selectedSegmentIndex = 1
    segments.insertSegment(withTitle: "Zero", at: 0, animated: false)
    #expect(segments.selectedSegmentIndex == 2 && segments.titleForSegment(at: 0) == "Zero")
    #expect(segments.imageForSegment(at: 3)?.size == CGSize(width: 9, height: 9))
    segments.removeSegment(at: 2, animated: false)
    #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    segments.selectedSegmentIndex = 7
    #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    segments.setEnabled(false, forSegmentAt: 0)
    #expect(!segments.isEnabledForSegment(at: 0) && segments.isEnabledForSegment(at: 1))
  }

  @Test func textFieldsAndTextViewsKeepTheirText() {
    let field = UITextField()
    #expect(field.text == nil && field.font == .systemFont(ofSize: 17))
    field.text = "Hello"
    field.placeholder = "Name"
    field.keyboardType = .emailAddress
    field.isSecureTextEntry = true
    #expect(field.attributedText?.string == "Hello" && field.keyboardType == .emailAddress)
    let view = UITextView(frame: .zero)
    #expect(view.text == "")
    view.text = nil
    #expect(view.text == "" && view.isEditable)
    view.attributedText = NSAttributedString(string: "Notes")
    #expect(view.text == "Notes")
    view.isScrollEnabled = false
    #expect(!view.isScrollEnabled)
  }

  @Test func eachDeviceHasItsOwnApplicationSettings() {
    let tablet = TestDevice()
    let phone = TestDevice(profile: .phone)
    tablet.system.runAsAppCode {
      UIApplication.shared.applicationIconBadgeNumber = 3
      UIApplication.shared.isIdleTimerDisabled = true
    }
    #expect(tablet.system.runAsAppCode { UIApplication.shared.applicationIconBadgeNumber } == 3)
    #expect(tablet.system.runAsAppCode { UIApplication.shared.isIdleTimerDisabled })
    #expect(phone.system.runAsAppCode { UIApplication.shared.applicationIconBadgeNumber } == 0)
    #expect(phone.system.runAsAppCode { UIDevice.current.userInterfaceIdiom } == .phone)
    #expect(UIApplication.shared.applicationState == .active)
  }

  @Test func renderersMakeImagesOfTheirSize() {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80))
    var ran = false
    let image = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 120, height: 80))
      ran = true
    }
    #expect(ran && image.size == CGSize(width: 120, height: 80) && image.scale == 1)
    let bounds = UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 30, height: 20))
    #expect(UIImage(data: bounds.pngData { _ in })?.size == CGSize(width: 30, height: 20))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    let snapshot = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
      view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }
    #expect(snapshot.size == CGSize(width: 60, height: 40))
    #expect(view.snapshotView(afterScreenUpdates: false)?.bounds == view.bounds)
  }

  @Test func symbolImagesAndNibs() {
    #expect(UIImage(systemName: "trash")?.size == CGSize(width: 20, height: 20))
    UIImage.registerAsset(named: "ControlStandInTests.star", size: CGSize(width: 24, height: 22))
    #expect(
      UIImage(systemName: "ControlStandInTests.star")?.size == CGSize(width: 24, height: 22))
    let nib = UINib(nibName: "NoteCell", bundle: nil)
    #expect(nib.instantiate(withOwner: nil, options: nil).isEmpty)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    table.register(nib, forCellReuseIdentifier: "note")
    #expect(table.dequeueReusableCell(withIdentifier: "note") != nil)
    let layout = UICollectionViewFlowLayout()
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collection.register(nib, forCellWithReuseIdentifier: "note")
  }
}
