"""The cowboy_sdk error hierarchy (CIP-6 §15).

Every class derives from CowboyError and carries HOST_ERROR_CODE (the Host
API error category, 1-8), ERROR_SLUG (E1xxx; several classes share a slug,
which names the category) and default ``why`` and ``fix`` texts. An instance
may override ``why`` and ``fix`` by assigning them. The classes are built
into the PVM: DeterminismError is the very class the interpreter raises for
set(), id() and other refused constructs, so ``except DeterminismError``
catches those refusals. CycleLimitExceeded exists for receipts and typing:
running out of cycles ends the execution and is never catchable.

HostUnavailableError (E1000) is raised by every function that needs a chain
when the program runs as a plain script (``cowboy pvm run``).
"""

from _cowboy_core import (
    CowboyError, HostUnavailableError, DeterminismError, CycleLimitExceeded, LoopBoundExceeded,
    RunnerTimeoutError, CaptureTypeError, ContinuationLimitError, AddressError,
    ContinuationNotFoundError, CallDepthExceeded, ReentrancyError, PurityViolationError,
    StateConflictError, ContinuationCorruptedError, ActorCallError, ContinuationSizeLimitError,
    ContinuationCountLimitError, CodecError, ActorNotFoundError, PermissionDeniedError,
    RunnerValidationError, DeterministicValidationError,
)

__all__ = [
    "CowboyError", "HostUnavailableError", "DeterminismError", "CycleLimitExceeded",
    "LoopBoundExceeded", "RunnerTimeoutError", "CaptureTypeError", "ContinuationLimitError",
    "AddressError", "ContinuationNotFoundError", "CallDepthExceeded", "ReentrancyError",
    "PurityViolationError", "StateConflictError", "ContinuationCorruptedError", "ActorCallError",
    "ContinuationSizeLimitError", "ContinuationCountLimitError", "CodecError", "ActorNotFoundError",
    "PermissionDeniedError", "RunnerValidationError", "DeterministicValidationError",
]


def _error(cls, message, why=None, fix=None):
    "An instance of cls with message and, when given, its own why/fix."
    e = cls(message)
    if why is not None:
        e.why = why
    if fix is not None:
        e.fix = fix
    return e
