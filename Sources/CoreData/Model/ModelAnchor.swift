/// A back-reference within a model (a property's entity, an entity's superentity, a
/// relationship's destination and inverse) that reads nil once its target is gone, without a
/// Swift weak reference.
///
/// A weakly referenced object gets a side table, and every retain and release of it then
/// takes the runtime's slow path: entities are retained by each managed object and object ID
/// made. Instead the target owns an anchor that points back at it unretained, set by its
/// initializer and cleared by its `deinit`; references hold the anchor. As with
/// ``ContextReference``, a target must not go on one thread while another reads it (model
/// descriptions are not `Sendable`; a model in use is held by its coordinator).
final class ModelAnchor<Target: AnyObject>: @unchecked Sendable {
  @exclusivity(unchecked) unowned(unsafe) var target: Target?
}
