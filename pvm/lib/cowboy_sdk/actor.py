"""Actor authoring: @actor, permissions, handler modes, call/send, ActorRef,
storage, guards, capture and bounded loops (CIP-6 §6-§10).

Decorators record metadata on the function, in plain values the host reads:

    fn.__cowboy_permissions__  {"public": bool, "owner": bool, "self": bool,
                                "addresses": [20-byte bytes, ...]}
    fn.__cowboy_mode__         "pure" | "deferred"
    fn.__cowboy_reentrancy_guard__   True
    fn.__cowboy_storage_guard__      ["key", ...]
    fn.__cowboy_continuation__       {"kind": "runner" | "actor",
                                      "guard_unchanged": [...], "timeout_blocks": N | None}
    fn.__cowboy_bounded_loop__       max_iterations

@actor collects them into cls.__cowboy_handlers__ = {name: {"permissions":
..., "mode": ..., "reentrancy_guard": bool, "storage_guard": [...],
"continuation": {...} | None}} for every handler (non-underscore methods,
plus underscore ones with an explicit permission), and sets
cls.__cowboy_actor__ = True. Enforcement happens when the chain dispatches
a message through cowboy_sdk.entry.dispatch(); a method called directly
(self.helper(), or in a script) runs without checks, as §7 prescribes for
intra-actor calls.
"""

from _cowboy_core import encode as _encode, decode as _decode, keccak256 as _keccak256
from cowboy_sdk.errors import (CaptureTypeError, CodecError, LoopBoundExceeded, ReentrancyError,
                               StateConflictError, ContinuationLimitError, _error)
from cowboy_sdk.types import Address, _address_bytes
from cowboy_sdk import runtime as _rt

__all__ = [
    "actor", "public", "callable_by", "OWNER", "SELF", "pure", "deferred", "call", "send", "ActorRef",
    "Storage", "reentrancy_guard", "storage_guard", "GuardedValue", "GuardSet", "capture", "Capture",
    "bounded_loop", "BoundedRange", "check_iteration",
]


# ---------------------------------------------------------------- permissions

class _Marker:
    def __init__(self, name):
        self._name = name

    def __repr__(self):
        return self._name


OWNER = _Marker("OWNER")
SELF = _Marker("SELF")


def _perms(fn):
    p = getattr(fn, "__cowboy_permissions__", None)
    if p is None:
        p = {"public": False, "owner": False, "self": False, "addresses": []}
        fn.__cowboy_permissions__ = p
    return p


def public(fn):
    "@public: any caller may invoke the handler."
    _perms(fn)["public"] = True
    return fn


def callable_by(*callers):
    """@callable_by(OWNER), @callable_by(SELF), @callable_by(addr, ...):
    only the owner, the actor itself (sender == self.address) or the listed
    20-byte addresses (bytes, hex str or Address) may invoke the handler."""
    if not callers:
        raise TypeError("callable_by() needs at least one caller: OWNER, SELF or an address")
    owner, me, addrs = False, False, []
    for c in callers:
        if c is OWNER:
            owner = True
        elif c is SELF:
            me = True
        else:
            addrs.append(_address_bytes(c, "callable_by() caller"))

    def mark(fn):
        p = _perms(fn)
        p["owner"] = p["owner"] or owner
        p["self"] = p["self"] or me
        for a in addrs:
            if a not in p["addresses"]:
                p["addresses"].append(a)
        return fn

    return mark


def pure(fn):
    "@pure (the default): the handler may not issue async side effects."
    if getattr(fn, "__cowboy_mode__", "pure") != "pure":
        raise TypeError("%s is already @deferred; a handler is either @pure or @deferred" % fn.__name__)
    fn.__cowboy_mode__ = "pure"
    return fn


def deferred(fn):
    "@deferred: the handler may send(), schedule timers and submit jobs."
    if getattr(fn, "__cowboy_mode__", "deferred") != "deferred":
        raise TypeError("%s is already @pure; a handler is either @pure or @deferred" % fn.__name__)
    fn.__cowboy_mode__ = "deferred"
    return fn


# ---------------------------------------------------------------- @actor

class _SelfAddress:
    "The actor's own address, read from the host on first use."

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return Address(_rt.get_actor_address())


class _StorageAttr:
    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return _STORAGE


def _handler_entry(name, fn):
    perms = getattr(fn, "__cowboy_permissions__", None)
    if perms is None:
        perms = {"public": False, "owner": False, "self": False, "addresses": []}
    return {
        "permissions": perms,
        "mode": getattr(fn, "__cowboy_mode__", "pure"),
        "reentrancy_guard": bool(getattr(fn, "__cowboy_reentrancy_guard__", False)),
        "storage_guard": list(getattr(fn, "__cowboy_storage_guard__", [])),
        "continuation": getattr(fn, "__cowboy_continuation__", None),
    }


def actor(cls):
    """@actor: makes a class the actor's entry point. Injects self.address
    (the actor's Address) and self.storage (the storage proxy), and records
    the handler table cls.__cowboy_handlers__ (see the module docstring)."""
    if not isinstance(cls, type):
        raise TypeError("@actor decorates a class")
    handlers = {}
    for klass in reversed(cls.__mro__):
        if klass is object:
            continue
        for name, fn in klass.__dict__.items():
            if name.startswith("__") or not callable(fn) or isinstance(fn, type):
                continue
            if name.startswith("_") and getattr(fn, "__cowboy_permissions__", None) is None:
                continue
            handlers[name] = _handler_entry(name, fn)
    cls.__cowboy_handlers__ = handlers
    cls.__cowboy_actor__ = True
    cls.address = _SelfAddress()
    cls.storage = _StorageAttr()
    return cls


def _actor_continuation(fn=None, *, timeout_blocks=None, guard_unchanged=None):
    """@actor.continuation or @actor.continuation(timeout_blocks=N): an async
    handler awaiting ActorRef.async_*() calls; recorded like
    @runner.continuation with kind "actor"."""
    guards = [] if guard_unchanged is None else list(guard_unchanged)
    if timeout_blocks is not None and (isinstance(timeout_blocks, bool) or not isinstance(timeout_blocks, int)
                                       or timeout_blocks < 1):
        raise ValueError("timeout_blocks must be a positive int (blocks)")

    def mark(f):
        f.__cowboy_continuation__ = {"kind": "actor", "guard_unchanged": guards, "timeout_blocks": timeout_blocks}
        return f

    if fn is not None:
        return mark(fn)
    return mark


actor.continuation = _actor_continuation


# ---------------------------------------------------------------- storage

class Storage:
    """self.storage: the actor's private key-value store (§6.5). Keys are
    str (UTF-8); values are CBOR-encoded. Reading a missing key gives None.
    The reserved keys __OWNER__ and __INITIALIZED__ raise ValueError."""

    def _key(self, key):
        if not isinstance(key, str):
            raise TypeError("storage keys must be str, not %s" % type(key).__name__)
        if key in _rt.RESERVED_KEYS:
            raise ValueError("%r is a reserved storage key managed by the SDK; use runtime.get_owner(), "
                             "runtime.transfer_ownership() and runtime.is_initialized() instead" % key)
        return key.encode()

    def __getitem__(self, key):
        raw = _rt._syscall("state_get", {"key": self._key(key)}, "self.storage[...]")
        return None if raw is None else _decode(raw)

    def get(self, key, default=None):
        raw = _rt._syscall("state_get", {"key": self._key(key)}, "self.storage.get()")
        return default if raw is None else _decode(raw)

    def __setitem__(self, key, value):
        k = self._key(key)
        data = _encode(value)
        _rt._syscall("state_set", {"key": k, "value": data}, "self.storage[...] = ...")

    def set(self, key, value):
        self[key] = value

    def __delitem__(self, key):
        _rt._syscall("state_delete", {"key": self._key(key)}, "del self.storage[...]")

    def delete(self, key):
        del self[key]

    def __contains__(self, key):
        return _rt._syscall("state_get", {"key": self._key(key)}, "key in self.storage") is not None

    def get_raw(self, key):
        "The stored bytes, verbatim, or None."
        return _rt._syscall("state_get", {"key": self._key(key)}, "self.storage.get_raw()")

    def set_raw(self, key, data):
        "Store bytes verbatim."
        if isinstance(data, bytearray):
            data = bytes(data)
        if not isinstance(data, bytes):
            raise TypeError("set_raw() stores bytes, not %s" % type(data).__name__)
        _rt._syscall("state_set", {"key": self._key(key), "value": data}, "self.storage.set_raw()")

    def guard(self, key):
        "A GuardedValue snapshot of key (§10.3)."
        self._key(key)
        return GuardedValue(key, self.get(key), storage=self)

    def __repr__(self):
        return "<actor storage>"


_STORAGE = Storage()


# ---------------------------------------------------------------- guards

def fingerprint(value):
    "keccak256(canonical CBOR of value): the guard fingerprint."
    return _keccak256(_encode(value))


class GuardedValue:
    """A snapshot of a storage value with its fingerprint
    keccak256(cbor(value)). .value re-reads the key and raises
    StateConflictError if it changed since the snapshot; .snapshot is the
    value as captured; check(current) compares against a value you pass
    (pure, works in scripts)."""

    def __init__(self, key, value, storage=None, snapshot_hash=None):
        if not isinstance(key, str):
            raise TypeError("a guarded key is a str")
        self.key = key
        self.snapshot = value
        self.snapshot_hash = fingerprint(value) if snapshot_hash is None else snapshot_hash
        self._storage = storage

    def check(self, current):
        if fingerprint(current) != self.snapshot_hash:
            raise _error(StateConflictError, "storage key %r changed since it was guarded" % self.key)
        return current

    @property
    def value(self):
        storage = self._storage if self._storage is not None else _STORAGE
        return self.check(storage.get(self.key))

    def to_dict(self):
        return {"key": self.key, "snapshot_hash": self.snapshot_hash}

    def __repr__(self):
        return "GuardedValue(%r, 0x%s)" % (self.key, self.snapshot_hash.hex())


class GuardSet:
    """Several guarded keys checked together: add() snapshots, check()
    re-reads them all and raises one StateConflictError naming every
    changed key, verify(current) does the same against a dict you pass."""

    def __init__(self, guards=()):
        self._guards = {}
        for g in guards:
            self.add_guard(g)

    def add_guard(self, guard):
        if not isinstance(guard, GuardedValue):
            raise TypeError("GuardSet holds GuardedValues")
        self._guards[guard.key] = guard
        return guard

    def add(self, key, value):
        return self.add_guard(GuardedValue(key, value))

    def guard(self, key, storage=None):
        s = storage if storage is not None else _STORAGE
        return self.add_guard(s.guard(key))

    def keys(self):
        return list(self._guards)

    def fingerprints(self):
        return {k: g.snapshot_hash for k, g in self._guards.items()}

    def verify(self, current):
        changed = [k for k, g in self._guards.items() if fingerprint(current.get(k)) != g.snapshot_hash]
        if changed:
            raise _error(StateConflictError, "guarded storage keys changed: %s" % ", ".join(changed))

    def check(self):
        self.verify({k: _STORAGE.get(k) for k in self._guards})

    def __len__(self):
        return len(self._guards)

    def __contains__(self, key):
        return key in self._guards

    def __iter__(self):
        return iter(self._guards.values())


def reentrancy_guard(fn):
    """@reentrancy_guard: refuse re-entering the handler for the same caller
    before it returns. The lock lives in storage under
    b"__reentrancy:" + keccak256(method_name ‖ caller) and is released when
    the handler exits."""
    name = fn.__name__

    def guarded(*args, **kwargs):
        key = b"__reentrancy:" + _keccak256(name.encode() + _rt.get_sender())
        if _rt._syscall("state_get", {"key": key}, "@reentrancy_guard") is not None:
            raise _error(ReentrancyError, "%s() was re-entered by the same caller before it returned" % name)
        _rt._syscall("state_set", {"key": key, "value": b"\x01"}, "@reentrancy_guard")
        try:
            return fn(*args, **kwargs)
        finally:
            _rt._syscall("state_delete", {"key": key}, "@reentrancy_guard")

    _copy_meta(fn, guarded)
    guarded.__cowboy_reentrancy_guard__ = True
    return guarded


def _copy_meta(src, dst):
    dst.__name__ = src.__name__
    dst.__qualname__ = src.__qualname__
    dst.__doc__ = src.__doc__
    dst.__wrapped__ = src
    for attr in ("__cowboy_permissions__", "__cowboy_mode__", "__cowboy_storage_guard__",
                 "__cowboy_continuation__", "__cowboy_bounded_loop__"):
        v = getattr(src, attr, None)
        if v is not None:
            setattr(dst, attr, v)


def storage_guard(*keys):
    """@storage_guard("price", "config"): the listed storage keys must not
    change while the handler's continuation waits (checked on resume, like
    guard_unchanged=). Recorded as fn.__cowboy_storage_guard__."""
    if len(keys) == 1 and isinstance(keys[0], (list, tuple)):
        keys = tuple(keys[0])
    if not keys:
        raise TypeError("storage_guard() needs at least one key")
    for k in keys:
        if not isinstance(k, str):
            raise TypeError("storage_guard() keys must be str")

    def mark(fn):
        fn.__cowboy_storage_guard__ = list(getattr(fn, "__cowboy_storage_guard__", [])) + [
            k for k in keys if k not in getattr(fn, "__cowboy_storage_guard__", [])]
        return fn

    return mark


# ---------------------------------------------------------------- capture

class Capture:
    """The explicit local state of a continuation (§10.2): attributes set on
    it survive awaits. Every assignment is checked to be CBOR-encodable and
    raises CaptureTypeError otherwise; to_dict()/snapshot() give the state."""

    def __init__(self, **values):
        object.__setattr__(self, "_vars", {})
        for k, v in values.items():
            setattr(self, k, v)

    def __setattr__(self, name, value):
        if name.startswith("_"):
            raise AttributeError("captured names may not start with an underscore")
        try:
            _encode(value)
        except CodecError as e:
            raise _error(CaptureTypeError, "cannot capture %s = %s: %s" % (name, type(value).__name__, e))
        self._vars[name] = value

    def __getattr__(self, name):
        vars = object.__getattribute__(self, "_vars")
        if name in vars:
            return vars[name]
        raise AttributeError("nothing captured as %r" % name)

    def __delattr__(self, name):
        del self._vars[name]

    def __contains__(self, name):
        return name in self._vars

    def to_dict(self):
        return dict(self._vars)

    def snapshot(self):
        "The canonical CBOR of the captured state (re-checks every value)."
        try:
            return _encode(self._vars)
        except CodecError as e:
            raise _error(CaptureTypeError, "captured state is not CBOR-encodable: %s" % e)

    def __cbor__(self):
        return self._vars

    def __repr__(self):
        return "Capture(%s)" % ", ".join(["%s=%r" % kv for kv in self._vars.items()])


def capture(**values):
    "A new Capture for a continuation's locals."
    return Capture(**values)


# ---------------------------------------------------------------- bounded loops

def check_iteration(i, max_iterations):
    "Raise LoopBoundExceeded once iteration index i reaches max_iterations."
    if i >= max_iterations:
        raise _error(LoopBoundExceeded, "loop exceeded its bound of %d iterations" % max_iterations)


class BoundedRange:
    """Iterate over iterable (or range(n) for an int), raising
    LoopBoundExceeded if it yields more than max_iterations items."""

    def __init__(self, iterable, max_iterations):
        if isinstance(max_iterations, bool) or not isinstance(max_iterations, int) or max_iterations < 0:
            raise ValueError("max_iterations must be a non-negative int")
        self._it = range(iterable) if isinstance(iterable, int) else iterable
        self.max_iterations = max_iterations

    def __iter__(self):
        i = 0
        for x in self._it:
            check_iteration(i, self.max_iterations)
            i += 1
            yield x


def bounded_loop(max_iterations):
    """@bounded_loop(max_iterations=N): declares the bound of a loop with
    awaits inside a continuation (§10.4); recorded as
    fn.__cowboy_bounded_loop__ = N for the continuation compiler."""
    if isinstance(max_iterations, bool) or not isinstance(max_iterations, int) or max_iterations < 1:
        raise ValueError("max_iterations must be a positive int")

    def mark(fn):
        fn.__cowboy_bounded_loop__ = max_iterations
        return fn

    return mark


# ---------------------------------------------------------------- call, send, ActorRef

def call(target, method, args=None, cycles_limit=_rt.DEFAULT_CYCLES_LIMIT):
    """Synchronous cross-actor call in the same transaction (§9.1): runs
    target's handler `method` with args (a dict of keyword arguments or a
    list of positional ones, CBOR-encoded) under cycles_limit, and returns
    its decoded result. Callee errors propagate and roll back."""
    return _rt.call_actor(target, method, args, cycles_limit)


def send(target, payload=None, *, message=None, method=None):
    """Fire-and-forget message (§9.2), delivered at the start of the next
    block; only from @deferred handlers. `message=` is accepted as an alias
    of payload; method= names the handler to deliver to (else the host's
    default delivery)."""
    if message is not None:
        if payload is not None:
            raise TypeError("send() takes payload or message, not both")
        payload = message
    _rt.send_message(target, payload, method)


class _AsyncCall:
    "An await ActorRef(...).async_method(...) request (actor continuation)."

    def __init__(self, target, method, args):
        self.target = target
        self.method = method
        self.args = args

    def to_dict(self):
        return {"target": self.target, "method": self.method, "args": self.args}

    def __await__(self):
        if not _rt.has_host():
            raise _error(ContinuationLimitError, "await %s.async_%s() needs a running actor on a chain "
                         "(deploy with `cowboy actor deploy`)" % (Address(self.target), self.method))
        raise _error(ContinuationLimitError, "await ActorRef.async_%s() is only allowed inside an "
                     "@actor.continuation handler" % self.method)
        yield


class ActorRef:
    """A handle on another actor: ref.method(*args) lowers to
    call(target, "method", list(args)) and ref.method(**kw) to
    call(target, "method", kw); ref.async_method(...) is awaitable inside an
    @actor.continuation."""

    def __init__(self, target, cycles_limit=_rt.DEFAULT_CYCLES_LIMIT):
        object.__setattr__(self, "_target", _address_bytes(target, "ActorRef target"))
        object.__setattr__(self, "_cycles", cycles_limit)

    @property
    def address(self):
        return Address(self._target)

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        target, cycles = self._target, self._cycles
        if name.startswith("async_"):
            method = name[len("async_"):]

            def request(*args, **kwargs):
                return _AsyncCall(target, method, _call_args(args, kwargs))
            return request

        def invoke(*args, **kwargs):
            return call(target, name, _call_args(args, kwargs), cycles)
        return invoke

    def __eq__(self, other):
        return isinstance(other, ActorRef) and other._target == self._target

    def __hash__(self):
        return hash(self._target)

    def __repr__(self):
        return "ActorRef('%s')" % Address(self._target).to_hex()


def _call_args(args, kwargs):
    if args and kwargs:
        raise TypeError("pass either positional or keyword arguments to an actor method, not both")
    if kwargs:
        return dict(kwargs)
    return list(args)
