/// The share sheet (UIKit's `UIActivityViewController`): a view controller offering services for
/// the items it is given. Stored: present it as on iOS (``UIViewController/present(_:animated:completion:)``)
/// and its view — a plain view, nothing drawn — covers the window and takes the touches there
/// until it is dismissed; no service is offered, chosen or run, so it never completes by itself
/// and ``completionWithItemsHandler`` is never called here. A test that stands for the user reads
/// ``activityItems`` and dismisses it.
open class UIActivityViewController: UIViewController {
  /// What the sheet shares, as given (a string, an image, a URL, an item source…).
  public let activityItems: [Any]

  /// The app's own services, as given.
  public let applicationActivities: [UIActivity]?

  /// A share sheet for `activityItems`, offering the system's services and
  /// `applicationActivities` (UIKit's
  /// `UIActivityViewController.init(activityItems:applicationActivities:)`).
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }

  /// Storyboards are not modelled: a controller made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Runs when the sheet is dismissed after a service ran or was cancelled (UIKit's
  /// `UIActivityViewController.completionWithItemsHandler`): stored, never called here.
  open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler?

  /// The services not to offer (UIKit's `UIActivityViewController.excludedActivityTypes`):
  /// stored.
  open var excludedActivityTypes: [UIActivity.ActivityType]?

  /// Whether a prominent service is shown first (UIKit's
  /// `UIActivityViewController.allowsProminentActivity`; default true): stored.
  open var allowsProminentActivity = true

  /// Where the sheet's popover points: made on first use, whatever the device (UIKit gives one on
  /// an iPad only, where the sheet is a popover), so that code that sets it runs on both.
  open override var popoverPresentationController: UIPopoverPresentationController? {
    popoverController
  }

  /// What ``completionWithItemsHandler`` is told (UIKit's
  /// `UIActivityViewController.CompletionWithItemsHandler`): the service chosen, whether it
  /// completed, the items it returned, the error.
  public typealias CompletionWithItemsHandler = (
    UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
  ) -> Void
}

/// A service a share sheet offers (UIKit's `UIActivity`); subclass it for the app's own. Stored:
/// no sheet shows it or runs it.
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// A service (UIKit's `UIActivity.init()`).
  public override init() {
    super.init()
  }

  /// The service's type (UIKit's `UIActivity.activityType`): nil by default; a subclass names
  /// its own.
  open var activityType: UIActivity.ActivityType? { nil }

  /// The service's title in the sheet (UIKit's `UIActivity.activityTitle`): nil by default.
  open var activityTitle: String? { nil }

  /// The service's image in the sheet (UIKit's `UIActivity.activityImage`): nil by default.
  open var activityImage: UIImage? { nil }

  /// Which row of the sheet the service is in (UIKit's `UIActivity.activityCategory`):
  /// ``Category/action`` by default.
  open class var activityCategory: UIActivity.Category { .action }

  /// Whether the service can act on `activityItems` (UIKit's
  /// `UIActivity.canPerform(withActivityItems:)`): false by default.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

  /// Hands the service the items it will act on (UIKit's
  /// `UIActivity.prepare(withActivityItems:)`): does nothing by default.
  open func prepare(withActivityItems activityItems: [Any]) {}

  /// The view controller the service shows (UIKit's `UIActivity.activityViewController`): nil by
  /// default.
  open var activityViewController: UIViewController? { nil }

  /// Runs the service (UIKit's `UIActivity.perform()`): tells ``activityDidFinish(_:)`` it did
  /// not complete by default.
  open func perform() {
    activityDidFinish(false)
  }

  /// Tells the sheet the service finished (UIKit's `UIActivity.activityDidFinish(_:)`): stored.
  open func activityDidFinish(_ completed: Bool) {}

  /// A service's identity (UIKit's `UIActivity.ActivityType`): a string, with the system's
  /// services as constants.
  nonisolated public struct ActivityType: RawRepresentable, Hashable, Sendable {
    /// The identifier.
    public let rawValue: String

    /// The service named `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The service named `rawValue` (UIKit's unlabelled form).
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// Sends in Messages.
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    /// Sends by mail.
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    /// Prints.
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    /// Copies to the pasteboard.
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    /// Assigns to a contact.
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    /// Saves to the photo library.
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    /// Adds to the reading list.
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    /// Sends by AirDrop.
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    /// Opens in Books.
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    /// Marks up as a PDF.
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    /// Posts to Facebook.
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    /// Posts to Twitter.
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    /// Posts to Weibo.
    public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
    /// Posts to Tencent Weibo.
    public static let postToTencentWeibo = ActivityType(
      "com.apple.UIKit.activity.TencentWeibo")
    /// Posts to Flickr.
    public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
    /// Posts to Vimeo.
    public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
  }

  /// The rows of a share sheet (UIKit's `UIActivity.Category`, with UIKit's raw values).
  nonisolated public enum Category: Int, Sendable {
    /// Acts on the content.
    case action = 0
    /// Shares the content.
    case share = 1
  }
}
