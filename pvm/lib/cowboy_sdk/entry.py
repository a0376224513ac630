"""The chain's entry into an actor (CIP-6 §6.4, §7, §8). The host runs
the actor's module, then calls dispatch(cls, method, payload) for each
message: it checks the handler exists and the sender may call it, runs the
handler under its mode, marks the actor initialized after a successful init,
and returns the CBOR-encoded result."""

from _cowboy_core import encode as _encode, decode as _decode
from cowboy_sdk.errors import ActorCallError, CodecError, CowboyError, PermissionDeniedError, _error
from cowboy_sdk.types import Address
from cowboy_sdk import runtime as _rt

__all__ = ["find_actor", "dispatch", "permitted"]


def _coroutine_type():
    async def probe():
        pass

    c = probe()
    c.close()
    return type(c)


_Coroutine = _coroutine_type()  # what calling an async def returns


def find_actor(namespace):
    "The @actor class among a module namespace's values (the last one defined)."
    found = None
    for v in namespace.values():
        if isinstance(v, type) and v.__dict__.get("__cowboy_actor__", False):
            found = v
    return found


def permitted(perms, sender, owner, actor_address):
    "Whether sender may call a handler with these permissions (§7.1)."
    if perms["public"]:
        return True
    if perms["owner"] and owner and owner != b"\x00" * 20 and sender == owner:
        return True
    if perms["self"] and sender == actor_address:
        return True
    return sender in perms["addresses"]


def _describe(perms):
    if perms["owner"] or perms["self"] or perms["addresses"]:
        who = []
        if perms["owner"]:
            who.append("the owner")
        if perms["self"]:
            who.append("the actor itself")
        if perms["addresses"]:
            who.append(", ".join([Address(a).to_hex() for a in perms["addresses"]]))
        return "callable only by " + " or ".join(who)
    return "not decorated with @public or @callable_by, so external callers are denied"


def dispatch(cls, method, payload):
    """Run handler `method` of actor class cls for the current message.
    payload is the message's raw bytes: canonical CBOR is decoded for the
    handler (empty bytes give None); other bytes are passed as they are.
    Returns the handler's result as canonical CBOR bytes."""
    handlers = cls.__dict__.get("__cowboy_handlers__")
    if handlers is None:
        raise TypeError("%s is not an @actor class" % cls.__name__)
    entry = handlers.get(method)
    if entry is None:
        raise _error(ActorCallError, "actor %s has no handler %r" % (cls.__name__, method))
    sender = _rt.get_sender()
    bootstrap = method == "init" and not _rt.is_initialized()
    if not bootstrap:
        perms = entry["permissions"]
        owner = _rt.get_owner() if perms["owner"] else b""
        me = _rt.get_actor_address() if perms["self"] else b""
        if not permitted(perms, sender, owner, me):
            raise _error(PermissionDeniedError, "%s.%s() may not be called by %s: it is %s"
                         % (cls.__name__, method, Address(sender).to_hex(), _describe(perms)))
    if isinstance(payload, (bytes, bytearray)):
        if len(payload) == 0:
            arg = None
        else:
            try:
                arg = _decode(payload)
            except CodecError:
                arg = bytes(payload)
    else:
        arg = payload
    instance = cls()
    previous = (_rt._context["mode"], _rt._context["handler"])
    _rt._context["mode"] = entry["mode"]
    _rt._context["handler"] = method
    try:
        result = getattr(instance, method)(arg)
    finally:
        _rt._context["mode"], _rt._context["handler"] = previous
    if type(result) is _Coroutine:
        result.close()
        raise _error(CowboyError, "%s.%s() is an async def: a handler must be a plain def (handlers that await "
                     "are continuations, @runner.continuation / @actor.continuation, which are not available "
                     "on this chain yet)" % (cls.__name__, method))
    if bootstrap:
        _rt._mark_initialized()
    return _encode(result)
