package pvm

import "errors"

// The cowboy_sdk error hierarchy (CIP-6 §15). The classes are built-in
// exception types of the module "cowboy_sdk" so that the interpreter's own
// DeterminismError (raised for set(), id(), ...) is one of them: it derives
// from CowboyError, and `except cowboy_sdk.DeterminismError` catches the
// interpreter's refusals. The Python package re-exports these classes.
//
// Every class carries HOST_ERROR_CODE (the Host API error category, 1-8),
// ERROR_SLUG (E1xxx; several classes may share one) and default `why` and
// `fix` texts as class attributes; an instance may override why and fix by
// assigning them. CycleLimitExceeded exists for receipts and typing only:
// running out of cycles ends the execution with a *LimitError that no
// Python code can catch, so `except CycleLimitExceeded` never fires for it.

// Host API error codes (HOST_ERROR_CODE): the category a host error falls in.
const (
	HostErrDeterminism = 1 // a non-deterministic operation was refused
	HostErrLimit       = 2 // a budget or bound ran out (cycles, loop bound, timeout, depth, quotas)
	HostErrInvalid     = 3 // an argument or value is malformed (address, codec, capture)
	HostErrNotFound    = 4 // the target does not exist (actor, continuation)
	HostErrForbidden   = 5 // not allowed here (permission, entitlement, purity, reentrancy, read-only)
	HostErrConflict    = 6 // state changed or is corrupt
	HostErrCallFailed  = 7 // a callee or runner result failed
	HostErrOther       = 8 // anything else (the CowboyError base, no host)
)

type sdkErrorDef struct {
	name, base string
	code       int
	slug       string
	why, fix   string
}

// sdkErrorDefs lists the classes in definition order (bases first).
var sdkErrorDefs = []sdkErrorDef{
	{"CowboyError", "", HostErrOther, "E1000",
		"An operation of the Cowboy SDK or host failed.",
		"Read the message for the specific cause; catch a more specific subclass to handle it."},
	{"HostUnavailableError", "CowboyError", HostErrOther, "E1000",
		"This function talks to the chain (storage, context, messages, tokens, timers, runners), and this program is not running as an actor on a chain: a plain `cowboy pvm run` script has no host.",
		"Deploy the actor with `cowboy actor deploy --code FILE.py` and invoke it with `cowboy actor execute`, or run it against a local chain started with `cowboy devnet`. Pure helpers (Address, codec, Verify, CowboyModel, ordered_set, keccak256, derive_actor_address) work in scripts."},
	{"DeterminismError", "CowboyError", HostErrDeterminism, "E1101",
		"The operation would make execution differ between validators (hardware floats, set iteration order, object identity, wall-clock time, unseeded randomness, I/O).",
		"Use the deterministic replacement: ordered_set or a dict instead of set(), SoftFloat instead of float fields, runtime.get_block_height()/get_timestamp_ms() instead of time, runtime.randomness(domain) instead of random."},
	{"CycleLimitExceeded", "CowboyError", HostErrLimit, "E1201",
		"The execution used its whole cycle budget. This ends the execution and cannot be caught; the class exists for receipts and type checks.",
		"Raise --cycles-limit (or cycles_limit= for call()), or do less work per call: split large loops across messages or timers."},
	{"LoopBoundExceeded", "CowboyError", HostErrLimit, "E1201",
		"A @bounded_loop (or BoundedRange/check_iteration) ran more iterations than its declared max_iterations.",
		"Slice the input before looping (items[:N]) or raise max_iterations; the bound must cover every input the handler can receive."},
	{"RunnerTimeoutError", "CowboyError", HostErrLimit, "E1201",
		"An off-chain runner job did not deliver a result within its timeout_blocks.",
		"Catch it to run a fallback, raise timeout_blocks, or attach a Retry policy to the job."},
	{"CaptureTypeError", "CowboyError", HostErrInvalid, "E1202",
		"A value attached to capture() cannot be saved across an await: it is not CBOR-encodable (functions, generators, sets, arbitrary objects).",
		"Capture only None, bool, int, float, str, bytes, lists, tuples, dicts, Address and CowboyModel values; convert other objects to those first."},
	{"ContinuationLimitError", "CowboyError", HostErrInvalid, "E1202",
		"A continuation breaks a structural rule: more than 8 sequential awaits, an await nested in a helper or a recursive await, or an await outside a continuation handler.",
		"Split the workflow into several continuations, keep awaits at the top level of the decorated handler, and put loops with awaits under @bounded_loop."},
	{"AddressError", "CowboyError", HostErrInvalid, "E1202",
		"The value is not a valid 20-byte address: wrong length, not hexadecimal, or a mixed-case hex string whose EIP-55 checksum does not match.",
		"Pass 20 raw bytes or \"0x\" followed by 40 hex digits; copy mixed-case addresses exactly (or use all lower case) so the checksum verifies."},
	{"ContinuationNotFoundError", "CowboyError", HostErrNotFound, "E1203",
		"A resume message named a continuation correlation id that this actor does not hold (already finished, timed out or never created).",
		"Resume only ids returned by this actor's continuations; treat late or duplicate callbacks as no-ops."},
	{"CallDepthExceeded", "CowboyError", HostErrLimit, "E1205",
		"A chain of synchronous call()s went deeper than 32 actors.",
		"Flatten the call graph, or hand the rest of the work to send() so it runs in a later block."},
	{"ReentrancyError", "CowboyError", HostErrForbidden, "E1205",
		"A handler protected by @reentrancy_guard was entered again by the same caller before its first invocation returned.",
		"Finish state changes before calling other actors (checks-effects-interactions), or remove the re-entrant call path."},
	{"PurityViolationError", "CowboyError", HostErrForbidden, "E1205",
		"A @pure handler (the default mode) tried an asynchronous side effect: send(), a timer, a job submission or an emitted callback.",
		"Mark the handler @deferred if it must issue async effects; keep read-only handlers pure."},
	{"StateConflictError", "CowboyError", HostErrConflict, "E1206",
		"A guarded storage value changed between the snapshot and its check (typically while a continuation waited across blocks).",
		"Catch it and re-read the current state, or re-run the workflow; guard only the keys the decision depends on."},
	{"ContinuationCorruptedError", "CowboyError", HostErrConflict, "E1206",
		"Saved continuation state failed its integrity check and cannot be resumed safely.",
		"Do not write __continuation:* storage keys by hand; start the workflow again."},
	{"ActorCallError", "CowboyError", HostErrCallFailed, "E1206",
		"The called actor raised, has no such handler, or returned a payload that is not valid canonical CBOR.",
		"Check the target's handler name and arguments; the message carries the callee's error. Let it propagate to roll back, or catch it to recover."},
	{"ContinuationSizeLimitError", "CowboyError", HostErrLimit, "E1208",
		"A continuation's serialized state is larger than 64 KiB.",
		"Capture less: keep large data in storage and capture its key, not the data."},
	{"ContinuationCountLimitError", "CowboyError", HostErrLimit, "E1208",
		"The actor already has 100 active continuations.",
		"Wait for pending workflows to finish, or cancel stale ones, before starting new ones."},
	{"CodecError", "CowboyError", HostErrInvalid, "E1213",
		"A value could not be encoded to, or decoded from, canonical CBOR.",
		"Use only None, bool, int (up to 4096 bits), float, str, bytes, list, tuple, dict, Address and CowboyModel values; decode only canonical CBOR produced by cowboy_sdk.codec or the chain."},
	{"ActorNotFoundError", "CowboyError", HostErrNotFound, "E1220",
		"No actor is deployed at the target address.",
		"Check the address (derive_actor_address / `cowboy actor address`) and that the deploy transaction succeeded."},
	{"PermissionDeniedError", "CowboyError", HostErrForbidden, "E1230",
		"The caller is not allowed to invoke this handler (deny-by-default), or the actor lacks the entitlement the operation needs, or the call is read-only.",
		"Decorate the handler with @public or @callable_by(...), call it from an authorized address, or declare the entitlement in the deploy manifest."},
	{"RunnerValidationError", "CowboyError", HostErrCallFailed, "E1604",
		"A runner's result failed the job's Verify checks or its response_model schema.",
		"Loosen the checks if they are too strict, improve the prompt or request, or catch it and retry."},
	{"DeterministicValidationError", "CowboyError", HostErrCallFailed, "E1610",
		"Runners returned different results for a job verified in deterministic mode.",
		"Make the job reproducible (pinned inputs, temperature 0) or use consensus mode with a threshold."},
}

// CowboyErrorType is cowboy_sdk.CowboyError, the base of every SDK error.
var CowboyErrorType = newModuleException("CowboyError", "cowboy_sdk", ExceptionType)

// sdkErrorTypes maps class names to the SDK's exception types; sdkErrorOrder
// lists them in definition order.
var (
	sdkErrorTypes = map[string]*Type{}
	sdkErrorOrder []*Type
)

func init() {
	for _, d := range sdkErrorDefs {
		var t *Type
		switch d.name {
		case "CowboyError":
			t = CowboyErrorType
		case "DeterminismError":
			t = DeterminismErrorType // a builtin, raised by the interpreter itself
		default:
			t = newModuleException(d.name, "cowboy_sdk", sdkErrorTypes[d.base])
		}
		if t.bases[0] != ExceptionType && t.bases[0] != sdkErrorTypes[d.base] {
			panic("pvm: " + d.name + " must derive from " + d.base)
		}
		t.dict.SetString("HOST_ERROR_CODE", Int(int64(d.code)))
		t.dict.SetString("ERROR_SLUG", StrValue(d.slug))
		t.dict.SetString("why", StrValue(d.why))
		t.dict.SetString("fix", StrValue(d.fix))
		sdkErrorTypes[d.name] = t
		sdkErrorOrder = append(sdkErrorOrder, t)
	}
}

// sdkError creates an SDK exception by class name with a message.
func sdkError(class, msg string) *Exception {
	t, ok := sdkErrorTypes[class]
	if !ok {
		t = CowboyErrorType
	}
	return newError(t, msg)
}

// SDKErrorInfo reports the CIP-6 §15 identity of an execution error for a
// receipt: for a CowboyError (or a user subclass) its class name, ERROR_SLUG
// and HOST_ERROR_CODE; for an exhausted limit its slug and name. ok is false
// for other errors.
func SDKErrorInfo(err error) (class, slug string, code int, ok bool) {
	var lim *LimitError
	if errors.As(err, &lim) {
		return lim.Name, lim.Slug, HostErrLimit, true
	}
	var exc *Exception
	if !errors.As(err, &exc) || !exc.cls.isSubtype(CowboyErrorType) {
		return "", "", 0, false
	}
	class = exc.cls.Name
	slug, code = "E1000", HostErrOther
	if v, found := exc.cls.lookupString("ERROR_SLUG"); found {
		if s, isStr := v.obj.(*Str); isStr {
			slug = s.s
		}
	}
	if v, found := exc.cls.lookupString("HOST_ERROR_CODE"); found && v.isSmallInt() {
		code = int(v.small())
	}
	return class, slug, code, true
}
