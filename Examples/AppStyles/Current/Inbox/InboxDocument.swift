//
//  InboxDocument.swift
//  Inbox
//
//  A document in the inbox. Model code: it needs only Foundation (where NSItemProvider lives).
//

#if canImport(UIKit)
  import Foundation
#else
  import DnDUIKit
#endif

struct InboxDocument: Hashable {
  let fileURL: URL

  var name: String { fileURL.lastPathComponent }

  /// A provider another app can drop: the document's file, as a PDF.
  func itemProvider() -> NSItemProvider {
    let provider = NSItemProvider()
    provider.suggestedName = fileURL.deletingPathExtension().lastPathComponent
    let url = fileURL
    provider.registerFileRepresentation(
      forTypeIdentifier: "com.adobe.pdf", fileOptions: [], visibility: .all
    ) { completion in
      completion(url, false, nil)
      return nil
    }
    return provider
  }
}
