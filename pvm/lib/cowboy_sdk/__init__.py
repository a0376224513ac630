"""cowboy_sdk 0.1.1: the in-PVM actor SDK (CIP-6).

Everything in the required actor-facing API (§5) and every error class
(§15) is importable from here. Pure parts work in plain scripts
(`cowboy pvm run`): Address, BlockHeight, SoftFloat, ordered_set,
CowboyModel, Verify, the codec, runtime.keccak256, derive_actor_address,
the decorators and the runner job descriptions. Everything that needs a
chain (storage, runtime context, call, send, events, tokens, timers,
randomness, awaiting runner jobs) raises HostUnavailableError there. See
docs/sdk.md.
"""

from cowboy_sdk.errors import (
    CowboyError, HostUnavailableError, DeterminismError, CycleLimitExceeded, LoopBoundExceeded,
    RunnerTimeoutError, CaptureTypeError, ContinuationLimitError, AddressError,
    ContinuationNotFoundError, CallDepthExceeded, ReentrancyError, PurityViolationError,
    StateConflictError, ContinuationCorruptedError, ActorCallError, ContinuationSizeLimitError,
    ContinuationCountLimitError, CodecError, ActorNotFoundError, PermissionDeniedError,
    RunnerValidationError, DeterministicValidationError,
)
from cowboy_sdk.types import Address, BlockHeight, SoftFloat, ordered_set, CowboyModel, Field
from cowboy_sdk import codec
from cowboy_sdk import runtime
from cowboy_sdk import runner
from cowboy_sdk.runner import Retry, TaskGroup
from cowboy_sdk.verify import Verify, VerifyBuilder
from cowboy_sdk.actor import (
    actor, public, callable_by, OWNER, SELF, pure, deferred, call, send, ActorRef, Storage,
    reentrancy_guard, storage_guard, GuardedValue, GuardSet, capture, Capture, bounded_loop,
    BoundedRange, check_iteration,
)
from cowboy_sdk import entry
from _cowboy_core import keccak256 as _keccak256, derive_actor_address as _derive
from cowboy_sdk.types import _address_bytes

__version__ = "0.1.1"


def derive_actor_address(deployer, salt, code_hash):
    """The CREATE2 address of an actor (§6.2):
    keccak256(0xff ‖ deployer ‖ salt32 ‖ code_hash)[12:] as an Address.

    deployer: Address, 20 bytes or hex str. salt: bytes (at most 32,
    left-padded with zeros), a "0x" hex str, or a non-negative int below
    2**256. code_hash: the keccak256 of the actor source, as 32 bytes or a
    "0x" hex str of them (as `cowboy actor get` prints it), or the source
    itself as str (UTF-8) or bytes, which is hashed."""
    deployer = _address_bytes(deployer, "deployer")
    if isinstance(salt, bool):
        raise TypeError("salt must be bytes, a hex str or an int")
    if isinstance(salt, int):
        if salt < 0 or salt >= 2 ** 256:
            raise ValueError("an int salt must be in [0, 2**256)")
        salt = salt.to_bytes(32, "big")
    elif isinstance(salt, str):
        text = salt[2:] if salt.startswith("0x") else salt
        if len(text) % 2:
            text = "0" + text
        salt = bytes.fromhex(text)
    elif isinstance(salt, bytearray):
        salt = bytes(salt)
    if not isinstance(salt, bytes):
        raise TypeError("salt must be bytes, a hex str or an int, not %s" % type(salt).__name__)
    if len(salt) > 32:
        raise ValueError("salt is %d bytes; at most 32 are allowed" % len(salt))
    code = code_hash
    if isinstance(code, str) and len(code) == 66 and code.startswith("0x") and _is_hex(code[2:]):
        code_hash = bytes.fromhex(code[2:])
    elif isinstance(code, str):
        code_hash = _keccak256(code.encode())
    elif isinstance(code, (bytes, bytearray)):
        code_hash = bytes(code) if len(code) == 32 else _keccak256(bytes(code))
    else:
        raise TypeError("code_hash must be the 32-byte keccak256 of the actor source (bytes or 0x hex) or the source")
    return Address(_derive(deployer, salt, code_hash))


def _is_hex(text):
    return all(ch in "0123456789abcdefABCDEF" for ch in text)


__all__ = [
    # actor core
    "actor", "ActorRef", "derive_actor_address",
    # handler modes, permissions
    "pure", "deferred", "public", "callable_by", "OWNER", "SELF",
    # call primitives, continuations, guards
    "call", "send", "capture", "Capture", "bounded_loop", "reentrancy_guard", "storage_guard",
    "GuardedValue", "GuardSet",
    # runner, types, verification, runtime
    "runner", "Retry", "TaskGroup", "Address", "BlockHeight", "SoftFloat", "ordered_set", "CowboyModel",
    "Verify", "runtime",
    # errors (§15)
    "CowboyError", "DeterminismError", "CycleLimitExceeded", "LoopBoundExceeded", "RunnerTimeoutError",
    "CaptureTypeError", "ContinuationLimitError", "AddressError", "ContinuationNotFoundError",
    "CallDepthExceeded", "ReentrancyError", "PurityViolationError", "StateConflictError",
    "ContinuationCorruptedError", "ActorCallError", "ContinuationSizeLimitError",
    "ContinuationCountLimitError", "CodecError", "ActorNotFoundError", "PermissionDeniedError",
    "RunnerValidationError", "DeterministicValidationError", "HostUnavailableError",
    # helpers
    "Field", "VerifyBuilder", "BoundedRange", "check_iteration", "Storage",
]
