//
//  InboxViewController.swift
//  Inbox
//
//  A files inbox: drop PDFs from Files or Mail and they are copied into the inbox; drop text and
//  it becomes a note.
//

#if canImport(UIKit)
  import UIKit
  import UniformTypeIdentifiers
#else
  import DnDUIKit
#endif

final class InboxViewController: UIViewController, UIDropInteractionDelegate {
  let inboxFolder: URL
  private(set) var documents: [InboxDocument] = []
  private(set) var notes: [String] = []
  private(set) var failures: [String] = []
  private let statusLabel = UILabel()

  init(inboxFolder: URL) {
    self.inboxFolder = inboxFolder
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.accessibilityIdentifier = "inbox"
    view.addInteraction(UIDropInteraction(delegate: self))
    statusLabel.frame = CGRect(x: 16, y: 16, width: 320, height: 24)
    statusLabel.accessibilityIdentifier = "status"
    view.addSubview(statusLabel)
    updateStatus()
  }

  private func updateStatus() {
    var parts = ["\(documents.count) documents", "\(notes.count) notes"]
    if let failure = failures.last { parts.append(failure) }
    statusLabel.text = parts.joined(separator: " · ")
  }

  // MARK: - UIDropInteractionDelegate

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
    session.hasItemsConforming(toTypeIdentifiers: [
      UTType.pdf.identifier, UTType.plainText.identifier,
    ])
  }

  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
  ) -> UIDropProposal {
    UIDropProposal(operation: .copy)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    let providers = session.items.map(\.itemProvider)
    Task {
      for provider in providers {
        let name = provider.suggestedName ?? "Untitled"
        do {
          if provider.hasItemConformingToTypeIdentifier(UTType.pdf.identifier) {
            let copy = try await provider.copyFile(for: .pdf, into: inboxFolder)
            documents.append(InboxDocument(fileURL: copy))
          } else {
            let data = try await provider.loadDataRepresentation(for: .plainText)
            notes.append(String(decoding: data, as: UTF8.self))
          }
        } catch {
          failures.append("Could not import \(name): \(error.localizedDescription)")
        }
      }
      updateStatus()
    }
  }
}

extension NSItemProvider {
  /// Copies the dropped file of `type` into `folder` (the system deletes its own copy as soon as
  /// the completion handler returns) and gives the copy's URL.
  func copyFile(for type: UTType, into folder: URL) async throws -> URL {
    try await withCheckedThrowingContinuation { continuation in
      _ = loadFileRepresentation(for: type, openInPlace: false) { url, _, error in
        guard let url else {
          continuation.resume(throwing: error ?? CocoaError(.fileReadUnknown))
          return
        }
        let accessing = url.startAccessingSecurityScopedResource()
        defer {
          if accessing { url.stopAccessingSecurityScopedResource() }
        }
        let destination = folder.appendingPathComponent(url.lastPathComponent)
        do {
          if FileManager.default.fileExists(atPath: destination.path) {
            try FileManager.default.removeItem(at: destination)
          }
          try FileManager.default.copyItem(at: url, to: destination)
          continuation.resume(returning: destination)
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
  }

  /// The data of `contentType`, awaited.
  func loadDataRepresentation(for contentType: UTType) async throws -> Data {
    try await withCheckedThrowingContinuation { continuation in
      _ = loadDataRepresentation(for: contentType) { data, error in
        if let data {
          continuation.resume(returning: data)
        } else {
          continuation.resume(throwing: error ?? CocoaError(.fileReadUnknown))
        }
      }
    }
  }
}
