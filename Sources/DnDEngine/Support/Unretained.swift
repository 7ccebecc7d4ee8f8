/// Whether an object is still alive, for the references to it that must not keep it alive
/// (``Unretained``). The object owns one and ends it first thing in its `deinit`.
final class Lifetime {
  private(set) var isAlive = true

  func end() { isAlive = false }
}

/// An object that keeps a ``Lifetime`` for the ``Unretained`` references to it.
protocol LifetimeTracking: AnyObject {
  var lifetime: Lifetime { get }
}

/// A reference that does not keep its object alive and reads `nil` once the object has begun to
/// deinitialize — what a `weak` reference does.
///
/// Why not `weak`: the first weak reference to an object gives it a side table, and from then on
/// every retain and release of that object takes the Swift runtime's slow path, several times
/// the instructions of the fast one. Views, interactions, apps and sessions are retained and
/// released many times on every touch sample of a drag; weak references to them cost a fifth of
/// a replay's time.
///
/// Safety: the object is read only while its lifetime has not ended, and ``Lifetime/end()``
/// runs in the object's `deinit`, before its memory can be freed; an object is used on one
/// thread at a time. (A subclass's `deinit` runs before its superclass's, so during a `View`
/// subclass's own `deinit` the view still reads as alive — unlike `weak`, which reads `nil` from
/// the start of deinitialization; the memory is valid until the deinitializers are done.)
struct Unretained<Object: LifetimeTracking> {
  private let lifetime: Lifetime
  private unowned(unsafe) let object: Object

  init(_ object: Object) {
    self.lifetime = object.lifetime
    self.object = object
  }

  /// The object, or `nil` once it has begun to deinitialize.
  var value: Object? { lifetime.isAlive ? object : nil }
}
