"""cowboy_sdk.runtime: the Host API (CIP-6 §12).

Every function here except keccak256() and is_checkpoint_mode() talks to the
chain through one syscall (see docs/sdk.md for names and payloads).
Arguments are validated first, so mistakes raise TypeError/ValueError/
AddressError even in a plain script; then, without a chain, the call raises
HostUnavailableError. Host failures arrive as the matching CowboyError
subclass.
"""

import _cowboy_host
from _cowboy_core import encode as _encode, decode as _decode, keccak256 as _keccak256
from cowboy_sdk.errors import PurityViolationError, _error
from cowboy_sdk.types import _address_bytes

__all__ = [
    "get_sender", "get_actor_address", "get_block_height", "get_timestamp_ms",
    "get_state", "set_state", "delete_state", "scan_state_prefix", "emit_event",
    "token_create", "token_transfer", "token_approve", "token_transfer_from", "token_mint",
    "token_burn", "token_balance_of", "token_allowance", "token_total_supply",
    "schedule_timer", "schedule_timer_ex", "extend_timer", "cancel_timer",
    "submit_job", "upgrade_self", "keccak256", "randomness", "charge_gas",
    "get_owner", "transfer_ownership", "renounce_ownership", "assume_ownership_if_unowned",
    "is_initialized", "call_actor", "send_message", "is_checkpoint_mode", "has_host",
    "DEFAULT_CYCLES_LIMIT", "RESERVED_KEYS",
]

DEFAULT_CYCLES_LIMIT = 100_000
RESERVED_KEYS = ("__OWNER__", "__INITIALIZED__")
_RESERVED_BYTES = (b"__OWNER__", b"__INITIALIZED__")
_ZERO = b"\x00" * 20

# The handler mode of the running dispatch ("pure", "deferred" or None when
# no handler is being dispatched); set by cowboy_sdk.entry.
_context = {"mode": None, "handler": None}


def _syscall(name, args, caller):
    "Run one syscall: args is a dict encoded as the CBOR payload; returns the decoded result."
    return _decode(_cowboy_host.syscall(name, _encode(args), caller))


def has_host():
    "Whether this program runs with a chain host (False in a plain script)."
    return _cowboy_host.available()


def is_checkpoint_mode():
    "Always False: this PVM runs continuations as compiled state machines (§19.3)."
    return False


def _require_deferred(what):
    if _context["mode"] == "pure":
        raise _error(PurityViolationError,
                     "%s is an asynchronous side effect and handler %r is @pure (the default); mark it @deferred"
                     % (what, _context["handler"]))


def _bytes(value, what, maxlen=None):
    if isinstance(value, bytearray):
        value = bytes(value)
    if not isinstance(value, bytes):
        raise TypeError("%s must be bytes, not %s" % (what, type(value).__name__))
    if maxlen is not None and len(value) > maxlen:
        raise ValueError("%s is %d bytes, at most %d allowed" % (what, len(value), maxlen))
    return value


def _int(value, what, minimum=None):
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError("%s must be an int, not %s" % (what, type(value).__name__))
    if minimum is not None and value < minimum:
        raise ValueError("%s must be >= %d, got %d" % (what, minimum, value))
    return value


def _state_key(key, what="key"):
    if isinstance(key, str):
        key = key.encode()
    key = _bytes(key, what)
    if key in _RESERVED_BYTES:
        raise ValueError("%r is a reserved storage key managed by the SDK; use the runtime ownership APIs (§12.10)"
                         % key.decode())
    return key


# ---- context (§12.1)

def get_sender():
    "The caller of the current handler (20 bytes)."
    return _syscall("get_sender", {}, "runtime.get_sender()")


def get_actor_address():
    "This actor's own address (20 bytes)."
    return _syscall("get_actor_address", {}, "runtime.get_actor_address()")


def get_block_height():
    "The current block height."
    return _syscall("get_block_height", {}, "runtime.get_block_height()")


def get_timestamp_ms():
    "The block timestamp, milliseconds since the Unix epoch."
    return _syscall("get_timestamp_ms", {}, "runtime.get_timestamp_ms()")


# ---- state (§12.2, §12.11)

def get_state(key):
    "The raw bytes stored under key, or None."
    if isinstance(key, str):
        key = key.encode()
    return _syscall("state_get", {"key": _bytes(key, "key")}, "runtime.get_state()")


def set_state(key, value):
    "Store raw bytes under key (reserved keys refused)."
    return _syscall("state_set", {"key": _state_key(key), "value": _bytes(value, "value")}, "runtime.set_state()")


def delete_state(key):
    "Delete key (reserved keys refused)."
    return _syscall("state_delete", {"key": _state_key(key)}, "runtime.delete_state()")


def scan_state_prefix(prefix, limit=100):
    "Up to limit (key, value) pairs whose key starts with prefix, in key order (limit clamped to 1000)."
    if isinstance(prefix, str):
        prefix = prefix.encode()
    prefix = _bytes(prefix, "prefix", 32)
    limit = min(_int(limit, "limit", 1), 1000)
    rows = _syscall("state_scan_prefix", {"prefix": prefix, "limit": limit}, "runtime.scan_state_prefix()")
    return [(r[0], r[1]) for r in rows]


# ---- events (§12.3)

def emit_event(name, payload=None):
    "Emit a log entry in the receipt; payload (dict, bytes, str, ...) is stored as canonical CBOR."
    if not isinstance(name, str) or not name:
        raise TypeError("event name must be a non-empty str")
    return _syscall("emit_event", {"name": name, "payload": _encode(payload)}, "runtime.emit_event()")


# ---- tokens (§12.4, CIP-20)

def _token(token_id):
    if isinstance(token_id, str) and token_id.startswith("0x"):
        token_id = bytes.fromhex(token_id[2:])
    return _bytes(token_id, "token_id", 32)


def token_create(name, symbol, decimals, initial_supply, max_supply=None, transfer_hook=None, metadata_uri=None):
    "Create a token; returns its 32-byte token id. The creator becomes its owner and mint authority."
    if not isinstance(name, str) or not isinstance(symbol, str):
        raise TypeError("token name and symbol must be str")
    _int(decimals, "decimals", 0)
    if decimals > 255:
        raise ValueError("decimals must be at most 255")
    _int(initial_supply, "initial_supply", 0)
    if max_supply is not None:
        _int(max_supply, "max_supply", 0)
        if max_supply < initial_supply:
            raise ValueError("max_supply (%d) is below initial_supply (%d)" % (max_supply, initial_supply))
    hook = None if transfer_hook is None else _address_bytes(transfer_hook, "transfer_hook")
    if metadata_uri is not None and not isinstance(metadata_uri, str):
        raise TypeError("metadata_uri must be a str")
    return _syscall("token_create", {"name": name, "symbol": symbol, "decimals": decimals,
                                     "initial_supply": initial_supply, "max_supply": max_supply,
                                     "transfer_hook": hook, "metadata_uri": metadata_uri}, "runtime.token_create()")


def token_transfer(token_id, to, amount):
    return _syscall("token_transfer", {"token_id": _token(token_id), "to": _address_bytes(to, "to"),
                                       "amount": _int(amount, "amount", 0)}, "runtime.token_transfer()")


def token_approve(token_id, spender, amount):
    return _syscall("token_approve", {"token_id": _token(token_id), "spender": _address_bytes(spender, "spender"),
                                      "amount": _int(amount, "amount", 0)}, "runtime.token_approve()")


def token_transfer_from(token_id, from_addr, to, amount):
    return _syscall("token_transfer_from", {"token_id": _token(token_id), "from": _address_bytes(from_addr, "from_addr"),
                                            "to": _address_bytes(to, "to"), "amount": _int(amount, "amount", 0)},
                    "runtime.token_transfer_from()")


def token_mint(token_id, to, amount):
    return _syscall("token_mint", {"token_id": _token(token_id), "to": _address_bytes(to, "to"),
                                   "amount": _int(amount, "amount", 0)}, "runtime.token_mint()")


def token_burn(token_id, amount):
    return _syscall("token_burn", {"token_id": _token(token_id), "amount": _int(amount, "amount", 0)},
                    "runtime.token_burn()")


def token_balance_of(token_id, account):
    return _syscall("token_balance_of", {"token_id": _token(token_id), "account": _address_bytes(account, "account")},
                    "runtime.token_balance_of()")


def token_allowance(token_id, owner, spender):
    return _syscall("token_allowance", {"token_id": _token(token_id), "owner": _address_bytes(owner, "owner"),
                                        "spender": _address_bytes(spender, "spender")}, "runtime.token_allowance()")


def token_total_supply(token_id):
    return _syscall("token_total_supply", {"token_id": _token(token_id)}, "runtime.token_total_supply()")


# ---- timers (§12.5, CIP-5)

def schedule_timer(fire_at_block, payload):
    "Deliver payload (bytes) to on_timer at block fire_at_block; returns the timer id."
    _require_deferred("runtime.schedule_timer()")
    return _syscall("schedule_timer", {"height": _int(fire_at_block, "fire_at_block", 1),
                                       "payload": _bytes(payload, "payload")}, "runtime.schedule_timer()")


def schedule_timer_ex(height, payload, fee_payer=None, gas_limit=None, expires_at=None):
    "schedule_timer() with a fee payer, a per-fire gas limit and an expiry height."
    _require_deferred("runtime.schedule_timer_ex()")
    return _syscall("schedule_timer_ex", {
        "height": _int(height, "height", 1), "payload": _bytes(payload, "payload"),
        "fee_payer": None if fee_payer is None else _address_bytes(fee_payer, "fee_payer"),
        "gas_limit": None if gas_limit is None else _int(gas_limit, "gas_limit", 1),
        "expires_at": None if expires_at is None else _int(expires_at, "expires_at", 1),
    }, "runtime.schedule_timer_ex()")


def extend_timer(timer_id, new_expires_at):
    _require_deferred("runtime.extend_timer()")
    return _syscall("extend_timer", {"timer_id": _bytes(timer_id, "timer_id"),
                                     "new_expires_at": _int(new_expires_at, "new_expires_at", 1)},
                    "runtime.extend_timer()")


def cancel_timer(timer_id):
    _require_deferred("runtime.cancel_timer()")
    return _syscall("cancel_timer", {"timer_id": _bytes(timer_id, "timer_id")}, "runtime.cancel_timer()")


# ---- jobs, upgrades (§12.6, §12.7)

def submit_job(payload):
    "Submit an off-chain job (CIP-2); prefer runner continuations."
    _require_deferred("runtime.submit_job()")
    if not isinstance(payload, (bytes, bytearray)):
        payload = _encode(payload)
    return _syscall("submit_job", {"payload": bytes(payload)}, "runtime.submit_job()")


def upgrade_self(new_code, new_manifest=None):
    "Replace this actor's code (and optionally narrow its manifest); needs sys.upgrade."
    if isinstance(new_code, str):
        new_code = new_code.encode()
    if isinstance(new_manifest, str):
        new_manifest = new_manifest.encode()
    return _syscall("upgrade_self", {"code": _bytes(new_code, "new_code"),
                                     "manifest": None if new_manifest is None else _bytes(new_manifest, "new_manifest")},
                    "runtime.upgrade_self()")


# ---- crypto, metering (§12.8, §12.9)

def keccak256(data):
    "The 32-byte legacy Keccak-256 digest (as Ethereum). Works without a chain."
    if isinstance(data, str):
        raise TypeError("keccak256() needs bytes; encode text first (s.encode())")
    return _keccak256(data)


def randomness(domain):
    "Deterministic per-block VRF output (32 bytes) keyed by domain."
    if isinstance(domain, str):
        domain = domain.encode()
    return _syscall("randomness", {"domain": _bytes(domain, "domain", 256)}, "runtime.randomness()")


def charge_gas(amount):
    "Consume amount cycles now."
    return _syscall("charge_gas", {"amount": _int(amount, "amount", 0)}, "runtime.charge_gas()")


# ---- ownership (§12.10)

def get_owner():
    "The owner's 20 bytes, or b'' when unset."
    return _syscall("get_owner", {}, "runtime.get_owner()")


def transfer_ownership(new_owner):
    "Make new_owner the owner (only the owner or the actor itself once set)."
    raw = _address_bytes(new_owner, "new_owner")
    if raw == _ZERO:
        raise ValueError("transfer_ownership() to the zero address is refused; call renounce_ownership() to give up ownership")
    return _syscall("transfer_ownership", {"new_owner": raw}, "runtime.transfer_ownership()")


def renounce_ownership():
    "Set the owner to the zero address, irrevocably."
    return _syscall("renounce_ownership", {}, "runtime.renounce_ownership()")


def assume_ownership_if_unowned():
    "Make the sender the owner if there is none; returns the owner."
    return _syscall("assume_ownership_if_unowned", {}, "runtime.assume_ownership_if_unowned()")


def is_initialized():
    "True once init has returned successfully."
    return _syscall("is_initialized", {}, "runtime.is_initialized()")


# ---- messaging (§9; the low-level forms of call() and send())

def call_actor(target, method, payload=None, cycles_limit=DEFAULT_CYCLES_LIMIT):
    "Synchronous call: run target's handler method in this transaction and return its result."
    raw = _address_bytes(target, "target")
    if not isinstance(method, str) or not method:
        raise TypeError("method must be a non-empty str")
    _int(cycles_limit, "cycles_limit", 1)
    return _syscall("call_actor", {"target": raw, "method": method, "args": _encode(payload),
                                   "cycles_limit": cycles_limit}, "call()")


def send_message(target, payload=None, method=None):
    "Fire-and-forget message to target, delivered next block (only from @deferred handlers)."
    raw = _address_bytes(target, "target")
    if method is not None and (not isinstance(method, str) or not method):
        raise TypeError("method must be a non-empty str or None")
    data = _encode(payload)
    _require_deferred("send()")
    return _syscall("send_message", {"target": raw, "method": method, "payload": data}, "send()")


def _mark_initialized():
    return _syscall("mark_initialized", {}, "init")
