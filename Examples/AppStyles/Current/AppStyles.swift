// The files of this folder are app code in one style of real iOS apps (Examples/AppStyles/README.md).
#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif
