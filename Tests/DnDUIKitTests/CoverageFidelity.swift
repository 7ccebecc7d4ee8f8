/// How faithful each row of `Docs/uikit.md`'s coverage table is: stated here once, shown in the
/// table's fidelity column, and checked by ``CoverageTests`` (every public name of DnDUIKit has
/// one, every one names a public name, every `approximated` links to a heading of the doc).
enum Fidelity: Equatable, Sendable {
  /// Behaves as UIKit: code that relies on it gets UIKit's answers and UIKit's effects.
  case modelled
  /// Kept and read back, with no behaviour: nothing draws, runs or sends what it holds.
  case stored
  /// Behaves, but differs from UIKit where the section of `Docs/uikit.md` with this anchor says.
  case approximated(String)

  /// The table's cell.
  var cell: String {
    switch self {
    case .modelled: "modelled"
    case .stored: "stored"
    case .approximated(let anchor): "[approximated](#\(anchor))"
    }
  }
}

extension Fidelity {
  // Anchors of Docs/uikit.md's sections that say what differs.
  static let hosting = approximated("hosting-apps-windows-a-device")
  static let itemProviders = approximated(
    "item-providers-nsitemprovider-and-the-readingwriting-classes")
  static let lists = approximated("tables-and-collection-views")
  static let compositional = approximated(
    "diffable-data-sources-cell-registrations-compositional-layouts")
  static let device = approximated("the-device-the-screen-controls")
  static let aroundTheDelegates = approximated(
    "around-the-delegates-the-rest-of-a-view-controllers-uikit")
  static let autoLayout = approximated("auto-layout")
  static let differs = approximated("what-differs-from-a-device")
}

extension CoverageTests {
  /// Every top-level public name of DnDUIKit, read from its source's doc comments and
  /// Docs/uikit.md. A type that mixes behaviour and state is classed by what code relies on it
  /// for, linking to the section that says what differs.
  static let fidelity: [String: Fidelity] = [
    // Hosting: the simulated app and device, and the virtual main queue.
    "App": .hosting,
    "DragDropSystem": .hosting,
    "DeviceProfile": .differs,  // timing constants are the profile's, not measured ones
    "UIWindow": .modelled,
    "DispatchQueue": .hosting,
    "DispatchTime": .hosting,
    "DispatchTimeInterval": .modelled,
    "DispatchQoS": .stored,  // accepted, not modelled
    "DispatchWorkItemFlags": .stored,  // accepted, not modelled
    "OperationQueue": .hosting,

    // Drag and drop: interactions, sessions, items, previews, proposals, spring loading, pasting.
    "UIInteraction": .modelled,
    "UIDragInteraction": .modelled,
    "UIDragInteractionDelegate": .modelled,
    "UIDropInteraction": .modelled,
    "UIDropInteractionDelegate": .modelled,
    "UIDragDropSession": .modelled,
    "UIDragSession": .modelled,
    "UIDropSession": .modelled,
    "UIDragItem": .modelled,
    "UIDropOperation": .modelled,
    "UIDropProposal": .modelled,
    "UIDropSessionProgressIndicatorStyle": .modelled,
    "UIDragPreview": .modelled,
    "UIDragPreviewParameters": .modelled,
    "UIDragPreviewTarget": .modelled,
    "UITargetedDragPreview": .modelled,
    "UIDragAnimating": .modelled,  // the engine's animator, on the profile's timings
    "UIViewAnimatingPosition": .modelled,
    "UIBezierPath": .modelled,  // as a preview's visiblePath: the engine's shapes
    "UISpringLoadedInteraction": .modelled,
    "UISpringLoadedInteractionContext": .modelled,
    "UISpringLoadedInteractionEffectState": .modelled,
    "UISpringLoadedInteractionSupporting": .modelled,
    "UIPasteConfiguration": .modelled,

    // Item providers and types.
    "NSItemProvider": .modelled,
    "NSValue": .modelled,
    "NSItemProviderErrorDomain": .modelled,
    "NSItemProviderReading": .modelled,
    "NSItemProviderWriting": .modelled,
    "NSItemProviderRepresentationVisibility": .modelled,
    "NSString": .modelled,
    "NSURL": .modelled,
    "NSAttributedString": .itemProviders,  // attributes do not travel
    "UTType": .itemProviders,  // no Info.plist, no dynamic types
    "kUTTypeAudio": .modelled,
    "kUTTypeAudiovisualContent": .modelled,
    "kUTTypeContent": .modelled,
    "kUTTypeData": .modelled,
    "kUTTypeFileURL": .modelled,
    "kUTTypeGIF": .modelled,
    "kUTTypeImage": .modelled,
    "kUTTypeItem": .modelled,
    "kUTTypeJPEG": .modelled,
    "kUTTypeMovie": .modelled,
    "kUTTypePDF": .modelled,
    "kUTTypePNG": .modelled,
    "kUTTypePlainText": .modelled,
    "kUTTypeRTF": .modelled,
    "kUTTypeTIFF": .modelled,
    "kUTTypeText": .modelled,
    "kUTTypeURL": .modelled,
    "kUTTypeUTF8PlainText": .modelled,
    "kUTTypeVideo": .modelled,
    // The rest of UTCoreTypes.h: the strings, with UTType's conformance where the table has it.
    "kUTTypeCompositeContent": .modelled,
    "kUTTypeMessage": .modelled,
    "kUTTypeContact": .modelled,
    "kUTTypeArchive": .modelled,
    "kUTTypeDiskImage": .modelled,
    "kUTTypeDirectory": .modelled,
    "kUTTypeSymLink": .modelled,
    "kUTTypeExecutable": .modelled,
    "kUTTypeAliasFile": .modelled,
    "kUTTypeURLBookmarkData": .modelled,
    "kUTTypeUTF16ExternalPlainText": .modelled,
    "kUTTypeUTF16PlainText": .modelled,
    "kUTTypeDelimitedText": .modelled,
    "kUTTypeCommaSeparatedText": .modelled,
    "kUTTypeTabSeparatedText": .modelled,
    "kUTTypeUTF8TabSeparatedText": .modelled,
    "kUTTypeHTML": .modelled,
    "kUTTypeXML": .modelled,
    "kUTTypeSourceCode": .modelled,
    "kUTTypeCSource": .modelled,
    "kUTTypeObjectiveCSource": .modelled,
    "kUTTypeSwiftSource": .modelled,
    "kUTTypeCPlusPlusSource": .modelled,
    "kUTTypeCHeader": .modelled,
    "kUTTypeJavaSource": .modelled,
    "kUTTypeScript": .modelled,
    "kUTTypeJavaScript": .modelled,
    "kUTTypeShellScript": .modelled,
    "kUTTypePythonScript": .modelled,
    "kUTTypeRubyScript": .modelled,
    "kUTTypePHPScript": .modelled,
    "kUTTypeJSON": .modelled,
    "kUTTypePropertyList": .modelled,
    "kUTTypeXMLPropertyList": .modelled,
    "kUTTypeBinaryPropertyList": .modelled,
    "kUTTypeRTFD": .modelled,
    "kUTTypeFlatRTFD": .modelled,
    "kUTTypeWebArchive": .modelled,
    "kUTTypeJPEG2000": .modelled,
    "kUTTypeAppleICNS": .modelled,
    "kUTTypeBMP": .modelled,
    "kUTTypeICO": .modelled,
    "kUTTypeRawImage": .modelled,
    "kUTTypeScalableVectorGraphics": .modelled,
    "kUTTypeLivePhoto": .modelled,
    "kUTTypeQuickTimeMovie": .modelled,
    "kUTTypeMPEG": .modelled,
    "kUTTypeMPEG2Video": .modelled,
    "kUTTypeMPEG2TransportStream": .modelled,
    "kUTTypeMP3": .modelled,
    "kUTTypeMPEG4": .modelled,
    "kUTTypeMPEG4Audio": .modelled,
    "kUTTypeAppleProtectedMPEG4Audio": .modelled,
    "kUTTypeAppleProtectedMPEG4Video": .modelled,
    "kUTTypeAVIMovie": .modelled,
    "kUTTypeAudioInterchangeFileFormat": .modelled,
    "kUTTypeWaveformAudio": .modelled,
    "kUTTypeMIDIAudio": .modelled,
    "kUTTypePlaylist": .modelled,
    "kUTTypeM3UPlaylist": .modelled,
    "kUTTypeFolder": .modelled,
    "kUTTypeVolume": .modelled,
    "kUTTypePackage": .modelled,
    "kUTTypeBundle": .modelled,
    "kUTTypeFramework": .modelled,
    "kUTTypeApplication": .modelled,
    "kUTTypeApplicationBundle": .modelled,
    "kUTTypeUnixExecutable": .modelled,
    "kUTTypeGNUZipArchive": .modelled,
    "kUTTypeBzip2Archive": .modelled,
    "kUTTypeZipArchive": .modelled,
    "kUTTypeSpreadsheet": .modelled,
    "kUTTypePresentation": .modelled,
    "kUTTypeDatabase": .modelled,
    "kUTTypeVCard": .modelled,
    "kUTTypeToDoItem": .modelled,
    "kUTTypeCalendarEvent": .modelled,
    "kUTTypeEmailMessage": .modelled,
    "kUTTypeInternetLocation": .modelled,
    "kUTTypeFont": .modelled,
    "kUTTypeBookmark": .modelled,
    "kUTType3DContent": .modelled,
    "kUTTypePKCS12": .modelled,
    "kUTTypeX509Certificate": .modelled,
    "kUTTypeElectronicPublication": .modelled,
    "kUTTypeLog": .modelled,
    "NSItemProviderFileOptions": .modelled,
    "URL": .itemProviders,  // security scope: granted for files, not enforced

    // Tables and collection views: drag and drop in index-path terms is the engine's; the lists
    // themselves do not scroll, reuse cells or size rows by their content.
    "IndexPath": .modelled,
    "UITableView": .lists,
    "UITableViewAutomaticDimension": .lists,  // 44 points: rows are not self-sized
    "UITableViewCell": .lists,
    "UITableViewController": .modelled,
    "UITableViewDataSource": .modelled,
    "UITableViewDelegate": .modelled,
    "UITableViewDragDelegate": .modelled,
    "UITableViewDropDelegate": .modelled,
    "UITableViewDropCoordinator": .modelled,
    "UITableViewDropIntent": .modelled,
    "UITableViewDropItem": .modelled,
    "UITableViewDropPlaceholder": .modelled,
    "UITableViewDropPlaceholderContext": .modelled,
    "UITableViewDropProposal": .modelled,
    "UITableViewPlaceholder": .modelled,
    "UICollectionView": .lists,
    "UICollectionReusableView": .lists,
    "UICollectionViewCell": .lists,
    "UICollectionViewController": .modelled,
    "UICollectionViewDataSource": .modelled,
    "UICollectionViewDelegate": .modelled,
    "UICollectionViewDragDelegate": .modelled,
    "UICollectionViewDropDelegate": .modelled,
    "UICollectionViewDropCoordinator": .modelled,
    "UICollectionViewDropIntent": .modelled,
    "UICollectionViewDropItem": .modelled,
    "UICollectionViewDropPlaceholder": .modelled,
    "UICollectionViewDropPlaceholderContext": .modelled,
    "UICollectionViewDropProposal": .modelled,
    "UICollectionViewPlaceholder": .modelled,
    "UICollectionViewLayout": .lists,  // laid out as a flow layout
    "UICollectionViewFlowLayout": .lists,  // rows not spread to fill
    "UIEdgeInsets": .modelled,
    // Diffable data sources (modelled), cell registrations' handlers (modelled, on UICollectionView),
    // content configurations (stored) and compositional layouts (stored, items placed by a rule).
    "NSDiffableDataSourceSnapshot": .modelled,
    "UITableViewDiffableDataSource": .modelled,
    "UICollectionViewDiffableDataSource": .modelled,  // reorderingHandlers stored, never called
    "NSDiffableDataSourceTransaction": .stored,
    "NSDiffableDataSourceSectionTransaction": .stored,
    "UIContentConfiguration": .stored,
    "UIContentView": .stored,
    "UIConfigurationState": .stored,
    "UIListContentConfiguration": .stored,
    "UIListContentView": .stored,
    "UICollectionViewListCell": .stored,
    "UICollectionViewCompositionalLayout": .compositional,
    "UICollectionViewCompositionalLayoutConfiguration": .stored,
    "UICollectionViewCompositionalLayoutSectionProvider": .compositional,
    "UICollectionLayoutListConfiguration": .stored,
    "UICollectionLayoutSectionOrthogonalScrollingBehavior": .stored,
    "NSCollectionLayoutSection": .compositional,
    "NSCollectionLayoutGroup": .compositional,
    "NSCollectionLayoutItem": .compositional,
    "NSCollectionLayoutSize": .compositional,
    "NSCollectionLayoutDimension": .compositional,  // estimated counts as absolute
    "NSCollectionLayoutSpacing": .compositional,  // flexible counts as its minimum
    "NSCollectionLayoutEnvironment": .compositional,
    "NSCollectionLayoutContainer": .compositional,
    // Issue 31, lists: the flow layout's delegate places items; swipe, editing and focus types
    // are stored (nothing swipes, edits or focuses).
    "UICollectionViewDelegateFlowLayout": .modelled,
    "UIContextualAction": .stored,
    "UISwipeActionsConfiguration": .stored,
    "UIFocusUpdateContext": .stored,
    "UITableViewFocusUpdateContext": .stored,
    "UICollectionViewFocusUpdateContext": .stored,
    "UIFocusAnimationCoordinator": .stored,

    // Views and controllers: a modelled tree, hit testing and lifecycle; nothing drawn,
    // transitions at once, frames from a simpler solver.
    "UIView": .differs,
    "UIResponder": .aroundTheDelegates,  // the chain, no events and no keyboard
    "UIViewController": .aroundTheDelegates,
    "UINavigationController": .aroundTheDelegates,
    "UITabBarController": .aroundTheDelegates,
    "UIAlertController": .aroundTheDelegates,  // covers the window; its buttons are not views
    "UIImageView": .modelled,
    "UILabel": .autoLayout,  // text size estimated
    "UIStackView": .autoLayout,
    "UIScrollView": .stored,  // nothing scrolls
    "UIScrollViewDelegate": .stored,  // never called
    "UIModalPresentationStyle": .stored,
    "UIModalTransitionStyle": .stored,
    "UIPopoverPresentationController": .stored,
    "UIPopoverArrowDirection": .stored,
    "UIAlertAction": .stored,  // no tap runs its handler
    "UINavigationBar": .stored,
    "UINavigationItem": .stored,
    "UITabBar": .stored,
    "UITabBarItem": .stored,
    "UIBarItem": .stored,
    "UIBarButtonItem": .stored,
    "UINib": .stored,  // a name; loading gives nothing
    "UIStoryboard": .approximated("storyboard-apps"),  // scenes are registered stand-ins
    "UIStoryboardSegue": .approximated("storyboard-apps"),
    "UIApplication": .stored,

    // Auto Layout.
    "NSLayoutConstraint": .autoLayout,
    "NSLayoutAnchor": .autoLayout,
    "NSLayoutXAxisAnchor": .autoLayout,
    "NSLayoutYAxisAnchor": .autoLayout,
    "NSLayoutDimension": .autoLayout,
    "UILayoutGuide": .autoLayout,  // safe area insets are zero
    "UILayoutPriority": .modelled,  // UIKit's values and arithmetic
    "NSDirectionalEdgeInsets": .autoLayout,  // leading is left

    // The device, the screen, controls.
    "UIDevice": .modelled,
    "UIUserInterfaceIdiom": .modelled,
    "UIScreen": .device,  // bounds hold the windows, scale 1
    "UIControl": .device,  // taps only: no touch tracking
    "UIButton": .device,
    "UIAction": .modelled,
    "UIActionHandler": .modelled,
    "UIActivityIndicatorView": .modelled,  // animating and hidden as UIKit; nothing spins
    "UIFont": .device,  // system fonts only, this module's names
    "UIFontMetrics": .device,  // the default text size: scaling leaves fonts as they are
    "NSParagraphStyle": .stored,
    "NSMutableParagraphStyle": .stored,
    "NSUnderlineStyle": .stored,
    "NSLineBreakMode": .stored,
    "NSWritingDirection": .stored,
    "NSTextAlignment": .stored,
    "UISwitch": .stored,
    "UISlider": .stored,
    "UISegmentedControl": .stored,
    "UIRefreshControl": .stored,
    "UITextField": .stored,
    "UITextFieldDelegate": .stored,
    "UITextView": .stored,
    "UITextViewDelegate": .stored,
    "UIKeyboardType": .stored,
    "UIReturnKeyType": .stored,
    "UITextAutocapitalizationType": .stored,
    "UITextAutocorrectionType": .stored,
    "UIGestureRecognizer": .stored,  // not run
    "UIGestureRecognizerDelegate": .stored,
    "UITapGestureRecognizer": .stored,
    "UILongPressGestureRecognizer": .stored,
    "UIPanGestureRecognizer": .stored,
    "Selector": .stored,  // a name, never sent

    // Graphics and layers: nothing is drawn.
    "CGAffineTransform": .modelled,  // the matrix arithmetic; a view's transform is stored
    "CGPoint": .modelled,
    "CGRect": .modelled,
    "CGSize": .modelled,
    "CGColor": .stored,
    "CGPath": .stored,  // its bounding box
    "CGContext": .stored,
    "CALayer": .stored,
    "CALayerDelegate": .stored,  // a view is its layer's; declares no methods
    "CACornerMask": .stored,
    "UIColor": .stored,
    "UIImage": .differs,  // a size and a format
    "UIImagePNGRepresentation(_:)": .differs,
    "UIImageJPEGRepresentation(_:_:)": .differs,
    "UIGraphicsImageRenderer": .aroundTheDelegates,  // a blank image of its size
    "UIGraphicsImageRendererContext": .stored,
    "UIGraphicsImageRendererFormat": .stored,
    "UIGraphicsBeginImageContext(_:)": .aroundTheDelegates,  // a blank image of its size
    "UIGraphicsBeginImageContextWithOptions(_:_:_:)": .aroundTheDelegates,
    "UIGraphicsGetImageFromCurrentImageContext()": .aroundTheDelegates,
    "UIGraphicsGetCurrentContext()": .modelled,  // the per-thread stack
    "UIGraphicsEndImageContext()": .modelled,
    "UIGraphicsPushContext(_:)": .modelled,
    "UIGraphicsPopContext()": .modelled,
    "UIRectFill(_:)": .aroundTheDelegates,  // draws nothing
    "UIRectFrame(_:)": .aroundTheDelegates,

    // Hit testing, haptics, share sheets and context menus (issue 31): an event handed to hit
    // tests; the rest stored, nothing shown or felt.
    "UIEvent": .stored,
    "UIFeedbackGenerator": .stored,
    "UISelectionFeedbackGenerator": .stored,
    "UIImpactFeedbackGenerator": .stored,
    "UINotificationFeedbackGenerator": .stored,
    "UIActivityViewController": .stored,
    "UIActivity": .stored,
    "UIMenuElement": .stored,
    "UIMenu": .stored,
    "UIContextMenuConfiguration": .stored,
    "UIContextMenuActionProvider": .stored,
    "UIContextMenuContentPreviewProvider": .stored,
    "UIContextMenuInteraction": .stored,
    "UIContextMenuInteractionDelegate": .stored,  // never called
    "UIContextMenuInteractionAnimating": .stored,
    "UIContextMenuInteractionCommitAnimating": .stored,
    "UIContextMenuInteractionCommitStyle": .stored,
    "UITargetedPreview": .stored,
    "UIPreviewParameters": .stored,
  ]
}
